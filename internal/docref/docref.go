// Package docref keeps the repository's citations of its documents true. The documents
// live under docs/ (the rulebook in docs/rules/<game>.md, the architecture, the formats,
// the protocol), and code comments, strings and other documents point at a section by
// its file and the anchor of its heading, such as "docs/rules/thirdwheel.md#false-slaps"
// or "docs/online.md#the-human-line" (see docs/rules/README.md#citing-a-ruling-in-code).
// Check reads every Go file and markdown file of a repository and reports each citation
// whose file does not exist or whose anchor no heading of that file makes. Its test runs
// Check on this repository.
package docref

import (
	"errors"
	"fmt"
	"go/scanner"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"parlor/internal/boundedread"
)

// Dir is the documents' folder, relative to the repository root, slash-separated: a
// citation is of a markdown file in it or in a folder under it.
const Dir = "docs"

// maxFile is the largest Go or markdown file Check reads, in bytes.
const maxFile = 4 << 20

// Citation is one place that cites a document: File is the cited file's path from the
// repository root ("docs/rules/thirdwheel.md"), Anchor what follows its "#" ("" when the
// citation names the file only), Line the line of the citing file it is on (1-based).
type Citation struct {
	File   string
	Anchor string
	Line   int
}

// String is the citation as the repository writes it: the file, then "#" and the anchor
// when there is one.
func (c Citation) String() string {
	if c.Anchor == "" {
		return c.File
	}
	return c.File + "#" + c.Anchor
}

// Problem is a citation that does not hold: Path is the citing file (slash-separated,
// from the root), Why says what is wrong in words.
type Problem struct {
	Path string
	Citation
	Why string
}

// String is "path:line: cites X: why".
func (p Problem) String() string {
	return fmt.Sprintf("%s:%d: cites %s: %s", p.Path, p.Line, p.Citation, p.Why)
}

// Slug is the anchor GitHub makes of a heading's text: inline code marks and emphasis
// stars dropped, a link reduced to its text, lower case, every character that is not a
// letter, a digit, a space, a hyphen or an underscore removed, then each space turned
// into a hyphen. ("Online slap races: the human line" → "online-slap-races-the-human-line",
// "`forbid-retake`" → "forbid-retake".) Emphasis written with underscores is not
// recognised: the underscores stay, so headings should not use it.
func Slug(heading string) string {
	heading = linkRE.ReplaceAllString(heading, "$1")
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// linkRE is an inline markdown link or image, its text in group 1.
var linkRE = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)

// headingRE is an ATX heading line: 1 to 6 "#", a space, the text, optional closing #s.
var headingRE = regexp.MustCompile(`^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$`)

// Anchors returns the set of anchors the headings of a markdown text make (Slug of each
// ATX heading, "#" to "######"; a heading that repeats an earlier anchor gets "-1", "-2",
// … as on GitHub). Lines inside fenced code blocks (``` or ~~~) are not headings.
// Setext headings (text underlined with = or -) are not read.
func Anchors(md string) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	fence := ""
	for _, line := range strings.Split(md, "\n") {
		t := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
			continue
		}
		m := headingRE.FindStringSubmatch(strings.TrimRight(line, "\r"))
		if m == nil {
			continue
		}
		slug := Slug(m[1])
		if n := seen[slug]; n > 0 {
			seen[slug] = n + 1
			slug = fmt.Sprintf("%s-%d", slug, n)
		} else {
			seen[slug] = 1
		}
		out[slug] = true
	}
	return out
}

// citeRE is a citation written as a path from the repository root: the folder, any
// folders under it, a file name ending in ".md", and an optional "#" and anchor.
var citeRE = regexp.MustCompile(`docs/((?:[A-Za-z0-9_.-]+/)*[A-Za-z0-9_.-]+\.md)(?:#([\p{L}\p{N}_-]+))?`)

// pathByte reports whether b can be part of a path: a citation's "docs/" must not follow
// one ("scenes/docs/x.md", "mydocs/x.md" are other folders).
func pathByte(b byte) bool {
	return b == '/' || b == '.' || b == '-' || b == '_' || b >= '0' && b <= '9' || b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z'
}

// found is a citation and its byte offset in the text it was found in.
type found struct {
	at int
	c  Citation
}

// cites appends the path-style citations in text, which starts on line first.
func cites(out []found, text string, first int) []found {
	for _, m := range citeRE.FindAllStringSubmatchIndex(text, -1) {
		if m[0] > 0 && pathByte(text[m[0]-1]) {
			continue
		}
		c := Citation{File: Dir + "/" + text[m[2]:m[3]], Line: first + strings.Count(text[:m[0]], "\n")}
		if m[4] >= 0 {
			c.Anchor = text[m[4]:m[5]]
		}
		out = append(out, found{m[0], c})
	}
	return out
}

