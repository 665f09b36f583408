// Package roomview shows an online table's link to its room (scenes/remote.Link) with
// the drawing kit (scenes/ui): the online strip, whose invite and seat-link lines a
// click copies where this build can copy, and the questions the room puts to the
// player over the game (docs/online.md, "Nobody stalls a table"): back from being away
// (the turn clock ran out and a bot played the turn), and the vote about a person who
// has missed turns (replace them with a bot for good, end the game, or wait). Each
// question is a panel over the table that takes the input first; the vote's result is
// said in a toast. Package scenes's RemoteSession keeps a View.
package roomview

import (
	"strings"

	"parlor/online"
	"parlor/scenes/device"
	"parlor/scenes/l10n"
	"parlor/scenes/remote"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// View is a room's strip as last drawn (with its copy lines) and the vote prompt (its
// focused button).
type View struct {
	strip ui.Strip
	vote  ui.VotePrompt
}

// lines are l's strip lines as the strip shows them: a line whose link a click copies
// (where this build can copy) says so; where nothing can be copied, a seat link is
// shown in full.
func lines(l *remote.Link) []ui.StripLine {
	ls := l.Lines()
	out := make([]ui.StripLine, len(ls))
	can := device.CanCopy()
	invite, seat, hint := remote.InvitePrefix(), remote.SeatLinkLine(), l10n.T(ui.StripCopyHint)
	for i, line := range ls {
		switch {
		case i == 0:
			out[i] = ui.StripLine{Text: line, Folded: strings.TrimPrefix(line, remote.OnlineTitle())}
		case strings.HasPrefix(line, invite) && can:
			out[i] = ui.StripLine{Text: line + hint, Copy: l.Invite(), Folded: l10n.T("Invite link · tap to copy")}
		case line == seat && can:
			out[i] = ui.StripLine{Text: line + hint, Copy: l.SeatLink(), Folded: l10n.T("Seat link · tap to copy")}
		case line == seat:
			out[i] = ui.StripLine{Text: l10n.T("Seat link for another device: %s", l.SeatLink())}
		default:
			out[i] = ui.StripLine{Text: line}
		}
	}
	return out
}

// StripRect is where l's strip is drawn on c.
func (v *View) StripRect(c *ui.Canvas, l *remote.Link) geom.Rect {
	v.strip.Lines = lines(l)
	return v.strip.Rect(c)
}

// DrawStrip draws l's strip (ui.Strip). Where a link can be copied (device.CanCopy),
// its line says so and its place is kept for the click (CopyAt).
func (v *View) DrawStrip(c *ui.Canvas, l *remote.Link) {
	v.strip.Lines = lines(l)
	v.strip.Draw(c)
}

// Toggle opens or folds a phone's strip on a press at x, y on it (outside its copy
// lines), reporting whether it did (ui.Strip.Toggle); c measures.
func (v *View) Toggle(c *ui.Canvas, l *remote.Link, x, y float64) bool {
	v.strip.Lines = lines(l)
	return v.strip.Toggle(c, x, y)
}

// CopyAt is the link a click at x, y on the strip as last drawn copies ("" for none).
func (v *View) CopyAt(x, y float64) string { return v.strip.CopyAt(x, y) }

// InviteLine is where the strip's invite line was last drawn (empty when it is not
// shown or the link cannot be copied here).
func (v *View) InviteLine(l *remote.Link) geom.Rect { return v.strip.LineOf(l.Invite()) }

// Input gives this tick's input on a w×h screen to l's prompt on show; it reports that
// the prompt took it. Away: any key or click says the player is back. Vote: a button,
// or B, E or W, casts the choice. name names the seats as the table does.
func (v *View) Input(l *remote.Link, name func(int) string, w, h float64, in *ui.Input) bool {
	switch l.Prompt() {
	case "away":
		if in.AnyKey || in.Pressed || in.NChars > 0 {
			l.Back()
		}
		return true
	case "vote":
		st, _ := l.Vote()
		if i := v.votePrompt(st, name).Input(w, h, in); i >= 0 {
			l.Cast(i)
		}
		return true
	}
	return false
}

// votePrompt is the vote st as the prompt shows it (ui.VotePrompt), with its focus.
func (v *View) votePrompt(st online.VoteState, name func(int) string) *ui.VotePrompt {
	p := &v.vote
	p.Question, p.Note = remote.Question(st, name), remote.Note(st)
	p.Options = p.Options[:0] // the labels in the language on
	for i, c := range remote.Choices {
		p.Options = append(p.Options, ui.VoteOption{Label: remote.ChoiceLabel(i), Key: c.Key})
	}
	return p
}

// DrawPrompt draws l's prompt on show over the table; in is this tick's input.
func (v *View) DrawPrompt(c *ui.Canvas, in *ui.Input, l *remote.Link, name func(int) string) {
	switch l.Prompt() {
	case "away":
		ui.DrawAway(c)
	case "vote":
		st, _ := l.Vote()
		v.votePrompt(st, name).Draw(c, in)
	}
}
