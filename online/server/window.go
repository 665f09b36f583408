package server

import (
	"fmt"
	"math"
	"slices"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
)

// Reaction windows (Clocked games: Third Wheel's slap races).
//
// Real clock: a window's game time runs from each change as the players see it. When the
// updates of a window version go out (real time start), its clock reads clock0; after
// that the window's time is clock0 + the real ms since. A stamped move from a client is
// judged (online.Judge) and stamped clock0 of the update it reacted to + the judged
// reaction time; the server's bots' planned moves (match.Planner) are made when the
// window's time reaches their stamps. A queued stamp is settled (Tick to just past it) only
// once the window's time has passed it by the hold: the largest latency allowance of the
// seats that may still claim (online.Hold), so a claim from a slower network that reacted
// faster is still in time; that is the collection window after the first claim. The
// deadline closes the window the same way. Every tick starts a new version, whose updates
// go out at once.
//
// Lockstep (a -dev room): the window waits for each connected seat's plan for the window
// version ("plan?" / "plan", the stamped move its bot would make, or none), then moves on
// exactly as parlor-sim's match.Driver does, so a networked game replays move for move.

// winClock maps a window version's game time to real time.
type winClock struct {
	id, version int
	start       time.Time
	clock0      int
}

func (w winClock) at(t time.Time) int { return w.clock0 + int(t.Sub(w.start).Milliseconds()) }

func (w winClock) when(ms int) time.Time {
	return w.start.Add(time.Duration(ms-w.clock0) * time.Millisecond)
}

// hold is the collection window: the largest allowance among the connected players.
func (r *room) hold() int {
	var as []int
	for i := range r.seats {
		if r.remote(i) {
			as = append(as, r.seats[i].conn.allowance())
		}
	}
	return online.Hold(as...)
}

// standins are the server's bots for the seats it plays now (nil for the others).
func (r *room) standins() []match.Bot {
	out := make([]match.Bot, len(r.seats))
	for i := range r.seats {
		if r.botPlays(i) {
			out[i] = r.bot(i)
		}
	}
	return out
}

// windowStep is one step of a real-clock window.
func (r *room) windowStep() bool {
	now := time.Now()
	w := r.clocked.Window()
	if w.ID != r.win.id || w.Version != r.win.version {
		r.win = winClock{id: w.ID, version: w.Version, start: now, clock0: w.Clock}
	}
	live := r.m.Live()
	r.planner.Update(live, r.standins())
	wt := r.win.at(now)
	if due := r.planner.Due(live, wt); len(due) > 0 {
		for _, mv := range due {
			if err := r.apply(mv, r.byOf(mv.MoveSeat()), -1, 0, nil, nil, nil); err != nil {
				logf(r, "the seat %d bot's move %q was refused: %v", mv.MoveSeat(), mv, err)
			}
		}
		return true
	}
	hold := r.hold()
	if w.HasPending && w.Pending+hold <= wt {
		return r.tick(max(w.Pending+1, w.Clock+1))
	}
	if w.Deadline+hold <= wt {
		return r.tick(w.Deadline)
	}
	next := w.Deadline + hold
	if at, ok := r.planner.Next(); ok {
		next = min(next, at)
	}
	if w.HasPending {
		next = min(next, w.Pending+hold)
	}
	if r.winTimer != nil {
		r.winTimer.Stop()
	}
	g := r.gen
	r.winTimer = r.after(max(0, time.Until(r.win.when(next))), func() {
		if r.gen == g {
			r.drive()
		}
	})
	return false
}

func (r *room) byOf(seat int) string {
	if seat >= 0 && r.seats[seat].person {
		return "standin"
	}
	return "bot"
}

func (r *room) tick(at int) bool {
	mv := r.clocked.Tick(at)
	if err := r.apply(mv, "clock", -1, 0, nil, nil, nil); err != nil {
		logf(r, "tick @%d: %v", at, err)
		return false
	}
	return true
}

