package ui

import (
	"math"

	"parlor/scenes/l10n"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// The questions an online table puts to its player over the game (docs/online.md,
// "Nobody stalls a table"), as drawn: a panel over the shaded table that takes the input
// first. The table decides which is on show and what a choice does.

// VoteOption is a button of a vote prompt: its label and its key, one capital letter.
type VoteOption struct {
	Label, Key string
}

// VotePrompt is a vote put to the player: its question, a note under it (the votes that
// decide, the time left), its options as a row of buttons (a column on a narrow
// screen, without their keys) and the focused one.
type VotePrompt struct {
	Question, Note string
	Options        []VoteOption
	Focus          int
}

// promptPanel is where a prompt's panel goes on a w×h screen, for a vote of n options
// (n 0: the away prompt): x, y, w, h.
func promptPanel(w, h float64, n int) [4]float64 {
	pw, ph := math.Min(760, w-24), 220.0
	if n > 0 && pw < 600 {
		ph = 200 + float64(n)*60
	}
	return [4]float64{w/2 - pw/2, h/2 - ph/2, pw, ph}
}

// buttons lays the vote's buttons out in the panel p; a button's ID is its option's
// index plus one.
func (v *VotePrompt) buttons(p [4]float64) []Widget {
	x, y, w, h := p[0], p[1], p[2], p[3]
	narrow := w < 600
	n := float64(len(v.Options))
	out := make([]Widget, len(v.Options))
	for i, o := range v.Options {
		b := Widget{Kind: Button, ID: i + 1, Label: o.Label + " (" + o.Key + ")", H: 52}
		if narrow {
			b.X, b.W, b.Y = x+16, w-32, y+h-n*60-12+float64(i)*60
			b.Label = o.Label
		} else {
			b.W = (w - 16*(n+1)) / n
			b.X, b.Y = x+16+float64(i)*(b.W+16), y+h-52-24
		}
		out[i] = b
	}
	return out
}

// Input takes this tick's input on a w×h screen: the index of the option chosen (its
// key, or its button pressed), -1 for none.
func (v *VotePrompt) Input(w, h float64, in *Input) int {
	chose := -1
	for i, o := range v.Options {
		if in.Key(input.KeyA + input.Key(o.Key[0]-'A')) {
			chose = i
		}
	}
	ws := v.buttons(promptPanel(w, h, len(v.Options)))
	if act := Navigate(in, ws, &v.Focus); act.OK && act.ID > 0 {
		chose = act.ID - 1
	}
	return chose
}

// promptBox shades the table and draws the panel of a prompt (vote options n, 0 for
// away) on c.
func promptBox(c *Canvas, n int) [4]float64 {
	p := promptPanel(c.W, c.H, n)
	c.Shade(Shade)
	c.RoundRect(p[0], p[1], p[2], p[3], 18, Panel)
	c.Record(RecPanel, geom.R(p[0], p[1], p[2], p[3]))
	c.RoundRectLine(p[0], p[1], p[2], p[3], 18, 2, Gold)
	return p
}

// Draw draws the vote over the table on c; in (nil: none) lights the hovered button.
func (v *VotePrompt) Draw(c *Canvas, in *Input) {
	p := promptBox(c, len(v.Options))
	cx := p[0] + p[2]/2
	q := c.Wrap(v.Question, 22, p[2]-32, true)
	c.Text(q, cx, p[1]+48+float64(Lines(q)-1)*14, 22, true, Center, Ink)
	note := c.Wrap(v.Note, 16, p[2]-32, false)
	c.Text(note, cx, p[1]+110+float64(Lines(q)-1)*20, 16, false, Center, InkDim)
	ws := v.buttons(p)
	hot := -1
	if in != nil {
		hot = Hovered(in, ws)
	}
	for i := range ws {
		DrawWidget(c, &ws[i], i == v.Focus, i == hot)
	}
}

// DrawAway draws the away prompt over the table on c: the turn clock ran out, a bot
// plays the seat until the player presses any key or clicks.
func DrawAway(c *Canvas) {
	p := promptBox(c, 0)
	cx := p[0] + p[2]/2
	q := c.Wrap(l10n.T("You were away: a bot played your turn"), 24, p[2]-32, true)
	c.Text(q, cx, p[1]+60, 24, true, Center, Ink)
	t := c.Wrap(l10n.T("The turn clock ran out, so a bot plays your seat until you are back. Press any key or click to play on."), 17, p[2]-40, false)
	c.Text(t, cx, p[1]+140, 17, false, Center, InkDim)
}
