package scenes

import (
	"strconv"

	"parlor/online"
	"parlor/scenes/remote"
	"parlor/scenes/ui"
)

// The questions an online table puts to its player over the game (docs/online.md,
// "Nobody stalls a table"): back from being away (the turn clock ran out and a bot
// played the turn), and the vote about a person who has missed turns: replace them
// with a bot for good, end the game, or wait. Each is a panel over the table that takes
// the input first; the vote's result is said in a toast.

// promptInput gives this tick's input to the prompt on show; it reports that the prompt
// took it. Away: any key or click says the player is back. Vote: a button, or B, E or W,
// casts the choice.
func (s *RemoteSession) promptInput(w, h float64, in *ui.Input) bool {
	switch s.Prompt() {
	case "away":
		if in.AnyKey || in.Pressed || in.NChars > 0 {
			s.Back()
		}
		return true
	case "vote":
		v, _ := s.Vote()
		if i := s.votePrompt(v).Input(w, h, in); i >= 0 {
			s.Cast(i)
		}
		return true
	}
	return false
}

// votePrompt is the vote v as the prompt shows it (ui.VotePrompt), with its focus.
func (s *RemoteSession) votePrompt(v online.VoteState) *ui.VotePrompt {
	p := &s.vote
	p.Question, p.Note = remote.Question(v, s.tableName), remote.Note(v)
	if p.Options == nil {
		for _, c := range remote.Choices {
			p.Options = append(p.Options, ui.VoteOption{Label: c.Label, Key: c.Key})
		}
	}
	return p
}

// drawPrompt draws the prompt on show over the table.
func (s *RemoteSession) drawPrompt(c *ui.Canvas, in *ui.Input) {
	switch s.Prompt() {
	case "away":
		ui.DrawAway(c)
	case "vote":
		v, _ := s.Vote()
		s.votePrompt(v).Draw(c, in)
	}
}

// tableName is seat's name as the table shows it.
func (s *RemoteSession) tableName(seat int) string {
	if s.table != nil && seat >= 0 && seat < len(s.table.Seats) {
		return s.table.Seats[seat].Name
	}
	return "Seat " + strconv.Itoa(seat+1)
}