// judge stamps a client's stamped move (see the comment at the top), its base checked
// by the caller (1 to the latest update). A base no longer kept gets no latency credit:
// the move is stamped at the window's clock, late. Otherwise the claim is counted from
// the first update of the base's window version (all of them show its clock), judged
// (online.Judge, with the connection's transport round trip), stamped at the update's
// clock plus the judged reaction time, and raised to the human line: no sooner than
// match.HumanLineMs after the update from which the move was open to the seat (opened).
// A stamp before the window's clock (open, or closed: then its clock is when it closed),
// or one on an update of an earlier window, is raised to the clock (late).
func (r *room) judge(c *conn, s *seat, m online.ClientMsg, mv match.Move, now time.Time) (match.Move, *ClientTimes, *online.Verdict, *ServerTimes) {
	at := s.st.recAt(m.Base)
	w := r.clocked.Window()
	if at < 0 {
		ct := &ClientTimes{Base: m.Base, ReactMs: -1}
		if m.ReactMs != nil {
			ct.ReactMs = *m.ReactMs
		}
		return r.clocked.Restamp(mv, w.Clock), ct, nil, &ServerTimes{DeliveryMs: -1, TransportMs: -1, Clock: w.Clock, Since: w.Clock, Stamp: w.Clock, Late: true}
	}
	at = firstOfVersion(s.st.sent, at)
	rec := &s.st.sent[at]
	elapsed := int(now.Sub(rec.at).Milliseconds())
	react := elapsed
	if m.ReactMs != nil {
		react = *m.ReactMs
	}
	delivery := -1
	if !rec.ackAt.IsZero() {
		delivery = int(rec.ackAt.Sub(rec.at).Milliseconds())
	}
	v, tr := c.verdict(online.Claim{ReactMs: react, ElapsedMs: elapsed, DeliveryMs: delivery})
	since := r.opened(s.st.sent, at, mv).clock
	times := &ServerTimes{ElapsedMs: elapsed, DeliveryMs: delivery, TransportMs: tr, Clock: rec.clock, Since: since}
	times.FromMs = rec.clock + min(max(react, 0), max(elapsed, 0)) - since
	times.Fast = times.FromMs < match.HumanLineMs
	stamp := rec.clock + v.ReactMs
	if line := since + match.HumanLineMs; stamp < line {
		stamp, times.Anticipated = line, true
	}
	if rec.window != w.ID || stamp < w.Clock {
		stamp, times.Late = w.Clock, true
	}
	times.Stamp = min(stamp, math.MaxInt32)
	return r.clocked.Restamp(mv, times.Stamp), &ClientTimes{Base: m.Base, ReactMs: react}, &v, times
}

// firstOfVersion is the index of the first kept update of sent[i]'s window version (all
// of a version's updates show its clock).
func firstOfVersion(sent []sentRec, i int) int {
	for i > 0 && sent[i-1].window == sent[i].window && sent[i-1].version == sent[i].version && sent[i-1].windowOpen == sent[i].windowOpen {
		i--
	}
	return i
}

// opened is the update from which on mv was open to the seat: the earliest of its kept
// updates sent[..i], in the window of sent[i], each listing mv (at that update's clock)
// among the seat's legal moves; sent[i] itself when it does not list it. Its clock is
// when the change the press answered appeared (a window's first update: the card).
func (r *room) opened(sent []sentRec, i int, mv match.Move) *sentRec {
	lists := func(x *sentRec) bool {
		return x.window == sent[i].window && x.windowOpen && slices.Contains(x.legal, r.clocked.Restamp(mv, x.clock).String())
	}
	j := i
	for lists(&sent[j]) && j > 0 && lists(&sent[j-1]) {
		j--
	}
	return &sent[j]
}

