package scenes

import (
	"slices"
	"strconv"
	"strings"

	"parlor/online"
	"parlor/scenes/ui"
)

// The questions an online table puts to its player over the game (docs/online.md,
// "Nobody stalls a table"): back from being away (the turn clock ran out and a bot
// played the turn), and the vote about a person who has missed turns: replace them
// with a bot for good, end the game, or wait. Each is a panel over the table that takes
// the input first; the vote's result is said in a toast.

// Vote prompt buttons (their ids are the choices' index).
var voteChoices = [...]struct{ choice, label, key string }{
	{online.VoteReplace, "Replace with a bot", "B"},
	{online.VoteEnd, "End the game", "E"},
	{online.VoteKeep, "Wait", "W"},
}

// prompt is the question the table puts now: "away" (this player is marked away),
// "vote" (a vote this player has not answered), or "".
func (s *RemoteSession) prompt() string {
	me := s.seat.Seat()
	if me < 0 {
		return ""
	}
	if _, over := s.seat.End(); over {
		return ""
	}
	for _, in := range s.infos {
		if in.Seat == me && in.Idle && !in.Replaced && !s.backSent {
			return "away"
		}
	}
	v, ok := s.seat.Vote()
	if ok && v.Open && slices.Contains(v.Voters, me) && !slices.ContainsFunc(v.Votes, func(c online.VoteCast) bool { return c.Seat == me }) && v.ID != s.castFor {
		return "vote"
	}
	return ""
}

// Prompt is the question the table puts over the game now: "away" (the turn clock ran
// out and a bot plays this player's seat until they say they are back), "vote" (replace
// a person who missed turns, end the game, or wait), or "" for none.
func (s *RemoteSession) Prompt() string { return s.prompt() }

// promptInput gives this tick's input to the prompt on show; it reports that the prompt
// took it. Away: any key or click says the player is back. Vote: a button, or B, E or W,
// casts the choice.
func (s *RemoteSession) promptInput(w, h float64, in *ui.Input) bool {
	switch s.prompt() {
	case "away":
		if in.AnyKey || in.Pressed || in.NChars > 0 {
			s.seat.Back()
			s.backSent = true
		}
		return true
	case "vote":
		v, _ := s.seat.Vote()
		p := s.votePrompt(v)
		if i := p.Input(w, h, in); i >= 0 {
			s.seat.CastVote(voteChoices[i].choice)
			s.castFor, s.castChoice = v.ID, voteChoices[i].choice
		}
		return true
	}
	return false
}

// votePrompt is the vote v as the prompt shows it (ui.VotePrompt), with its focus.
func (s *RemoteSession) votePrompt(v online.VoteState) *ui.VotePrompt {
	p := &s.vote
	p.Question = s.voteQuestion(v)
	p.Note = strconv.Itoa(v.Need) + " of " + strconv.Itoa(len(v.Voters)) + " votes decide"
	if v.LeftMs > 0 {
		p.Note += " · " + strconv.Itoa((v.LeftMs+999)/1000) + " s to vote; without a majority nothing changes"
	}
	if p.Options == nil {
		for _, c := range voteChoices {
			p.Options = append(p.Options, ui.VoteOption{Label: c.label, Key: c.key})
		}
	}
	return p
}

// drawPrompt draws the prompt on show over the table.
func (s *RemoteSession) drawPrompt(c *ui.Canvas, in *ui.Input) {
	switch s.prompt() {
	case "away":
		ui.DrawAway(c)
	case "vote":
		v, _ := s.seat.Vote()
		s.votePrompt(v).Draw(c, in)
	}
}

// voteQuestion is the vote in words: "Basil has missed 3 turns: replace with a bot,
// end the game, or wait?"
func (s *RemoteSession) voteQuestion(v online.VoteState) string {
	name := v.Name
	if name == "" {
		name = s.tableName(v.Seat)
	}
	return name + " has missed " + strconv.Itoa(v.Missed) + " turns: replace with a bot, end the game, or wait?"
}

// tableName is seat's name as the table shows it.
func (s *RemoteSession) tableName(seat int) string {
	if s.table != nil && seat >= 0 && seat < len(s.table.Seats) {
		return s.table.Seats[seat].Name
	}
	return "Seat " + strconv.Itoa(seat+1)
}

// voteNews is a vote's news to say once in a toast: its result, in the server's
// words ("" when there is nothing new).
func (s *RemoteSession) voteNews() string {
	v, ok := s.seat.Vote()
	if !ok || v.Open || v.ID == s.toldVote {
		return ""
	}
	s.toldVote, s.toldAt = v.ID, s.now()
	return v.Say
}

// voteSaidFor is how long the strip keeps a vote's result after it was told (ms): a
// toast goes with the next move, and the bots move at once.
const voteSaidFor = 12_000

// voteResultLine is the strip's line with the result of the vote last closed, for
// voteSaidFor after it was told ("" otherwise).
func (s *RemoteSession) voteResultLine() string {
	v, ok := s.seat.Vote()
	if !ok || v.Open || v.ID != s.toldVote || v.Say == "" || s.now()-s.toldAt > voteSaidFor {
		return ""
	}
	return "Vote: " + v.Say
}

// voteLine is the strip's line about a vote this player answered ("" for none).
func (s *RemoteSession) voteLine() string {
	v, ok := s.seat.Vote()
	if !ok || !v.Open || v.ID != s.castFor {
		return ""
	}
	return "You voted " + choiceWords(s.castChoice) + " about " + s.tableName(v.Seat) + ": waiting for the others"
}

func choiceWords(c string) string {
	for _, v := range voteChoices {
		if v.choice == c {
			return strings.ToLower(v.label)
		}
	}
	return c
}
