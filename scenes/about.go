package scenes

import "strings"

// About is what a game's rules.md gives the menu and the tables (ParseAbout).
type About struct {
	Summary string
	Rules   []RulesSection
	// Keys are the key help's rows; Options and Variants the menu's choices.
	Keys              [][2]string
	Options, Variants []Choice
}

// ParseAbout reads a game's text (each game keeps it in its rules.md): the summary
// paragraph the menu shows, then the rules screen's sections, each opened by a line
// "# Title", their paragraphs separated by blank lines (a paragraph's line breaks are
// spaces). The sections titled "Keys", "Options" and "Variants" are lists instead, one
// row a line: "key | what it does", "id | label".
func ParseAbout(text string) About {
	var a About
	list := ""
	for _, block := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		block = strings.TrimSpace(block)
		if title, ok := strings.CutPrefix(block, "# "); ok {
			title, block, _ = strings.Cut(title, "\n")
			switch list = strings.TrimSpace(title); list {
			case "Keys", "Options", "Variants":
			default:
				list = ""
				a.Rules = append(a.Rules, RulesSection{Title: strings.TrimSpace(title)})
			}
		}
		para := strings.Join(strings.Fields(block), " ")
		switch {
		case para == "":
		case list != "":
			for _, line := range strings.Split(block, "\n") {
				k, v, ok := strings.Cut(line, "|")
				k, v = strings.TrimSpace(k), strings.TrimSpace(v)
				switch {
				case !ok:
				case list == "Keys":
					a.Keys = append(a.Keys, [2]string{k, v})
				case list == "Options":
					a.Options = append(a.Options, Choice{ID: k, Label: v})
				default:
					a.Variants = append(a.Variants, Choice{ID: k, Label: v})
				}
			}
		case a.Rules == nil:
			a.Summary = para
		default:
			a.Rules[len(a.Rules)-1].Text = append(a.Rules[len(a.Rules)-1].Text, para)
		}
	}
	return a
}