// noteFast counts a person's judged press towards the human line (online.FastWatch); a
// seat it flags is logged and shown at the table.
func (r *room) noteFast(s *seat, t *ServerTimes) {
	if t == nil || !s.fast.Note(t.Fast) {
		return
	}
	logf(r, "seat %d (%s) is flagged: %d of its last %d presses came under %d ms", s.i, s.name, online.FastFlag, online.FastOf, match.HumanLineMs)
	r.append(Entry{Kind: "fast", Seat: s.i})
	r.broadcastSeats()
}

// plan is a lockstep seat's answer for a window version.
type plan struct {
	window, version int
	move            match.Move
	ok, has         bool
}

// lockstepStep asks every connected seat for its plan in this window version, and once
// all have answered makes the Driver's next move.
func (r *room) lockstepStep() bool {
	w := r.clocked.Window()
	ready := true
	for i, s := range r.seats {
		if r.botPlays(i) {
			continue
		}
		if s.plan.has && s.plan.window == w.ID && s.plan.version == w.Version {
			continue
		}
		ready = false
		if s.conn != nil && s.asked != [2]int{w.ID, w.Version} {
			s.asked = [2]int{w.ID, w.Version}
			view, err := r.codec.EncodeView(r.m.View(i))
			if err == nil {
				r.send(s.conn, online.ServerMsg{Type: online.TPlanQ, Window: w.ID, Version: w.Version, View: view})
			}
		}
	}
	if !ready {
		return false
	}
	mv, err := r.driver.Next()
	if err != nil {
		logf(r, "driver: %v", err)
		return false
	}
	if err := r.apply(mv, r.byOf(mv.MoveSeat()), -1, 0, nil, nil, nil); err != nil {
		logf(r, "lockstep move %q refused: %v", mv, err)
		return false
	}
	return true
}

// plan takes a lockstep seat's answer.
func (r *room) plan(c *conn, s *seat, m online.ClientMsg) {
	if !r.lockstep || r.clocked == nil {
		r.refuse(c, m.ID, "no-plan", "plans are for lockstep rooms of a game with reaction windows")
		return
	}
	w := r.clocked.Window()
	if !w.Open || m.Window != w.ID || m.Version != w.Version || s.asked != [2]int{w.ID, w.Version} {
		r.refuse(c, m.ID, "stale-plan", fmt.Sprintf("no plan was asked for window %d version %d", m.Window, m.Version))
		return
	}
	p := plan{window: w.ID, version: w.Version, has: true}
	if m.Move != "" {
		mv, err := r.codec.ParseMove(s.i, m.Move)
		switch {
		case err != nil:
			r.refuse(c, m.ID, "bad-move", err.Error())
			return
		case mv.MoveSeat() != s.i:
			r.refuse(c, m.ID, "wrong-seat", fmt.Sprintf("%q is not seat %d's move", m.Move, s.i))
			return
		case !isStamped(mv):
			r.refuse(c, m.ID, "bad-move", fmt.Sprintf("%q is not a stamped move", m.Move))
			return
		}
		p.move, p.ok = mv, true
	}
	s.plan = p
	s.lastID = max(s.lastID, m.ID)
	r.drive()
}

// seatBot is a seat as the lockstep Driver sees it: the server's bot, or, for a seat
// played from a connection, the plan it answered.
type seatBot struct {
	r *room
	i int
}

func (b seatBot) Level() string { return b.r.seats[b.i].level }
func (b seatBot) Begin(v match.View) {
	if bt := b.r.bot(b.i); bt != nil {
		bt.Begin(v)
	}
}
func (b seatBot) Step() bool {
	if bt := b.r.bot(b.i); bt != nil {
		return bt.Step()
	}
	return true
}
func (b seatBot) Result() match.Move {
	if bt := b.r.bot(b.i); bt != nil {
		return bt.Result()
	}
	return nil
}

func (b seatBot) React(v match.View) (match.Move, bool) {
	if !b.r.botPlays(b.i) {
		p := b.r.seats[b.i].plan
		return p.move, p.ok
	}
	if rb, ok := b.r.bot(b.i).(match.Reactor); ok {
		return rb.React(v)
	}
	return nil, false
}
