package client

import (
	"context"
	"fmt"
	"time"

	"parlor/online"
)

// What a seat hears from its room besides the game (docs/online.md): the bot's seat a
// spectator takes at the next round (Next), the rematch (RematchState), a vote about an
// idle person (Vote), the ratings after a rated game (Ratings). A table shows each in
// words (their Say fields) and offers the answers: Rematch, CastVote, Back, Leave.

// note takes a next, rematch, vote or ratings message. s.mu is held.
func (s *Seat) note(m *online.ServerMsg) {
	switch m.Type {
	case online.TNext:
		if m.Next != nil {
			n := *m.Next
			s.next = &n
		}
	case online.TRematch:
		if m.Rematch != nil {
			r := *m.Rematch
			s.rematch = &r
		}
	case online.TVote:
		if m.Vote != nil {
			v := *m.Vote
			s.vote = &v
		}
	case online.TRatings:
		s.ratings = append([]online.RatingChange(nil), m.Ratings...)
	}
}

// moveTo starts the seat's updates afresh: the connection now plays another seat of the
// room (a spectator took a bot's seat at a round start). s.mu is held.
func (s *Seat) moveTo() {
	s.n, s.rawView, s.view, s.rawLegal, s.legal, s.toMove = 0, nil, nil, nil, nil, -1
	s.events, s.window, s.planQ, s.next = nil, [3]int{}, nil, nil
	s.appeared = map[int]time.Time{}
	s.ids = 0
	s.moved++
}

// Moved counts the times the seat moved to another seat of its room: a spectator who
// came by quick play or the lobby takes a bot's seat at a round start (Seat() changes
// from -1; the events start again with that seat's latest update, the new round's deal).
// A table that shows a Seat rebuilds itself for the new seat when Moved changes.
func (s *Seat) Moved() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.moved
}

// Next is the bot's seat this spectator takes at the next round start (ok false: none
// pending). Cancelled: the game ended first; ask for quick play again.
func (s *Seat) Next() (online.NextSeat, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.next == nil {
		return online.NextSeat{}, false
	}
	return *s.next, true
}

// RematchState is who asked for a rematch and who declined, as last told; once every
// person asked, Room, Seat and Token name the receiver's seat in the new room
// (FollowRematch joins it). ok false: nobody has asked yet.
func (s *Seat) RematchState() (online.RematchState, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.rematch == nil {
		return online.RematchState{}, false
	}
	r := *s.rematch
	return r, true
}

// Vote is the latest vote about an idle person (open, or its result), ok false: none.
func (s *Seat) Vote() (online.VoteState, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.vote == nil {
		return online.VoteState{}, false
	}
	return *s.vote, true
}

// Ratings are the people's ratings after a rated game (empty: not rated, or not yet
// told).
func (s *Seat) Ratings() []online.RatingChange {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]online.RatingChange(nil), s.ratings...)
}

// Rematch asks for a rematch (at the end of the game). Refusals come in Refused
// (not-over, spectator, declined: someone left).
func (s *Seat) Rematch() error { return s.sendPlain(online.ClientMsg{Type: online.TRematch}) }

// CastVote answers the open vote: online.VoteReplace, VoteEnd or VoteKeep.
func (s *Seat) CastVote(choice string) error {
	return s.sendPlain(online.ClientMsg{Type: online.TVote, Vote: choice})
}

// Back tells the room that a person marked away (idle) is back: their seat is theirs
// again from the next turn (a move of theirs does the same).
func (s *Seat) Back() error { return s.sendPlain(online.ClientMsg{Type: online.TBack}) }

// Leave gives the seat up for good: a bot plays it (in a rated game it counts as last
// place; at the end it declines the rematch) and the connection closes.
func (s *Seat) Leave() error {
	s.mu.Lock()
	s.closing = true
	s.mu.Unlock()
	return s.sendPlain(online.ClientMsg{Type: online.TLeave})
}

func (s *Seat) sendPlain(m online.ClientMsg) error {
	c := s.Conn()
	if err := c.send(m); err != nil {
		return ErrClosed
	}
	return nil
}

// FollowRematch joins the new room once every person asked for the rematch: a new
// connection to the same server (identified with the same key) takes the seat with the
// token the room sent. Error: no rematch is ready, or the join's.
func (s *Seat) FollowRematch(ctx context.Context) (*Seat, error) {
	r, ok := s.RematchState()
	if !ok || r.Room == "" || r.Token == "" {
		return nil, fmt.Errorf("no rematch is ready")
	}
	old := s.Conn()
	c, err := Dial(ctx, old.url)
	if err != nil {
		return nil, err
	}
	if k, name := old.identity(); k != nil {
		if err := c.Identify(ctx, k, name); err != nil {
			c.Close()
			return nil, err
		}
	}
	o := JoinOptions{Token: r.Token, Seat: r.Seat, OnUpdate: s.onUpdate, NoEvents: s.noEvents}
	if len(s.nodes) > 1 {
		o.Nodes = s.nodes[1:]
	}
	ns, err := c.Join(ctx, r.Room, o)
	if err != nil {
		c.Close()
		return nil, err
	}
	return ns, nil
}
