package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
)

// handle is a seated connection's message, on the room's goroutine.
func (r *room) handle(c *conn, m online.ClientMsg, now time.Time) {
	if r.closed {
		return
	}
	s := r.seatOf(c)
	switch m.Type {
	case online.TAck:
		if s != nil {
			if rec := s.st.rec(m.N); rec != nil && rec.ackAt.IsZero() {
				rec.ackAt = now
			}
		}
		return
	case online.TLeave:
		if s != nil {
			r.leave(s)
		}
		delete(r.seen, c)
		r.unclaim(c)
		r.then(c.stop)
		r.maybeIdle()
		return
	case online.TRematch:
		r.askRematch(c, s, m)
		return
	case online.TVote:
		r.castVote(c, s, m)
		return
	case online.TBack:
		r.acted(s)
		return
	}
	if s == nil {
		r.refuse(c, m.ID, "spectator", "a spectator cannot move")
		return
	}
	r.acted(s)
	switch {
	case r.ended:
		r.refuse(c, m.ID, "game-over", "the game is over")
		return
	case !r.started:
		r.refuse(c, m.ID, "not-started", "the game starts when every person's seat is taken")
		return
	case m.ID != 0 && m.ID <= s.lastID:
		r.refuse(c, m.ID, "duplicate", fmt.Sprintf("move %d was already made", m.ID))
		return
	}
	if m.Type == online.TPlan {
		r.plan(c, s, m)
		return
	}
	if m.Move == "" {
		r.refuse(c, m.ID, "bad-move", "a move needs its notation in \"move\"")
		return
	}
	mv, err := r.codec.ParseMove(s.i, m.Move)
	if err != nil {
		r.refuse(c, m.ID, "bad-move", err.Error())
		return
	}
	if mv.MoveSeat() != s.i {
		r.refuse(c, m.ID, "wrong-seat", fmt.Sprintf("%q is seat %d's move; you sit at seat %d", m.Move, mv.MoveSeat(), s.i))
		return
	}
	var ct *ClientTimes
	var v *online.Verdict
	var times *ServerTimes
	if r.clocked != nil && r.m.ToMove() != s.i && isStamped(mv) {
		if r.lockstep {
			r.refuse(c, m.ID, "lockstep", "in a lockstep room moves in a reaction window come as plans")
			return
		}
		if m.Base < 1 || m.Base > s.st.latest() {
			r.refuse(c, m.ID, "bad-base", fmt.Sprintf("base %d names no update you were sent: a move in a reaction window names the update it answered, 1 to %d", m.Base, s.st.latest()))
			return
		}
		mv, ct, v, times = r.judge(c, s, m, mv, now)
	} else {
		if m.Base != s.st.latest() {
			r.refuse(c, m.ID, "stale", fmt.Sprintf("you decided on update %d; the game has moved on to update %d", m.Base, s.st.latest()))
			return
		}
		if r.clocked != nil && isStamped(mv) {
			mv = r.clocked.Restamp(mv, 0)
		}
	}
	if err := r.apply(mv, "person", s.i, m.ID, ct, v, times); err != nil {
		code, reason := "refused", err.Error()
		var rf match.Refusal
		if errors.As(err, &rf) {
			code, reason = rf.RuleID(), rf.Reason()
		}
		r.refuse(c, m.ID, code, reason)
		return
	}
	s.lastID = max(s.lastID, m.ID)
	s.missed = 0
	if v != nil {
		r.noteFast(s, times)
	}
	r.drive()
}

func (r *room) seatOf(c *conn) *seat {
	for _, s := range r.seats {
		if s.conn == c {
			return s
		}
	}
	return nil
}

func isStamped(mv match.Move) bool {
	_, ok := mv.(interface{ Stamp() int })
	return ok
}

// apply makes a move, logs it and tells every seat. ackSeat's update carries ack (the
// client's move ID).
func (r *room) apply(mv match.Move, by string, ackSeat int, ack int64, ct *ClientTimes, v *online.Verdict, times *ServerTimes) error {
	if _, err := r.m.Apply(mv); err != nil {
		return err
	}
	k := r.m.Len() - 1
	r.gen++
	r.srv.moves.Add(1)
	r.append(Entry{Kind: "move", I: k, Move: mv.String(), Seat: mv.MoveSeat(), By: by, ID: ack, Client: ct, Server: v, Times: times})
	r.publish(k, ackSeat, ack)
	if !r.replaying && !r.m.Over() && r.open() && r.codec.RoundEnded(r.m.EventsOf(k)) {
		r.takeOver()
	}
	if r.m.Over() && !r.ended {
		r.end()
	}
	return nil
}

