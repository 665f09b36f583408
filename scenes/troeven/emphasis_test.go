//go:build display

package troeven

import (
	"image/color"
	"testing"

	"parlor/scenes/ui"
)

// TestHoverIsNotFocus: the mouse over a card lifts it with a faint outline, never the
// focus ring the keyboard's (or a click's) choice wears; a chosen card is not lifted; a
// hovered card keeps an outline the table gave it (a hint). Troeven drew hover as a
// paler focus ring.
func TestHoverIsNotFocus(t *testing.T) {
	type got struct {
		hl   color.RGBA
		y, l float64
	}
	mark := func(hl color.RGBA, chosen, hovered bool) got {
		g := got{hl: hl, y: 100}
		ui.Emphasize(&g.hl, &g.y, &g.l, chosen, hovered)
		return g
	}
	hover, focus, both := mark(color.RGBA{}, false, true), mark(color.RGBA{}, true, false), mark(color.RGBA{}, true, true)
	if focus.hl != ui.Focus || focus.y != 100 || focus.l != 0 {
		t.Errorf("chosen: %+v, want the focus ring, not lifted", focus)
	}
	if hover.hl == ui.Focus || hover.hl.A == 0 || hover.hl.A >= ui.Focus.A || hover.y != 100-ui.HoverLift || hover.l != ui.HoverShadow {
		t.Errorf("hovered: %+v, want a faint outline other than the ring, lifted %v", hover, ui.HoverLift)
	}
	if both != focus {
		t.Errorf("chosen and hovered: %+v, want as chosen %+v", both, focus)
	}
	if h := mark(ui.Good, false, true); h.hl != ui.Good || h.y != 100-ui.HoverLift {
		t.Errorf("hovered hint: %+v, want its outline kept and lifted", h)
	}
}
