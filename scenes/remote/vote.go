package remote

import (
	"slices"
	"strconv"
	"strings"

	"parlor/online"
	"parlor/online/client"
)

// The vote about a person who has missed turns (docs/online.md, "Nobody stalls a
// table"), as this screen's person takes part in it: what they answered, what they
// were told, and the vote in words.

// Choices are a vote's options in the order the prompt shows them: the choice sent,
// its label, its key (a capital letter).
var Choices = [...]struct{ Choice, Label, Key string }{
	{online.VoteReplace, "Replace with a bot", "B"},
	{online.VoteEnd, "End the game", "E"},
	{online.VoteKeep, "Wait", "W"},
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

// News is a vote's news to say once in a toast at game time now: its result, in the
// server's words ("" when there is nothing new).
func (vs *Votes) News(seat *client.Seat, now float64) string {
	v, ok := seat.Vote()
	if !ok || v.Open || v.ID == vs.told {
		return ""
	}
	vs.told, vs.toldAt = v.ID, now
	return v.Say
}

// ResultLine is the strip's line with the result of the vote last closed, for
// voteSaidFor after it was told ("" otherwise).
func (vs *Votes) ResultLine(seat *client.Seat, now float64) string {
	v, ok := seat.Vote()
	if !ok || v.Open || v.ID != vs.told || v.Say == "" || now-vs.toldAt > voteSaidFor {
		return ""
	}
	return "Vote: " + v.Say
}

// Line is the strip's line about a vote this player answered ("" for none); name is a
// seat's name as the table shows it.
func (vs *Votes) Line(seat *client.Seat, name func(int) string) string {
	v, ok := seat.Vote()
	if !ok || !v.Open || v.ID != vs.castFor {
		return ""
	}
	return "You voted " + choiceWords(vs.castChoice) + " about " + name(v.Seat) + ": waiting for the others"
}

// Question is the vote v in words: "Basil has missed 3 turns: replace with a bot, end
// the game, or wait?"; name is a seat's name as the table shows it.
func Question(v online.VoteState, name func(int) string) string {
	who := v.Name
	if who == "" {
		who = name(v.Seat)
	}
	return who + " has missed " + strconv.Itoa(v.Missed) + " turns: replace with a bot, end the game, or wait?"
}

// Note is what decides the vote v: "2 of 3 votes decide · 20 s to vote; …".
func Note(v online.VoteState) string {
	note := strconv.Itoa(v.Need) + " of " + strconv.Itoa(len(v.Voters)) + " votes decide"
	if v.LeftMs > 0 {
		note += " · " + strconv.Itoa((v.LeftMs+999)/1000) + " s to vote; without a majority nothing changes"
	}
	return note
}

func choiceWords(c string) string {
	for _, v := range Choices {
		if v.Choice == c {
			return strings.ToLower(v.Label)
		}
	}
	return c
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
		return st.Say
	}
	return Words(st.Asked, seat.Seat(), name)
}
