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

// TestParseRules: the summary is the text before the first heading, each "# " line
// opens a section, blank lines part paragraphs and a paragraph's line breaks are spaces;
// the "Keys" section gives the key help's rows.
func TestParseRules(t *testing.T) {
	sum, rules, keys := ParseRules("A short\ngame.\n\n# The idea\nWin\nit.\n\nAll of it.\n\n# Cards\n\nFour suits.\n\n# Keys\n\nS | draw\n← →  then Enter | choose, then play\n")
	if sum != "A short game." {
		t.Errorf("summary %q", sum)
	}
	if len(rules) != 2 || rules[0].Title != "The idea" || len(rules[0].Text) != 2 || rules[0].Text[0] != "Win it." ||
		rules[0].Text[1] != "All of it." || rules[1].Title != "Cards" || len(rules[1].Text) != 1 || rules[1].Text[0] != "Four suits." {
		t.Errorf("sections %+v", rules)
	}
	if len(keys) != 2 || keys[0] != [2]string{"S", "draw"} || keys[1] != [2]string{"← →  then Enter", "choose, then play"} {
		t.Errorf("keys %q", keys)
	}
}
