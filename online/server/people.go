package server

import (
	"fmt"
	"slices"

	"parlor/online"
)

// The people at a table: which seat a join takes (by token, by key, by number, the first
// free, or a quick-play bot's seat at the next round), coming back, leaving for good.

// pick is the seat a join takes (nil: it watches); waits: it watches until it takes a
// quick-play bot's seat at the next round. ok false: refused (c was told why).
func (r *room) pick(c *conn, m online.ClientMsg) (s *seat, waits, ok bool) {
	key, _ := c.identity()
	watch := m.Seat != nil && *m.Seat == -1
	switch {
	case m.Token != "":
		if !isToken(m.Token) {
			r.refuse(c, m.ID, "bad-token", "that token opens no seat: a seat's token is the 32 hex digits its welcome gave")
			return nil, false, false
		}
		h := hashToken(m.Token)
		for _, x := range r.seats {
			if x.taken && x.token == h {
				s = x
			}
		}
		if s == nil {
			r.refuse(c, m.ID, "bad-token", "that token opens no seat in this room")
			return nil, false, false
		}
		if !s.person {
			return nil, false, true // a bot's for good now: its person watches
		}
		return s, false, true
	case key != "" && !watch:
		for _, x := range r.seats {
			if x.taken && x.key == key {
				if !x.person {
					return nil, false, true
				}
				return x, false, true // the person's own seat, without the token
			}
		}
	}
	switch {
	case watch:
		return nil, false, true
	case m.Seat != nil:
		i := *m.Seat
		switch {
		case i < -1 || i >= len(r.seats):
			r.refuse(c, m.ID, "no-such-seat", fmt.Sprintf("seats are 0 to %d (or -1 to watch)", len(r.seats)-1))
			return nil, false, false
		case !r.seats[i].person:
			r.refuse(c, m.ID, "bot-seat", fmt.Sprintf("seat %d is a bot's", i))
			return nil, false, false
		case r.seats[i].taken:
			r.refuse(c, m.ID, "seat-taken", fmt.Sprintf("seat %d is taken", i))
			return nil, false, false
		}
		return r.seats[i], false, true
	}
	for _, x := range r.seats {
		if x.person && !x.taken {
			return x, false, true
		}
	}
	if r.takeable() != nil {
		return nil, true, true
	}
	r.refuse(c, m.ID, "room-full", "every person's seat is taken: join with seat -1 to watch")
	return nil, false, false
}

// back: a person is at their seat again (came back, or acted while marked away): the
// stand-in stops, the missed turns are forgotten, a vote about them ends.
func (r *room) back(s *seat) {
	if !s.person {
		return
	}
	changed := s.idle || s.missed > 0
	if s.idle && s.conn != nil {
		s.away = false
	}
	s.idle, s.missed = false, 0
	if v := r.vote; v != nil && v.seat == s.i {
		r.closeVote("none", s.name+" is back: the vote is over")
	}
	if changed {
		r.broadcastSeats()
		r.drive()
	}
}

// acted is a deliberate message from a seated person (a move, a plan, back, a vote, a
// rematch): an idle person is back.
func (r *room) acted(s *seat) {
	if s != nil && s.person && s.idle {
		s.away = false
		r.back(s)
	}
}

// tellState tells a connection that joined what is under way: a vote, the rematch.
func (r *room) tellState(c *conn) {
	if r.vote != nil {
		r.send(c, online.ServerMsg{Type: online.TVote, Vote: r.voteMsg()})
	}
	asked := slices.ContainsFunc(r.seats, func(s *seat) bool { return s.rematchAsk || s.declined })
	if r.ended && (asked || r.rematch.any()) { // who asked, or left: a person back at the end sees it
		r.send(c, online.ServerMsg{Type: online.TRematch, Rematch: r.rematchMsg("")})
	}
}

// leave: a person gives their seat up. Before the game started the seat is free again;
// during it a bot of the stand-in's level plays it for good (rated: last place); after the
// end the person declines the rematch.
func (r *room) leave(s *seat) {
	s.conn = nil
	switch {
	case r.ended:
		r.decline(s)
	case r.m.Len() == 0 && !r.started:
		r.append(Entry{Kind: "left", Seat: s.i, Free: true})
		s.taken, s.name, s.token, s.key, s.fromStart = false, "", "", "", false
	default:
		r.append(Entry{Kind: "left", Seat: s.i})
		s.left = true
		r.toBot(s)
	}
	r.broadcastSeats()
	r.listing()
	r.drive()
}

// toBot gives a person's seat to a bot of the stand-in's level for good (the person
// left, or a vote replaced them). A connection still at it watches from now on.
func (r *room) toBot(s *seat) {
	s.person, s.away, s.idle, s.missed = false, false, false, 0
	if s.grace != nil {
		s.grace.Stop()
	}
	if v := r.vote; v != nil && v.seat == s.i {
		r.closeVote("none", "")
	}
	r.bots[s.i] = nil
	r.noteLevels()
	if c := s.conn; c != nil {
		s.conn = nil
		r.spectate(c)
	}
}

// spectate makes c, a seat's connection, a spectator: it is welcomed again as one (its
// updates start again from the spectators' latest).
func (r *room) spectate(c *conn) {
	c.mu.Lock()
	c.seat = -1
	c.mu.Unlock()
	r.seen[c] = true
	no := -1
	setup := r.setup
	r.send(c, online.ServerMsg{Type: online.TWelcome, Room: r.code, Seat: &no, Setup: &setup, Commit: r.commit,
		Seats: r.seatInfos(), N: r.watch.latest()})
	r.replay(c, -1, &r.watch, max(0, r.watch.latest()-1))
}

// noteLevels records who plays each seat in the match's record ("human" for a person).
func (r *room) noteLevels() {
	levels := make([]string, len(r.seats))
	for i, s := range r.seats {
		levels[i] = s.level
		if s.person {
			levels[i] = "human"
		}
	}
	r.m.SetLevels(levels)
}
