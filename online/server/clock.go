package server

import (
	"fmt"
	"slices"
	"time"

	"parlor/online"
)

// Nobody stalls a table (docs/online.md). A person whose turn clock runs out has that move
// made by the stand-in and is marked away (idle): the stand-in plays their turns until
// they act again. The turns the stand-in makes for an away person are counted; after
// voteAfter in a row the other people vote: a bot for good, the end of the game, or no
// change (no majority within voteFor).

const (
	// voteAfter is how many turns in a row a person may miss before the others vote.
	voteAfter = 3
	// voteFor is how long a vote stays open.
	voteFor = 30 * time.Second
)

// voteState is an open vote about seat.
type voteState struct {
	id     int
	seat   int
	missed int
	voters []int
	votes  map[int]string
	ends   time.Time
	timer  *time.Timer
}

// personClock starts the turn clock of the person to move at seat (none when the room
// has no clock).
func (r *room) personClock(seat int) {
	if r.clockMs <= 0 {
		return
	}
	g := r.gen
	r.turnTimer = r.after(time.Duration(r.clockMs)*time.Millisecond, func() {
		if r.gen == g && !r.ended && r.m.ToMove() == seat && !r.botPlays(seat) {
			r.timeout(seat)
		}
	})
}

// timeout: the person at seat let the clock run out. The stand-in makes this move, and
// the person is away (idle) until they act again.
func (r *room) timeout(seat int) {
	s := r.seats[seat]
	if !s.person || r.log.full.backoff > 0 {
		return
	}
	s.idle, s.away = true, true
	if r.botMove(seat, "timer") {
		r.drive()
	}
	r.broadcastSeats()
}

// missedTurn counts a turn the stand-in made for an away person and opens a vote when
// they have missed voteAfter in a row.
func (r *room) missedTurn(s *seat) {
	s.missed++
	r.broadcastSeats()
	if s.missed < voteAfter || r.vote != nil || r.ended || r.replaying {
		return
	}
	var voters []int
	for _, x := range r.seats {
		if x.person && x.taken && x != s {
			voters = append(voters, x.i)
		}
	}
	if len(voters) == 0 {
		return // nobody to ask: the stand-in plays on
	}
	r.votes++
	v := &voteState{id: r.votes, seat: s.i, missed: s.missed, voters: voters, votes: map[int]string{}, ends: time.Now().Add(voteFor)}
	id := v.id
	v.timer = r.after(voteFor, func() {
		if r.vote != nil && r.vote.id == id {
			r.closeVote("none", "")
		}
	})
	r.vote = v
	r.sendAll(online.ServerMsg{Type: online.TVote, Vote: r.voteMsg()})
}

// castVote takes a person's choice in the open vote.
func (r *room) castVote(c *conn, s *seat, m online.ClientMsg) {
	if v := r.vote; v != nil && s != nil && s.i == v.seat {
		r.acted(s) // back: the vote about them is over
		r.refuse(c, m.ID, "not-a-voter", "the vote was about you: you are back, and it is over")
		return
	}
	r.acted(s) // a deliberate message: an idle person is back
	v := r.vote
	switch {
	case v == nil:
		r.refuse(c, m.ID, "no-vote", "no vote is open")
		return
	case s == nil || !slices.Contains(v.voters, s.i):
		r.refuse(c, m.ID, "not-a-voter", "only the other people at the table vote about an idle person")
		return
	case m.Vote != online.VoteReplace && m.Vote != online.VoteEnd && m.Vote != online.VoteKeep:
		r.refuse(c, m.ID, "bad-vote", fmt.Sprintf("a vote is %q, %q or %q, not %s", online.VoteReplace, online.VoteEnd, online.VoteKeep, quoteName(m.Vote)))
		return
	}
	v.votes[s.i] = m.Vote
	need := len(v.voters)/2 + 1
	count := map[string]int{}
	for _, ch := range v.votes {
		count[ch]++
	}
	switch {
	case count[online.VoteReplace] >= need:
		r.closeVote(online.VoteReplace, "")
	case count[online.VoteEnd] >= need:
		r.closeVote(online.VoteEnd, "")
	case count[online.VoteKeep] >= need, len(v.votes) == len(v.voters):
		r.closeVote("none", "")
	default:
		r.sendAll(online.ServerMsg{Type: online.TVote, Vote: r.voteMsg()})
	}
}

// closeVote ends the open vote with result (VoteReplace, VoteEnd or "none"), writes it to
// the room log, tells every seat (say, when given, instead of the usual words) and does
// what it decided.
func (r *room) closeVote(result, say string) {
	v := r.vote
	if v == nil {
		return
	}
	v.timer.Stop()
	s := r.seats[v.seat]
	msg := r.voteMsg()
	msg.Open, msg.Result, msg.LeftMs = false, result, 0
	switch {
	case say != "":
		msg.Say = say
	case result == online.VoteReplace:
		msg.Say = s.name + "'s seat goes to a bot for good"
	case result == online.VoteEnd:
		msg.Say = "The game ends by vote"
	default:
		msg.Say = "No majority: nothing changes"
	}
	r.vote = nil
	r.append(Entry{Kind: "vote", Seat: v.seat, Result: result})
	r.sendAll(online.ServerMsg{Type: online.TVote, Vote: msg})
	switch result {
	case online.VoteReplace:
		s.replaced = true
		r.toBot(s)
		r.broadcastSeats()
		r.listing()
	case online.VoteEnd:
		s.outvoted = true
		r.end()
	default:
		s.missed = 0 // the next vote after voteAfter more
		r.broadcastSeats()
	}
}

// voteMsg is the open vote as the seats are told it.
func (r *room) voteMsg() *online.VoteState {
	v := r.vote
	s := r.seats[v.seat]
	out := &online.VoteState{ID: v.id, Seat: v.seat, Name: s.name, Missed: v.missed, Voters: v.voters,
		Need: len(v.voters)/2 + 1, Open: true, LeftMs: max(0, int(time.Until(v.ends).Milliseconds())),
		Say: fmt.Sprintf("%s missed %d turns in a row: give the seat to a bot for good, end the game, or keep waiting?", s.name, v.missed)}
	for _, i := range v.voters {
		if ch, ok := v.votes[i]; ok {
			out.Votes = append(out.Votes, online.VoteCast{Seat: i, Choice: ch})
		}
	}
	return out
}
