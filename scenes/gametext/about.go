// Package gametext is a game's text, as each game keeps it in its rules.md: the summary
// the menu shows, the rules screen's sections, the key help's rows, and the options and
// variants the menu offers (Choice). Package scenes's GameInfo is filled in from it
// (scenes.Register); the screens show it.
package gametext

import (
	"slices"
	"strings"
)

// Choice is a rules id (docs/rules/README.md#options-and-variants) with the plain-words
// label the menu shows for it.
type Choice struct {
	ID    string
	Label string
}

// Section is one heading and its paragraphs on a game's rules screen.
type Section struct {
	Title string
	Text  []string
}

// Has reports whether cs holds a choice of id id.
func Has(cs []Choice, id string) bool {
	return slices.ContainsFunc(cs, func(c Choice) bool { return c.ID == id })
}

// IDs are the ids of cs, in order ("none" for no choices), for a message that lists
// them.
func IDs(cs []Choice) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	if len(out) == 0 {
		return []string{"none"}
	}
	return out
}

// About is what a game's rules.md gives the menu and the tables (Parse).
type About struct {
	Summary string
	Rules   []Section
	// Keys are the key help's rows; Options and Variants the menu's choices.
	Keys              [][2]string
	Options, Variants []Choice
}

// Parse reads a game's text (each game keeps it in its rules.md): the summary
// paragraph the menu shows, then the rules screen's sections, each opened by a line
// "# Title", their paragraphs separated by blank lines (a paragraph's line breaks are
// spaces). The sections titled "Keys", "Options" and "Variants" are lists instead, one
// row a line: "key | what it does", "id | label".
func Parse(text string) About {
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
				a.Rules = append(a.Rules, Section{Title: strings.TrimSpace(title)})
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
