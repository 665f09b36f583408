package server

import (
	"slices"
	"strings"
	"time"

	"parlor/online"
)

// Rematch (docs/online.md, "Rematch"): at the end each person may ask; when every person
// still at the table has, the server makes a new room with the same seats and a new sealed
// seed and sends each person, alone, its seat's token there. A person who leaves instead
// declines it.

// rematchWait is how long a rematch room waits for its people before it starts without
// the absent (the stand-in plays for them).
const rematchWait = 20 * time.Second

// rematch is a room's rematch: the new room once made.
type rematch struct {
	room string
}

// any reports whether someone has asked or declined (there is something to tell).
func (rm *rematch) any() bool { return rm.room != "" }

// people are the seats of the people still at the table (not left, not replaced).
func (r *room) people() []*seat {
	var out []*seat
	for _, s := range r.seats {
		if s.person && s.taken {
			out = append(out, s)
		}
	}
	return out
}

// askRematch takes a person's rematch request.
func (r *room) askRematch(c *conn, s *seat, m online.ClientMsg) {
	switch {
	case s == nil || !s.person:
		r.refuse(c, m.ID, "spectator", "only the people at the table ask for a rematch")
		return
	case !r.ended:
		r.refuse(c, m.ID, "not-over", "a rematch is asked for once the game is over")
		return
	case r.rematch.room != "":
		r.refuse(c, m.ID, "rematch-made", "the rematch is made: its room is "+r.rematch.room)
		return
	}
	if d := slices.IndexFunc(r.seats, func(x *seat) bool { return x.declined }); d >= 0 {
		r.refuse(c, m.ID, "declined", r.seats[d].name+" left: there is no rematch")
		return
	}
	s.rematchAsk = true
	r.append(Entry{Kind: "rematch", Seat: s.i})
	for _, p := range r.people() {
		if !p.rematchAsk {
			r.sendAll(online.ServerMsg{Type: online.TRematch, Rematch: r.rematchMsg("")})
			return
		}
	}
	r.makeRematch()
}

// decline: a person left (or stayed away past the grace) at the end instead of a rematch.
func (r *room) decline(s *seat) {
	if s.declined || !s.person || r.rematch.room != "" {
		return
	}
	s.declined = true
	r.append(Entry{Kind: "left", Seat: s.i})
	r.sendAll(online.ServerMsg{Type: online.TRematch, Rematch: r.rematchMsg(s.name + " left: there is no rematch")})
}

// rematchMsg is who asked and who declined, with words (say, when given, instead).
func (r *room) rematchMsg(say string) *online.RematchState {
	out := &online.RematchState{Asked: []int{}}
	var waiting []string
	for _, s := range r.seats {
		switch {
		case s.rematchAsk:
			out.Asked = append(out.Asked, s.i)
		case s.declined:
			out.Declined = append(out.Declined, s.i)
		case s.person && s.taken:
			waiting = append(waiting, s.name)
		}
	}
	switch {
	case say != "":
		out.Say = say
	case len(out.Declined) > 0:
		out.Say = r.seats[out.Declined[0]].name + " left: there is no rematch"
	case len(waiting) > 0:
		out.Say = "Rematch? Waiting for " + strings.Join(waiting, ", ")
	default:
		out.Say = "Rematch: everyone is in"
	}
	return out
}

// makeRematch makes the new room (same game, options and seats, a new seed), seats each
// person in it with a new token, and tells each person alone.
func (r *room) makeRematch() {
	spec := r.spec
	spec.DevSeed, spec.Seats = nil, make([]online.SeatSpec, len(r.seats))
	for i, s := range r.seats {
		if !s.person {
			spec.Seats[i] = online.SeatSpec{Bot: s.level}
		}
	}
	nr, err := r.srv.hub.make(spec, nil)
	if err != nil {
		r.sendAll(online.ServerMsg{Type: online.TError, Code: "no-rematch", Error: "the rematch could not be made: " + err.Error()})
		return
	}
	r.rematch.room = nr.code
	tokens := make(map[int]string)
	type seated struct{ name, key, token string }
	people := map[int]seated{}
	for _, s := range r.people() {
		token, hash := newToken()
		tokens[s.i] = token
		people[s.i] = seated{s.name, s.key, hash}
	}
	nr.post(func() {
		for i, p := range people {
			s := nr.seats[i]
			s.taken, s.name, s.key, s.token, s.fromStart = true, p.name, p.key, p.token, true
			nr.append(Entry{Kind: "seat", Seat: i, Name: p.name, Token: p.token, Key: p.key})
		}
		nr.joined = true
		if nr.unjoined != nil {
			nr.unjoined.Stop()
		}
		nr.waitFor = nr.after(rematchWait, nr.startWithout)
		nr.broadcastSeats()
	})
	r.append(Entry{Kind: "rematch", Seat: -1, Name: nr.code})
	for _, s := range r.people() {
		if s.conn == nil {
			continue
		}
		seat := s.i
		msg := r.rematchMsg("Rematch: everyone is in")
		msg.Room, msg.Seat, msg.Token = nr.code, &seat, tokens[seat]
		r.send(s.conn, online.ServerMsg{Type: online.TRematch, Rematch: msg})
	}
}

// startWithout starts a rematch room whose people did not all come in time: the absent
// are away (the stand-in plays for them) and may still come.
func (r *room) startWithout() {
	if r.started || r.closed {
		return
	}
	if !slices.ContainsFunc(r.people(), func(s *seat) bool { return s.conn != nil }) {
		r.srv.hub.drop(r) // nobody came: let it go (a join rebuilds it from its log)
		r.shut()
		return
	}
	r.started = true
	for _, s := range r.people() {
		if s.conn == nil {
			s.away = true
		}
	}
	r.broadcastSeats()
	r.drive()
	r.maybeIdle()
}

// rematchReady reports whether a rematch room's people have all come (it starts).
func (r *room) rematchReady() bool {
	for _, s := range r.seats {
		if s.person && (!s.taken || s.conn == nil && !s.away) {
			return false
		}
	}
	return true
}