// publish adds move k's update (k -1: the opening) to every stream that sees something
// new, and sends it to whoever is connected.
func (r *room) publish(k int, ackSeat int, ack int64) {
	var evs []match.Event
	if k < 0 {
		evs = r.m.Live().Opening()
	} else {
		evs = r.m.EventsOf(k)
	}
	now := time.Now()
	toMove := r.m.ToMove()
	var w match.Window
	if r.clocked != nil {
		w = r.clocked.Window()
	}
	needAck := r.clocked != nil && w.Open && !r.lockstep
	done := make([]wireEvent, 0, 2*len(evs)) // events encoded for an earlier seat
	for seat := -1; seat < len(r.seats); seat++ {
		st := &r.watch
		if seat >= 0 {
			st = &r.seats[seat].st
		}
		out := make([]online.Event, 0, len(evs))
		for i, e := range evs {
			re := r.m.Live().Redact(e, seat)
			if re == nil {
				continue
			}
			we, ok := encodedFor(done, i, re)
			if !ok {
				var err error
				if we, err = r.codec.EncodeEvent(re); err != nil {
					logf(r, "%v", err)
					continue
				}
				done = append(done, wireEvent{i, re, we})
			}
			out = append(out, we)
		}
		if seat < 0 && (len(r.seen) == 0 || r.replaying) {
			// Spectators' updates are numbered one a move whoever watches, so every node
			// that rebuilds the room numbers them alike; with nobody watching, their view is
			// made only when someone comes (replay).
			st.moves, st.view = append(st.moves, int32(k)), nil
			continue
		}
		u := update{n: st.latest() + 1, events: out, toMove: toMove, needAck: needAck}
		if r.clocked != nil && w.ID > 0 {
			u.window, u.version, u.clock = w.ID, w.Version, w.Clock
		}
		if seat >= 0 && !r.replaying {
			u.legal = r.legal(seat)
			if seat == ackSeat {
				u.ack = ack
			}
		}
		v := r.m.ViewShared(seat) // encoded at once
		b, view, err := appendUpdate(make([]byte, 0, 128+len(st.view)+64*len(out)), &u,
			func(b []byte) ([]byte, error) { return r.codec.AppendView(b, v) })
		if err != nil {
			logf(r, "%v", err)
			continue
		}
		if seat >= 0 && len(out) == 0 && bytes.Equal(view, st.view) {
			continue
		}
		st.moves = append(st.moves, int32(k))
		st.view = view // shares the message's memory, which nothing changes once made
		n := u.n
		if r.replaying {
			continue
		}
		if seat >= 0 {
			rec := sentRec{n: n, at: now, window: w.ID, version: w.Version, clock: w.Clock, windowOpen: w.Open}
			if needAck {
				rec.legal = u.legal
			}
			st.sent = append(st.sent, rec)
			if len(st.sent) > 64 {
				st.sent = append(st.sent[:0], st.sent[len(st.sent)-32:]...)
			}
		}
		if seat >= 0 {
			r.toUpdate(r.seats[seat].conn, b, seat, n)
		} else {
			for c := range r.seen {
				r.to(c, b)
			}
		}
	}
}

// wireEvent is event i of a move as one seat saw it, encoded: a seat that sees the same
// (most events are public) is sent the same bytes without encoding them again.
type wireEvent struct {
	i    int
	seen match.Event
	w    online.Event
}

// encodedFor finds event i as seen (re) among those encoded.
func encodedFor(done []wireEvent, i int, re match.Event) (online.Event, bool) {
	for _, d := range done {
		if d.i == i && sameEvent(d.seen, re) {
			return d.w, true
		}
	}
	return online.Event{}, false
}

// sameEvent reports whether a and b are equal values of a type that == compares in full
// (no slices, maps, functions or interfaces in it; other types are never found equal).
func sameEvent(a, b match.Event) bool {
	t := reflect.TypeOf(a)
	if t != reflect.TypeOf(b) {
		return false
	}
	flat, ok := flatTypes.Load(t)
	if !ok {
		flat, _ = flatTypes.LoadOrStore(t, isFlat(t))
	}
	return flat.(bool) && a == b
}

var flatTypes sync.Map // reflect.Type → bool: isFlat

// isFlat reports whether == on t's values compares everything in them and cannot panic.
func isFlat(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Struct:
		for i := range t.NumField() {
			if !isFlat(t.Field(i).Type) {
				return false
			}
		}
		return true
	case reflect.Array:
		return isFlat(t.Elem())
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128, reflect.String:
		return true
	}
	return false
}

