package server

import (
	"context"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
)

// judgeTable is a Third Wheel room (Snap Match; a person in seat 0, hard bots) played
// by hand, without its goroutine, up to the first window in which seat 0 may make a
// stamped move; seat 0's connection has answered 8 pings of 30 ms and has no transport
// figure (no socket). Messages to it are held (nothing is written).
func judgeTable(t *testing.T) (*room, *conn, *seat) {
	t.Helper()
	srv := New(Config{Dev: true})
	t.Cleanup(srv.Close)
	zero := 0
	spec, err := checkSpec(online.RoomSpec{
		Config: match.Config{Game: "thirdwheel", Options: []string{"snap"}},
		Seats:  []online.SeatSpec{{}, {Bot: "hard"}, {Bot: "hard"}},
		BotMs:  &zero,
	}, true)
	if err != nil {
		t.Fatal(err)
	}
	r, err := newRoom(srv, "JDGTST", spec, 11, "00")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	t.Cleanup(stop)
	c := srv.newConn(ctx, stop, "")
	for range 8 {
		c.trust.Pong(srv.judge, 30)
	}
	s := r.seats[0]
	s.conn, s.taken, s.name, r.started = c, true, "Basil", true
	for range 500 {
		w := r.clocked.Window()
		if w.Open && stampedFor(r, 0) {
			return r, c, s
		}
		if w.Open {
			r.tick(w.Deadline)
			continue
		}
		seat := r.m.ToMove()
		if err := r.apply(match.Choose(r.bot(seat), r.m.View(seat)), "bot", -1, 0, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no window opened for seat 0")
	return nil, nil, nil
}

// stampedFor reports whether seat may make a stamped move now.
func stampedFor(r *room, seat int) bool {
	for _, m := range r.m.Legal(seat) {
		if isStamped(m) {
			return true
		}
	}
	return false
}

// claim is seat 0's stamped move on update base, react ms claimed (nil: none), now ms
// after base went out; the update's ack came 30 ms after it went out.
func claim(r *room, c *conn, s *seat, base int, react *int, now int) (*online.Verdict, *ServerTimes) {
	mv := r.m.Legal(0)[0]
	for _, m := range r.m.Legal(0) {
		if isStamped(m) {
			mv = m
			break
		}
	}
	var t0 time.Time
	if rec := s.st.rec(base); rec != nil {
		first := &s.st.sent[firstOfVersion(s.st.sent, s.st.recAt(base))]
		first.ackAt = first.at.Add(30 * time.Millisecond)
		t0 = rec.at
	}
	m := online.ClientMsg{Type: online.TMove, ID: 1, Move: mv.String(), Base: base, ReactMs: react}
	_, _, v, times := r.judge(c, s, m, mv, t0.Add(time.Duration(now)*time.Millisecond))
	return v, times
}

func ms(n int) *int { return &n }

// TestJudgeClampsHostileClaims: every timing a client gives the slap judge is clamped or
// refused: a reaction time below 0 or above the time that passed, a press sooner than the
// human line, a base that is a later update of the same window version, an update no
// longer kept or of an earlier window, a claim on a closed window; a base the client was
// never sent is refused.
func TestJudgeClampsHostileClaims(t *testing.T) {
	r, c, s := judgeTable(t)
	w := r.clocked.Window()
	base := s.st.latest()
	rec := s.st.rec(base)
	if rec == nil || rec.window != w.ID || !rec.windowOpen {
		t.Fatalf("update %d is not the open window %d's: %+v", base, w.ID, rec)
	}
	clock := rec.clock
	check := func(name string, v *online.Verdict, tm *ServerTimes, stamp int, late, anticipated, fast bool) {
		t.Helper()
		if tm.Stamp != stamp || tm.Late != late || tm.Anticipated != anticipated || tm.Fast != fast {
			t.Errorf("%s: %+v %+v, want stamp %d, late %v, anticipated %v, fast %v", name, v, tm, stamp, late, anticipated, fast)
		}
	}
	// The allowance is min(earned, pings 30 + 1, the ack's 30 + 1) = 31 ms.
	v, tm := claim(r, c, s, base, ms(370), 400)
	check("honest", v, tm, clock+370, false, false, false)
	v, tm = claim(r, c, s, base, ms(-50), 400)
	check("negative", v, tm, clock+369, false, false, true)
	if v.Trusted {
		t.Error("a negative claim was trusted")
	}
	v, tm = claim(r, c, s, base, ms(1<<40), 400)
	check("huge", v, tm, clock+400, false, false, false)
	if v.Trusted {
		t.Error("a claim above the time that passed was trusted")
	}
	v, tm = claim(r, c, s, base, nil, 400)
	check("none", v, tm, clock+400, false, false, false)
	line := tm.Since + match.HumanLineMs
	v, tm = claim(r, c, s, base, ms(20), 50)
	check("script", v, tm, max(line, clock+20), false, line > clock+20, clock+20-tm.Since < match.HumanLineMs)

	// A later update of the same window version: judged from the version's first.
	later := sentRec{n: base + 1, at: rec.at.Add(200 * time.Millisecond), window: rec.window, version: rec.version, clock: rec.clock, windowOpen: true, legal: rec.legal}
	s.st.sent = append(s.st.sent, later)
	s.st.moves = append(s.st.moves, s.st.moves[len(s.st.moves)-1])
	m := online.ClientMsg{Type: online.TMove, ID: 1, Move: "0: slap", Base: base + 1, ReactMs: ms(20)}
	mv, _ := r.codec.ParseMove(0, "0: slap")
	_, _, v, tm = r.judge(c, s, m, mv, later.at.Add(50*time.Millisecond))
	if tm.Stamp < clock+250-31 || tm.ElapsedMs != 250 {
		t.Errorf("a later update of the version named: %+v %+v, want judged from the first (250 ms elapsed)", v, tm)
	}

	// The deal (window 0) and an update no longer kept: no credit, the window's clock.
	v, tm = claim(r, c, s, 1, ms(0), 400)
	check("an earlier window's update", v, tm, w.Clock, true, false, true)
	kept := s.st.sent
	s.st.sent = kept[len(kept)-2:]
	if v, tm = claim(r, c, s, 1, ms(0), 400); v != nil {
		t.Errorf("an update no longer kept was judged: %+v", v)
	}
	check("not kept", v, tm, w.Clock, true, false, false)
	s.st.sent = kept

	// A base never sent, or 0, is refused.
	for _, b := range []int{s.st.latest() + 1, 0, -3} {
		held := len(r.log.held)
		r.handle(c, online.ClientMsg{Type: online.TMove, ID: 9, Move: mv.String(), Base: b, ReactMs: ms(0)}, time.Now())
		if len(r.log.held) != held+1 || !strings.Contains(string(r.log.held[held].b), `"bad-base"`) {
			t.Errorf("base %d: not refused as bad-base", b)
		}
	}

	// The window closes at its deadline: a claim on it is stamped no sooner than that.
	r.tick(w.Deadline)
	cw := r.clocked.Window()
	if cw.Open || cw.ID != w.ID {
		t.Fatalf("after its deadline the window is %+v", cw)
	}
	v, tm = claim(r, c, s, base, ms(0), 400)
	check("a closed window", v, tm, cw.Clock, true, false, true)
}

// TestHumanLineAfterAChange: a move that became open to the seat only at a later version
// of the window is held to the human line from that version's update; one open since the
// window opened, from the window's first update.
func TestHumanLineAfterAChange(t *testing.T) {
	r, _, s := judgeTable(t)
	i := len(s.st.sent) - 1
	slap, _ := r.codec.ParseMove(0, "0: slap")
	first := &s.st.sent[i]
	first.legal = nil
	s.st.sent = append(s.st.sent, sentRec{n: first.n + 1, window: first.window, version: first.version + 1, clock: first.clock + 400,
		windowOpen: true, legal: []string{r.clocked.Restamp(slap, first.clock+400).String()}})
	if got := r.opened(s.st.sent, i+1, slap); got.clock != s.st.sent[i+1].clock {
		t.Errorf("a slap open only from the later version: the line counts from clock %d, want %d", got.clock, s.st.sent[i+1].clock)
	}
	s.st.sent[i].legal = []string{r.clocked.Restamp(slap, s.st.sent[i].clock).String()}
	if got := r.opened(s.st.sent, i+1, slap); got.clock != s.st.sent[i].clock {
		t.Errorf("a slap open since the window opened: the line counts from clock %d, want %d", got.clock, s.st.sent[i].clock)
	}
}
