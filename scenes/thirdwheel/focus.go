package thirdwheel

import (
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// The keyboard's (and the gamepad's) focus at a Third Wheel table: one place among the
// viewer's hand cards and then the action buttons, moved by ← → and Tab (Shift+Tab back),
// ↑ to the buttons and ↓ to the hand; Enter does what a click on it does. Space stays
// the slap. It wears the focus ring. Tab from the last place goes on to the table's top
// buttons (ui.TabCycle, scenes.Shell.TopFocus), and from the last of them back here.

// focusN is how many places the focus moves over: the hand's cards, then the buttons.
func (t *Table) focusN() int {
	if !t.Person(t.Viewer()) || t.handHidden() {
		return len(t.buttons)
	}
	return len(t.v.Hand) + len(t.buttons)
}

// handN is how many of the focus's places are hand cards.
func (t *Table) handN() int { return t.focusN() - len(t.buttons) }

// focusKeys moves the focus and chooses with this tick's keys; it reports whether a key
// was used.
func (t *Table) focusKeys(in *ui.Input) bool {
	n, hn := t.focusN(), t.handN()
	if t.focus >= n {
		t.focus = n - 1
	}
	used := false
	for k := 0; k < in.NKeys; k++ {
		switch key := in.Keys[k]; {
		case key == input.KeyTab && in.Shift:
			t.focus, used = input.Step(t.focus, -1, n), true
		case key == input.KeyTab || key == input.KeyRight:
			t.focus, used = input.Step(t.focus, 1, n), true
		case key == input.KeyLeft:
			t.focus, used = input.Step(t.focus, -1, n), true
		case key == input.KeyUp && n > hn:
			t.focus, used = hn, true
		case key == input.KeyDown && hn > 0:
			t.focus, used = 0, true
		case key == input.KeyEnter && t.focus >= 0 && t.focus < hn:
			t.pressCard(t.focus)
			return true
		case key == input.KeyEnter && t.focus >= hn && t.focus < n:
			t.pressButton(t.focus - hn)
			return true
		}
	}
	return used
}

// pressButton does what a click on action button i does.
func (t *Table) pressButton(i int) {
	b := t.buttons[i]
	if b.move.Kind == 0 || t.try(t.stamped(b.move)) {
		t.choosing = 0
	}
}

// pressCard does what a click on hand card i does: plays it, says why not, or offers its
// plays as buttons (the focus then goes to the first).
func (t *Table) pressCard(i int) {
	c := t.v.Hand[i]
	switch ms := t.handMoves(c); len(ms) {
	case 0:
		t.Toast(t.whyNot(c))
	case 1:
		t.try(t.stamped(ms[0]))
	default:
		t.choosing = c
		if t.focus >= 0 {
			t.focus = len(t.v.Hand)
		}
		if t.hikeRanks() {
			t.Toast(l10n.T("Take a Hike: click the rank to play it as (Esc puts it back)"))
		}
	}
}

// focusRect is the rectangle the focus ring goes round: hand card or button i of the
// focus's places; ok false for none.
func (t *Table) focusRect(i int) (r geom.Rect, ok bool) {
	hn := t.handN()
	switch {
	case i < 0 || i >= t.focusN():
		return r, false
	case i < hn:
		l := &t.lay
		cw, ch := geom.CardW*l.HandScale, geom.CardH*l.HandScale
		x, y := l.HandCard(i, len(t.v.Hand))
		return geom.R(x-cw/2, y-ch/2, cw, ch), true
	}
	return t.lay.ActionButton(i-hn, len(t.buttons)), true
}

var _ ui.TabCycle = (*Table)(nil)

// TabLeaves reports whether Tab (Shift+Tab when back) goes on from the focus's last
// place (its first) to the top buttons (ui.TabCycle).
func (t *Table) TabLeaves(back bool) bool {
	n := t.focusN()
	if back {
		return n == 0 || t.focus == 0
	}
	return n == 0 || t.focus >= n-1
}

// TabEnter puts the focus on its first place (the last when back), from the top
// buttons (ui.TabCycle).
func (t *Table) TabEnter(back bool) {
	d := 1
	if back {
		d = -1
	}
	t.focus = input.Step(-1, d, t.focusN())
}

// TakesKey keeps Space for the slap, whatever has the focus (a focused top button is
// pressed by Enter alone).
func (t *Table) TakesKey(k input.Key) bool { return k == input.KeySpace }

// drawFocus draws the focus ring, once the keyboard or a gamepad has moved it, unless
// a top button has the focus.
func (t *Table) drawFocus(c *ui.Canvas) {
	if r, ok := t.focusRect(t.focus); ok && !t.Over() && !t.TopFocus().On() {
		c.RoundRectLine(r.X-4, r.Y-4, r.W+8, r.H+8, 10, 3, ui.Focus)
	}
}