// GoCitations returns the citations in a Go file's comments and, when strs is true, its
// string literals, in order. (Check leaves out the strings of test files: they hold
// fixtures, broken citations among them.) Error: the file does not scan as Go (the
// error gives the first position).
func GoCitations(src []byte, strs bool) ([]Citation, error) {
	fset := token.NewFileSet()
	file := fset.AddFile("", -1, len(src))
	var s scanner.Scanner
	var errs scanner.ErrorList
	s.Init(file, src, func(pos token.Position, msg string) { errs.Add(pos, msg) }, scanner.ScanComments)
	var hits []found
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.COMMENT || strs && tok == token.STRING {
			hits = cites(hits, lit, fset.Position(pos).Line)
		}
	}
	if errs.Len() > 0 {
		return nil, errs[0]
	}
	return citations(hits), nil
}

// citations are the citations of hits, in order, each once.
func citations(hits []found) []Citation {
	var out []Citation
	seen := map[Citation]bool{}
	for _, f := range hits {
		if !seen[f.c] {
			seen[f.c] = true
			out = append(out, f.c)
		}
	}
	return out
}

// mdLinkRE is an inline link's target (group 1), or a reference definition's (group 2).
var mdLinkRE = regexp.MustCompile(`\]\(<?([^)\s>]*)>?(?:\s+"[^"]*")?\)|(?m)^ {0,3}\[[^\]]+\]:[ \t]*<?([^\s>]+)`)

// MarkdownCitations returns the citations in the markdown file named file (from the
// repository root, slash-separated): path-style citations in its text, and link targets
// that lead to a markdown file under docs relative to the file ("rules/triples.md#draw-2"
// from a file in docs, "docs/online.md" from README.md, "#false-slaps" inside
// docs/rules/thirdwheel.md). Links with a scheme
// ("https:") are not citations. A citation found both ways is listed once.
func MarkdownCitations(file, md string) []Citation {
	hits := cites(nil, md, 1)
	for _, m := range mdLinkRE.FindAllStringSubmatchIndex(md, -1) {
		g := 2
		if m[g] < 0 {
			g = 4
		}
		if c, ok := resolve(file, md[m[g]:m[g+1]]); ok {
			c.Line = 1 + strings.Count(md[:m[0]], "\n")
			hits = append(hits, found{m[g], c})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].at < hits[j].at })
	return citations(hits)
}

// resolve turns a link target in the file at from into a citation when it leads to a
// markdown file under docs.
func resolve(from, target string) (Citation, bool) {
	if target == "" || strings.Contains(target, ":") || strings.HasPrefix(target, "/") {
		return Citation{}, false
	}
	file, anchor, _ := strings.Cut(target, "#")
	if file == "" {
		file = from
	} else {
		file = path.Join(path.Dir(from), file)
	}
	if !strings.HasPrefix(file, Dir+"/") || path.Ext(file) != ".md" {
		return Citation{}, false
	}
	return Citation{File: file, Anchor: anchor}, true
}

// Check reads every .go and .md file under root (a repository: folders whose name
// starts with "." or is "testdata" are skipped; in _test.go files only the comments are
// read) and checks each citation of a document under docs:
// the file must exist under root and, when an anchor is given, one of its headings must
// make it (Anchors). It returns the number of citations checked and the problems, in
// path order. Errors: root cannot be walked, a file cannot be read or is larger than
// 4 MiB, a Go file does not scan.
func Check(root string) (checked int, problems []Problem, err error) {
	books := map[string]map[string]bool{} // cited file -> its anchors; nil: no such file
	book := func(file string) (map[string]bool, error) {
		if a, ok := books[file]; ok {
			return a, nil
		}
		data, err := boundedread.File(filepath.Join(root, filepath.FromSlash(file)), maxFile)
		var a map[string]bool
		switch {
		case err == nil:
			a = Anchors(string(data))
		case !isNotExist(err):
			return nil, err
		}
		books[file] = a
		return a, nil
	}
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		ext := filepath.Ext(name)
		if !d.Type().IsRegular() || (ext != ".go" && ext != ".md") {
			return nil
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		data, err := boundedread.File(p, maxFile)
		if err != nil {
			return err
		}
		var cs []Citation
		if ext == ".go" {
			if cs, err = GoCitations(data, !strings.HasSuffix(name, "_test.go")); err != nil {
				return fmt.Errorf("%s: %v", rel, err)
			}
		} else {
			cs = MarkdownCitations(rel, string(data))
		}
		for _, c := range cs {
			checked++
			anchors, err := book(c.File)
			if err != nil {
				return err
			}
			switch {
			case anchors == nil:
				problems = append(problems, Problem{Path: rel, Citation: c, Why: "no such file"})
			case c.Anchor != "" && !anchors[c.Anchor]:
				problems = append(problems, Problem{Path: rel, Citation: c, Why: fmt.Sprintf("no heading of %s makes the anchor %q", c.File, c.Anchor)})
			}
		}
		return nil
	})
	return checked, problems, err
}

// isNotExist reports whether err says the file is not there.
func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
