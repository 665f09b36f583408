package thirdwheel

import (
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// What the viewer is to do now, and the viewer's hand.

// prompt tells the viewer what to do now.
func (t *Table) prompt() string {
	v := &t.v
	if t.Spectator() {
		return "" // a spectator has no hand and no keys to press
	}
	key := t.in.slapKeyName(0)
	switch {
	case v.Owes && v.Role == tw.ThirdWheel:
		return l10n.T("Missed slap: click a card to throw away")
	case v.ToMove == t.Viewer() && v.Role.IsDuo():
		return l10n.T("Your turn: click a card to play it")
	case v.ToMove == t.Viewer():
		return l10n.T("Your turn: click a matching card, or Pass")
	case v.Window.Open && v.Window.Race == tw.RaceOpen && (v.Window.RaceSeat == t.Viewer() || v.Role == tw.ThirdWheel):
		return l10n.T("DOUBLE-DOWN! Slap now (%s)", key)
	case v.Window.Open && v.Role == tw.ThirdWheel && v.Window.Snap:
		return l10n.T("Pair on top? SLAP (%s). Or click a card to match.", key)
	case v.Window.Open && v.Turn == t.Viewer():
		return l10n.T("Your turn: play a card now, or wait for the window")
	}
	return ""
}

func (t *Table) drawHand(c *ui.Canvas) {
	l := &t.lay
	hand := t.v.Hand
	if !t.Person(t.Viewer()) {
		y := l.Hand.Y + 8
		if l.Portrait {
			y = l.Actions.CY() // clear of the hand's cards
		}
		whose := l10n.T("%s's hand", t.shown(t.Viewer()))
		if t.Name(t.Viewer()) == "You" {
			whose = l10n.T("your hand")
		}
		line := l10n.T("Bots are playing every seat: watching %s", whose)
		if t.Replaying() {
			line = l10n.T("Replay: %s", whose)
		}
		c.Text(c.Ellipsize(line, 13, l.Hand.W, false), l.Hand.CX(), y, 13, false, ui.Center, ui.InkFaint)
	}
	if t.handHidden() {
		c.Text(l10n.T("Hands are hidden until their owner is ready"), l.Hand.CX(), l.Hand.Y+8, 13, false, ui.Center, ui.InkFaint)
		return
	}
	hover := -1
	if in := t.Input(); in.Pointer && !in.Touch {
		hover = l.HandIndex(in.X, in.Y, len(hand))
	}
	for i, card := range hand {
		x, y := l.HandCard(i, len(hand))
		t.spr = sprites.TWSprite{Card: card, FaceUp: true, X: x, Y: y, Scale: l.HandScale, FlipX: 1, Alpha: 1}
		if t.Person(t.Viewer()) && t.hasHandMove(card) {
			t.spr.Highlight = ui.Good
			ui.Emphasize(&t.spr.Highlight, &t.spr.Y, &t.spr.Lift, false, i == hover)
		}
		if card == t.choosing {
			t.spr.Highlight = ui.Gold
		}
		t.atlas.DrawCard(t.dst(c), &t.spr)
	}
}
