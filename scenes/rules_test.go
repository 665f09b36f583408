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
