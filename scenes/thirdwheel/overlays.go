package thirdwheel

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// What the Shell's overlays show of Third Wheel: the key help's rows, the privacy
// screen's note and the card backs it fans.

// HelpLines are the table's keys for the help overlay: the rows that name nobody in
// English (ui.DrawTableHelp puts them in the language on), those that name a player
// or a key in the language on already.
func (t *Table) HelpLines() [][2]string {
	lines := [][2]string{{t.in.slapKeyName(0), "SLAP (or the SLAP button, or gamepad button A)"}}
	if t.in.hotSeat() {
		people := t.People()
		lines = lines[:0]
		for p := range t.in.binds.Keys {
			lines = append(lines, [2]string{t.in.slapKeyName(p), l10n.T("SLAP for %s", t.shown(people[p]))})
		}
		fk := "F1 / F2"
		if len(t.in.binds.Keys) > 2 {
			fk = "F1 / F2 / F3"
		}
		lines = append(lines, [2]string{l10n.T("%s then a key", fk), "change that player's slap key (a taken key or a table key is refused)"})
	}
	return append(lines,
		[2]string{"click, or ← → Enter", "play a hand card, match with it, or pay a missed slap (gamepad: D-pad, X)"},
		[2]string{"P", "pass (Third Wheel, base game; gamepad Y)"},
		[2]string{"", "One press is one slap: holding a key never slaps twice."},
		[2]string{"", "Slaps are timed in milliseconds from the moment the card lands."},
	)
}

// dst is the canvas's target image.
func (t *Table) dst(c *ui.Canvas) *ebiten.Image { return c.Dst }

// PrivacyNote names the next person's role at the privacy screen and what they are to
// do once their hand is shown.
func (t *Table) PrivacyNote(seat int) (string, color.RGBA, string) {
	v, _ := t.SeatView(seat).(tw.View)
	why := ""
	switch {
	case v.Owes:
		why = l10n.T("Choose a card to throw away for the missed slap.")
	case v.ToMove == seat && v.Role.IsDuo():
		why = l10n.T("Your turn to play a card as %s.", roleName(v.Role))
	case v.ToMove == seat:
		why = l10n.T("Your turn as the Third Wheel: match the top card, or pass.")
	case v.Role == tw.ThirdWheel && v.Window.Open && v.Window.Snap:
		why = l10n.T("A Duo card is down: your window starts when you show the table (match it, or slap a pair).")
	case v.Turn == seat:
		why = l10n.T("You play next as %s.", roleName(v.Role))
	}
	if t.rebind >= 0 {
		// The rebinding waits for a key: its question must not hide behind this screen.
		why = t.rebindPrompt()
	}
	return t.shown(seat) + " · " + roleName(v.Role), roleColour(v.Role), why
}

// DrawBack draws a card back (the privacy screen fans them).
func (t *Table) DrawBack(c *ui.Canvas, x, y, rot, sc float64) {
	t.spr = sprites.TWSprite{X: x, Y: y, Rot: rot, Scale: sc, FlipX: 1, Alpha: 1}
	t.atlas.DrawCard(c.Dst, &t.spr)
}
