//go:build display

package scenes

import "testing"

// TestRulesTextClippedBelowHeader: scrolled rules text is cut off below the title and
// the Back button (it used to be clipped at y 70 and ran under the title), while the
// first heading is whole when the page is not scrolled.
func TestRulesTextClippedBelowHeader(t *testing.T) {
	r := NewRules(&GameInfo{Name: "Test", Rules: []RulesSection{{Title: "First", Text: []string{"Some text."}}}})
	a := &App{W: BaseW, H: BaseH, Scale: 1}
	r.Update(a)
	back := r.widgets[0]
	if rulesClipTop < back.Y+back.H {
		t.Errorf("text clip starts at y %v, above the Back button's bottom %v", rulesClipTop, back.Y+back.H)
	}
	const titleY, titleSize = 52.0, 32.0
	if rulesClipTop < titleY+titleSize/2 {
		t.Errorf("text clip starts at y %v, inside the title (ends near %v)", rulesClipTop, titleY+titleSize/2)
	}
	first := r.blocks[0]
	if top := rulesTop + first.y; top < rulesClipTop {
		t.Errorf("the first heading starts at y %v, above the clip %v: cut off unscrolled", top, rulesClipTop)
	}
}

// TestParseAbout: the summary is the text before the first heading, each "# " line
// opens a section, blank lines part paragraphs and a paragraph's line breaks are spaces;
// the "Keys", "Options" and "Variants" sections are rows.
func TestParseAbout(t *testing.T) {
	a := ParseAbout("A short\ngame.\n\n# The idea\nWin\nit.\n\nAll of it.\n\n# Cards\n\nFour suits.\n\n# Keys\n\nS | draw\n← →  then Enter | choose, then play\n\n# Options\n\nfast | Play fast\n\n# Variants\n\nlong | The long game\nshort | The short one\n")
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
