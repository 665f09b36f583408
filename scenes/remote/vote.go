package remote

import (
	"slices"

	"parlor/online"
	"parlor/online/client"
	"parlor/scenes/l10n"
)

// The vote about a person who has missed turns (docs/online.md, "Nobody stalls a
// table"), as this screen's person takes part in it: what they answered, what they
// were told, and the vote in words.

// Choices are a vote's options in the order the prompt shows them: the choice sent,
// its label (English: show it with l10n.T), its key (a capital letter).
var Choices = [...]struct{ Choice, Label, Key string }{
	{online.VoteReplace, "Replace with a bot", "B"},
	{online.VoteEnd, "End the game", "E"},
	{online.VoteKeep, "Wait", "W"},
}

// ChoiceLabel is Choices[i]'s label in the language on.
func ChoiceLabel(i int) string {
	switch Choices[i].Choice {
	case online.VoteReplace:
		return l10n.T("Replace with a bot")
	case online.VoteEnd:
		return l10n.T("End the game")
	}
	return l10n.T("Wait")
}

// voteSaidFor is how long the strip keeps a vote's result after it was told (ms): a
// toast goes with the next move, and the bots move at once.
const voteSaidFor = 12_000

// Votes is this screen's part in the room's votes: the vote answered (its id and
// choice) and the last vote whose result was told, and when (ms of game time).
type Votes struct {
	castFor, told int
	toldAt        float64
	castChoice    string
}

// Asked reports that seat's room has a vote open that seat may cast and has not.
func (vs *Votes) Asked(seat *client.Seat) bool {
	me := seat.Seat()
	v, ok := seat.Vote()
	return ok && v.Open && slices.Contains(v.Voters, me) && !slices.ContainsFunc(v.Votes, func(c online.VoteCast) bool { return c.Seat == me }) && v.ID != vs.castFor
}

// Cast casts Choices[i] in the vote open.
func (vs *Votes) Cast(seat *client.Seat, i int) {
	v, _ := seat.Vote()
	seat.CastVote(Choices[i].Choice)
	vs.castFor, vs.castChoice = v.ID, Choices[i].Choice
}

// News is a vote's news to say once in a toast at game time now: its result in words
// (Result), "" when there is nothing new; name is a seat's name as the table shows it.
func (vs *Votes) News(seat *client.Seat, now float64, name func(int) string) string {
	v, ok := seat.Vote()
	if !ok || v.Open || v.ID == vs.told {
		return ""
	}
	vs.told, vs.toldAt = v.ID, now
	return Result(v, name)
}

// Result is the closed vote v's outcome in words: "Basil's seat goes to a bot for
// good", "The game ends by vote", "No majority: nothing changes".
func Result(v online.VoteState, name func(int) string) string {
	switch v.Result {
	case online.VoteReplace:
		return l10n.T("%s's seat goes to a bot for good", cmpName(v, name))
	case online.VoteEnd:
		return l10n.T("The game ends by vote")
	}
	return l10n.T("No majority: nothing changes")
}

// cmpName is the name of the person v is about: the server's, else the table's.
func cmpName(v online.VoteState, name func(int) string) string {
	if v.Name != "" {
		return v.Name
	}
	return name(v.Seat)
}

// ResultLine is the strip's line with the result of the vote last closed, for
// voteSaidFor after it was told ("" otherwise).
func (vs *Votes) ResultLine(seat *client.Seat, now float64, name func(int) string) string {
	v, ok := seat.Vote()
	if !ok || v.Open || v.ID != vs.told || now-vs.toldAt > voteSaidFor {
		return ""
	}
	return l10n.T("Vote: %s", Result(v, name))
}

// Line is the strip's line about a vote this player answered ("" for none); name is a
// seat's name as the table shows it.
func (vs *Votes) Line(seat *client.Seat, name func(int) string) string {
	v, ok := seat.Vote()
	if !ok || !v.Open || v.ID != vs.castFor {
		return ""
	}
	switch vs.castChoice {
	case online.VoteReplace:
		return l10n.T("You voted replace with a bot about %s: waiting for the others", name(v.Seat))
	case online.VoteEnd:
		return l10n.T("You voted end the game about %s: waiting for the others", name(v.Seat))
	}
	return l10n.T("You voted wait about %s: waiting for the others", name(v.Seat))
}

// Question is the vote v in words: "Basil has missed 3 turns: replace with a bot, end
// the game, or wait?"; name is a seat's name as the table shows it.
func Question(v online.VoteState, name func(int) string) string {
	return l10n.Plural("%[2]s has missed %[1]d turns: replace with a bot, end the game, or wait?", v.Missed, cmpName(v, name))
}

// Note is what decides the vote v: "2 of 3 votes decide · 20 s to vote; …".
func Note(v online.VoteState) string {
	note := l10n.T("%s of %s votes decide", l10n.Int(v.Need), l10n.Int(len(v.Voters)))
	if v.LeftMs > 0 {
		note += " · " + l10n.T("%s s to vote; without a majority nothing changes", l10n.Int((v.LeftMs+999)/1000))
	}
	return note
}

// RematchLine says who has asked for a rematch of seat's game ("" before anyone has, or
// while the game goes on), or why there is none; name is a seat's name as the table
// shows it.
func RematchLine(seat *client.Seat, name func(int) string) string {
	st, ok := seat.RematchState()
	if _, over := seat.End(); !over || !ok {
		return ""
	}
	if len(st.Declined) > 0 || st.Room != "" {
		return RematchSay(st, name)
	}
	return Words(st.Asked, seat.Seat(), name)
}

// RematchSay is why there is no rematch (someone left) or that it is made, from st's
// fields (the server's Say is English).
func RematchSay(st online.RematchState, name func(int) string) string {
	if len(st.Declined) > 0 {
		return l10n.T("%s left: there is no rematch", name(st.Declined[0]))
	}
	return l10n.T("Rematch: everyone is in")
}
