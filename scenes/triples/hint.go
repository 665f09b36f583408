package triples

import "parlor/scenes/ui/geom"

// OwnsHint: Triples has its own hint button and key (H), which light the legal plays
// and ask the rules core for its suggestion (scenes.Shell.GiveHint).
func (t *Table) OwnsHint() bool { return true }

// HintTab is the hint button's place, drawn by the Shell as a tab (on while the legal
// plays are lit) in the top buttons' one style; none over the round's end or the
// pass-and-play screen.
func (t *Table) HintTab() (geom.Rect, bool) {
	if t.RoundOver() || t.Private() {
		return geom.Rect{}, false
	}
	return t.lay.Hint, t.hint
}
