package docref

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRepositoryCitesOnlyDocsThatExist is the guard of docs: every citation of a file
// under docs in the repository's Go comments and strings and markdown files names a file
// that exists and an anchor one of its headings makes. Renaming a heading means
// re-pointing what cites it.
func TestRepositoryCitesOnlyDocsThatExist(t *testing.T) {
	root := repoRoot(t)
	checked, problems, err := Check(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("%v", p)
	}
	if checked == 0 {
		t.Errorf("no citation of %s found under %s: the walk missed the repository", Dir, root)
	}
	t.Logf("%d citations of %s checked", checked, Dir)
}

// repoRoot is the folder holding go.mod, above the test's working folder.
func repoRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = up
	}
}

// TestCheckReportsEachBrokenCitation runs Check on the small repository in
// testdata/repo, which cites its docs/rules well and badly from Go comments, a Go
// string, a block comment, markdown text and markdown links (relative, "./", "#anchor"
// and reference-style), and hides bad citations where Check must not look (a dot
// folder, a testdata folder).
func TestCheckReportsEachBrokenCitation(t *testing.T) {
	checked, problems, err := Check(filepath.Join("testdata", "repo"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	want := []string{
		`README.md:3: cites docs/guide.md#nope: no heading of docs/guide.md makes the anchor "nope"`,
		`cite.go:4: cites docs/rules/game.md#no-such-heading: no heading of docs/rules/game.md makes the anchor "no-such-heading"`,
		`cite.go:5: cites docs/rules/gone.md#x: no such file`,
		`cite.go:10: cites docs/rules/game.md#repeat-2: no heading of docs/rules/game.md makes the anchor "repeat-2"`,
		`cite.go:15: cites docs/guide.md#bad-part: no heading of docs/guide.md makes the anchor "bad-part"`,
		`cite.go:15: cites docs/sub/gone.md: no such file`,
		`docs/guide.md:5: cites docs/sub/gone.md: no such file`,
		`docs/notes.md:5: cites docs/rules/game.md#setext-headings-are-not-read: no heading of docs/rules/game.md makes the anchor "setext-headings-are-not-read"`,
		`docs/notes.md:7: cites docs/rules/missing.md: no such file`,
		`docs/rules/README.md:5: cites docs/rules/game.md#nope: no heading of docs/rules/game.md makes the anchor "nope"`,
		`docs/rules/README.md:6: cites docs/rules/README.md#missing: no heading of docs/rules/README.md makes the anchor "missing"`,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("problems (-want +got):\n%s", d)
	}
	if checked != 22 {
		t.Errorf("%d citations checked, want 22", checked)
	}
}

func TestSlug(t *testing.T) {
	for heading, want := range map[string]string{
		"Online slap races: the human line": "online-slap-races-the-human-line",
		"`forbid-retake`":                   "forbid-retake",
		"Option `fast`":                     "option-fast",
		"Snap Match (snap)":                 "snap-match-snap",
		"3-Player Troeven":                  "3-player-troeven",
		"Third Wheel's turn":                "third-wheels-turn",
		"Draw 2 & double triples":           "draw-2--double-triples",
		"**Bold** and [a link](x.md#y)":     "bold-and-a-link",
		"  Trimmed  ":                       "trimmed",
		"snake_case stays":                  "snake_case-stays",
		"Café à la carte":                   "café-à-la-carte",
	} {
		if got := Slug(heading); got != want {
			t.Errorf("Slug(%q) = %q, want %q", heading, got, want)
		}
	}
}

func TestAnchorsNumberRepeatsAndSkipFences(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "repo", "docs", "rules", "game.md"))
	if err != nil {
		t.Fatal(err)
	}
	got := Anchors(string(data))
	want := map[string]bool{"game": true, "deck-and-deal": true, "option-fast": true, "repeat": true, "repeat-1": true}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("anchors (-want +got):\n%s", d)
	}
	if got := Anchors("#NoSpace\n\n####### seven\n    # indented code\n### Closing ###  \n"); !cmp.Equal(got, map[string]bool{"closing": true}) {
		t.Errorf("anchors of non-headings and a closed heading: %v, want only closing", got)
	}
}

func TestGoCitations(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "repo", "cite.go"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := GoCitations(src, true)
	if err != nil {
		t.Fatal(err)
	}
	const rules = Dir + "/rules"
	game := rules + "/game.md"
	want := []Citation{
		{game, "deck-and-deal", 3}, {game, "option-fast", 3}, {game, "no-such-heading", 4},
		{rules + "/gone.md", "x", 5}, {game, "repeat-1", 6}, {rules + "/README.md", "", 9}, {game, "repeat-2", 10},
		{Dir + "/guide.md", "good-part", 15}, {Dir + "/guide.md", "bad-part", 15}, {Dir + "/sub/gone.md", "", 15},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("citations (-want +got):\n%s", d)
	}
	if comments, _ := GoCitations(src, false); len(comments) != len(want)-1 {
		t.Errorf("comments only: %d citations, want %d (all but the string's)", len(comments), len(want)-1)
	}
	if _, err := GoCitations([]byte("package x\n\nvar s = \"unterminated\n"), true); err == nil || !strings.Contains(err.Error(), "3:") {
		t.Errorf("a Go file that does not scan: err %v, want one at line 3", err)
	}
}

func TestMarkdownCitationsResolveLinks(t *testing.T) {
	const rules = Dir + "/rules"
	md := "[a](rules/x.md#one) [b](../docs/rules/y.md) [c](#here) [d](https://example.com/rules/x.md)\n" +
		"[e](rules/sub/z.md#no) [f](other.md#no) [g](<rules/x.md#two>) [i](../README.md#top)\n\n[h]: ./rules/x.md#three\n"
	got := MarkdownCitations("docs/page.md", md)
	want := []Citation{{rules + "/x.md", "one", 1}, {rules + "/y.md", "", 1}, {"docs/page.md", "here", 1},
		{rules + "/sub/z.md", "no", 2}, {Dir + "/other.md", "no", 2}, {rules + "/x.md", "two", 2}, {rules + "/x.md", "three", 4}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("from docs/page.md (-want +got):\n%s", d)
	}
	got = MarkdownCitations(rules+"/x.md", "[self](#here) [sibling](y.md#there) [up](../online.md#protocol)\n")
	want = []Citation{{rules + "/x.md", "here", 1}, {rules + "/y.md", "there", 1}, {Dir + "/online.md", "protocol", 1}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("from inside %s (-want +got):\n%s", rules, d)
	}
	got = MarkdownCitations("README.md", "[a](docs/online.md#protocol) [b](#layout) [c](scenes/x.md) docs/game-record.md\n")
	want = []Citation{{Dir + "/online.md", "protocol", 1}, {Dir + "/game-record.md", "", 1}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("from README.md (-want +got):\n%s", d)
	}
}
