package thirdwheel

import (
	"strconv"

	tw "parlor/gameplay/thirdwheel"
	"parlor/internal/words"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// dialNote is the line under the dial's score: how far the Duo is from exactly 100
// (docs/rules/thirdwheel.md#the-score), naming the one card that lands it when a
// single card can (a rank 1–13, or a Wild for 14).
func dialNote(score int) string {
	need, card := tw.Landing(score)
	switch {
	case need < 0:
		return l10n.T("over %s: bust", strconv.Itoa(tw.Target))
	case need == 0:
		return l10n.T("exactly %s!", strconv.Itoa(tw.Target))
	case card == tw.Wild.Value():
		return l10n.T("%s to go: a Wild lands it", strconv.Itoa(need))
	case card > 0 && l10n.Current() == l10n.En:
		return strconv.Itoa(need) + " to go: " + words.A(strconv.Itoa(card)) + " lands it"
	case card > 0:
		return l10n.T("%s to go: a %s lands it", strconv.Itoa(need), strconv.Itoa(card))
	}
	return l10n.T("%s to go", strconv.Itoa(need))
}

// drawDeck draws the deck panel: the deck, the cards left (the Third Wheel's countdown),
// the fair deck's cards set aside, and what the deck's end means.
func (t *Table) drawDeck(c *ui.Canvas) {
	if t.lay.Portrait {
		t.drawDeckPortrait(c)
		return
	}
	d := t.lay.Deck
	v := &t.v
	c.RoundRect(d.X, d.Y, d.W, d.H, 14, ui.PlateFill)
	c.RoundRectLine(d.X, d.Y, d.W, d.H, 14, 1.5, ui.PanelLine)
	cx := d.X + 62
	cy := d.Y + d.H/2 - 6
	if v.Deck == 0 {
		t.atlas.DrawSlot(t.dst(c), cx, cy, 0.8, 1)
	}
	for i := min(v.Deck, 6) - 1; i >= 0; i-- {
		t.spr = sprites.TWSprite{X: cx - float64(i)*1.5, Y: cy - float64(i)*1.5, Scale: 0.8, FlipX: 1, Alpha: 1, NoShadow: i > 0}
		t.atlas.DrawCard(t.dst(c), &t.spr)
	}
	tx := d.X + d.W - 52
	clr := ui.Ink
	if v.Deck <= 5 {
		clr = twColour
	}
	c.Text(strconv.Itoa(v.Deck), tx, d.Y+70, 46, true, ui.Center, clr)
	c.Text(l10n.T("cards left"), tx, d.Y+104, 13, false, ui.Center, ui.InkDim)
	if a := asideText(v); a != "" {
		c.Text(a, tx, d.Y+122, 12, false, ui.Center, ui.InkFaint)
	}
	goal, goal2 := deckWords(v)
	c.Text(goal, d.CX(), d.Y+d.H-34, 13, true, ui.Center, twColour)
	c.Text(goal2, d.CX(), d.Y+d.H-16, 12, false, ui.Center, ui.InkDim)
}

// asideText is the deck panel's line for the fair deck's cards set aside ("9 set
// aside"; "" without the fair deck).
func asideText(v *tw.View) string {
	if v.Aside == 0 {
		return ""
	}
	return l10n.T("%s set aside", strconv.Itoa(v.Aside))
}

// deckWords are the deck panel's two lines on what the deck's end means
// (docs/rules/thirdwheel.md#end-of-the-game):
// the Third Wheel wins when it runs out, except under Play Out Hands, where the Duo
// then plays on from its hands and the Third Wheel wins only when no Duo card scores.
func deckWords(v *tw.View) (string, string) {
	switch {
	case v.PlayOut:
		return l10n.T("Deck empty: hands play out"), l10n.T("no Duo card scores: TW wins")
	case v.Options.PlayOut:
		return l10n.T("When it runs out"), l10n.T("the Duo plays out its hands")
	}
	return l10n.T("Third Wheel wins"), l10n.T("when it runs out")
}
