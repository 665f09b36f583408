package gametext

import "testing"

// TestParse: the summary is the text before the first heading, each "# " line
// opens a section, blank lines part paragraphs and a paragraph's line breaks are spaces;
// the "Keys", "Options" and "Variants" sections are rows.
func TestParse(t *testing.T) {
	a := Parse("A short\ngame.\n\n# The idea\nWin\nit.\n\nAll of it.\n\n# Cards\n\nFour suits.\n\n# Keys\n\nS | draw\n← →  then Enter | choose, then play\n\n# Options\n\nfast | Play fast\n\n# Variants\n\nlong | The long game\nshort | The short one\n")
	if a.Summary != "A short game." {
		t.Errorf("summary %q", a.Summary)
	}
	r := a.Rules
	if len(r) != 2 || r[0].Title != "The idea" || len(r[0].Text) != 2 || r[0].Text[0] != "Win it." ||
		r[0].Text[1] != "All of it." || r[1].Title != "Cards" || len(r[1].Text) != 1 || r[1].Text[0] != "Four suits." {
		t.Errorf("sections %+v", r)
	}
	if len(a.Keys) != 2 || a.Keys[0] != [2]string{"S", "draw"} || a.Keys[1] != [2]string{"← →  then Enter", "choose, then play"} {
		t.Errorf("keys %q", a.Keys)
	}
	if len(a.Options) != 1 || a.Options[0] != (Choice{"fast", "Play fast"}) || len(a.Variants) != 2 || a.Variants[1] != (Choice{"short", "The short one"}) {
		t.Errorf("options %+v, variants %+v", a.Options, a.Variants)
	}
}
