//go:build display

package screens

import (
	"testing"

	"parlor/scenes"
	"parlor/scenes/gametext"
	"parlor/scenes/ui"
)

// TestRulesTextClippedBelowHeader: scrolled rules text is cut off below the title and
// the Back button (it used to be clipped at y 70 and ran under the title), while the
// first heading is whole when the page is not scrolled.
func TestRulesTextClippedBelowHeader(t *testing.T) {
	r := NewRules(&scenes.GameInfo{Name: "Test", Rules: []gametext.Section{{Title: "First", Text: []string{"Some text."}}}})
	a := &scenes.App{W: ui.BaseW, H: ui.BaseH, Scale: 1}
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