func (r *room) legal(seat int) []string {
	ms := r.m.Legal(seat)
	if len(ms) == 0 {
		return nil
	}
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// replay sends c the updates after last of its stream: the events again, the view only
// with the newest.
func (r *room) replay(c *conn, seat int, st *stream, last int) {
	toMove := r.m.ToMove()
	for n := last + 1; n <= st.latest(); n++ {
		k := int(st.moves[n-1])
		var evs []match.Event
		if k < 0 {
			evs = r.m.Live().Opening()
		} else {
			evs = r.m.EventsOf(k)
		}
		msg := online.ServerMsg{Type: online.TUpdate, N: n}
		for _, e := range evs {
			if re := r.m.Live().Redact(e, seat); re != nil {
				if we, err := r.codec.EncodeEvent(re); err == nil {
					msg.Events = append(msg.Events, we)
				}
			}
		}
		if n == st.latest() {
			if st.view == nil {
				st.view, _ = r.codec.EncodeView(r.m.View(seat))
			}
			msg.View, msg.ToMove = st.view, &toMove
			if seat >= 0 {
				msg.Legal = r.legal(seat)
			}
			if r.clocked != nil {
				w := r.clocked.Window()
				msg.Window, msg.Version, msg.Clock = w.ID, w.Version, w.Clock
			}
		}
		r.send(c, msg)
	}
}

// end tells everyone the result and reveals the seed.
func (r *room) end() {
	r.ended = true
	for _, t := range []**time.Timer{&r.turnTimer, &r.winTimer} {
		if *t != nil {
			(*t).Stop()
		}
	}
	r.append(Entry{Kind: "end", Seat: -1})
	r.sendAll(r.endMsg())
	r.finish()
	r.maybeIdle()
}

func (r *room) endMsg() online.ServerMsg {
	record := r.m.Record()
	for _, s := range r.seats {
		if s.fast.Flagged {
			record.Fast = append(record.Fast, s.i)
		}
	}
	rec, _ := json.Marshal(record)
	sum, _ := json.Marshal(r.m.Summary())
	seed := r.seed
	return online.ServerMsg{Type: online.TEnd, Seed: &seed, Nonce: r.nonce, Commit: r.commit, Record: rec, Summary: sum}
}

// botPlays reports whether the server's bot plays seat now (a bot's seat, or a person's
// stand-in).
func (r *room) botPlays(i int) bool {
	s := r.seats[i]
	return !s.person || s.away
}

// remote reports whether seat i is played from a connection now.
func (r *room) remote(i int) bool {
	s := r.seats[i]
	return s.person && s.conn != nil && !s.away
}

// bot is the server's bot for seat i (made on first use, seeded like parlor-sim's).
func (r *room) bot(i int) match.Bot {
	if r.bots[i] == nil {
		b, err := r.codec.Game().NewBot(r.seats[i].level, i, r.seed)
		if err != nil {
			logf(r, "bot for seat %d: %v", i, err)
			return nil
		}
		r.bots[i] = b
	}
	return r.bots[i]
}

// drive moves the game on as far as it can without waiting for a person: bots' turns,
// reaction windows, timers.
func (r *room) drive() {
	for range 100_000 {
		if r.closed || r.ended || !r.started || r.replaying || r.log.full.backoff > 0 {
			return // (a full disk: the game stands still until its log is stored, roomlog.go)
		}
		if !r.step() {
			return
		}
	}
	logf(r, "drive: no end after 100000 steps")
}

// step makes at most one move now and reports whether it did; otherwise it sets the
// timer that will move the game on (or waits for a person).
func (r *room) step() bool {
	if r.clocked != nil && r.m.ToMove() < 0 && r.clocked.Window().Open {
		if r.lockstep {
			return r.lockstepStep()
		}
		return r.windowStep()
	}
	seat := r.m.ToMove()
	if seat < 0 {
		return false
	}
	if r.turnTimer != nil {
		r.turnTimer.Stop()
	}
	if r.botPlays(seat) {
		if r.lockstep || *r.spec.BotMs == 0 {
			return r.botMove(seat, "bot")
		}
		g := r.gen
		r.turnTimer = r.after(time.Duration(*r.spec.BotMs)*time.Millisecond, func() {
			// (A person back meanwhile has their turn again: drive set their clock.)
			if r.gen == g && r.botPlays(seat) && r.botMove(seat, "bot") {
				r.drive()
			}
		})
		return false
	}
	r.personClock(seat)
	return false
}

// botMove has the server's bot for seat choose and make its move.
func (r *room) botMove(seat int, by string) bool {
	if r.ended || r.m.ToMove() != seat || r.log.full.backoff > 0 {
		return false
	}
	if r.seats[seat].person {
		by = map[string]string{"bot": "standin", "timer": "timer"}[by]
	}
	var mv match.Move
	if r.lockstep {
		var err error
		if mv, err = r.driver.Next(); err != nil {
			logf(r, "driver: %v", err)
			return false
		}
	} else {
		b := r.bot(seat)
		if b == nil {
			return false
		}
		mv = match.Choose(b, r.m.View(seat))
	}
	if err := r.apply(mv, by, -1, 0, nil, nil, nil); err != nil {
		logf(r, "the seat %d bot's move %q was refused: %v", seat, mv, err)
		return false
	}
	if s := r.seats[seat]; s.person {
		r.missedTurn(s)
	}
	return true
}
