package match_test

import (
	"strings"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/triples"
)

// clock is a fake table clock: ms of game time, moved on by the test.
type clock struct{ ms float64 }

func (c *clock) now() float64 { return c.ms }

// TestLocalPacesBots: a bot moves only once the table has been ready for the whole
// pace, in ms of the table's clock however many updates that takes; a table that is
// not ready (still animating) holds the move back and the pace starts again.
func TestLocalPacesBots(t *testing.T) {
	m := newTT(t, 2, 4)
	var c clock
	l := match.NewLocal(m, matchtest.Bots(t, threethirteen.Game, 4, "normal", "normal"), c.now)
	step := func(ms float64, ready bool) {
		c.ms += ms
		if err := l.Run(ready, 500, 100); err != nil {
			t.Fatal(err)
		}
	}
	step(0, true)
	step(499, true)
	if m.Len() != 0 {
		t.Fatalf("a bot moved after 499 ms of a 500 ms pace")
	}
	step(1, true)
	if m.Len() != 1 {
		t.Fatalf("after 500 ms: %d moves, want 1", m.Len())
	}
	// Two updates 300 ms apart, the table busy in between: not yet.
	step(0, true)
	step(300, false)
	step(300, true)
	step(300, true)
	if m.Len() != 1 {
		t.Fatalf("a bot moved although the table was ready for only 300 ms")
	}
	step(200, true)
	if m.Len() != 2 {
		t.Fatalf("after 500 ms ready again: %d moves, want 2", m.Len())
	}
	// One slow update of 2 s moves one bot, not four.
	step(0, true)
	step(2000, true)
	if m.Len() != 3 {
		t.Fatalf("a 2 s update made %d moves, want 1", m.Len()-2)
	}
}

// TestLocalThinksInSlices: a bot that thinks in slices (Triples' hard bot) runs at most
// the given number of slices per update, and its move waits for the end of its
// thinking, however long the table has been ready; the move is the one it would have
// chosen at once.
func TestLocalThinksInSlices(t *testing.T) {
	cfg := match.Config{Players: 2, Seed: 3}
	m, err := match.New(triples.Game, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	var c clock
	l := match.NewLocal(m, matchtest.Bots(t, triples.Game, 3, "hard", "hard"), c.now)
	seat := m.ToMove()
	want := match.Choose(matchtest.Bots(t, triples.Game, 3, "hard", "hard")[seat], m.View(seat))
	updates := 0
	for m.Len() == 0 {
		if updates > 100000 {
			t.Fatal("the bot never moved")
		}
		c.ms += 1000
		if err := l.Run(true, 0, 1); err != nil {
			t.Fatal(err)
		}
		updates++
		if m.Len() == 0 && !l.Thinking() {
			t.Fatalf("update %d: no move and not thinking", updates)
		}
	}
	if updates < 2 {
		t.Fatalf("the hard bot decided in %d one-slice update(s): it does not think in slices", updates)
	}
	if got := m.Log()[0].Move; got != want {
		t.Errorf("sliced thinking chose %v, at once %v", got, want)
	}
	t.Logf("the hard bot thought over %d updates", updates)
}

// playTW plays a Snap Match game of bots with the table's updates fps times a second
// and returns its moves, clock ticks left out.
func playTW(t *testing.T, seed uint64, fps float64) []string {
	t.Helper()
	m, err := match.New(thirdwheel.Game, match.Config{Players: 3, Seed: seed, Options: []string{thirdwheel.OptSnap, thirdwheel.OptDoubleDown}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var c clock
	l := match.NewLocal(m, matchtest.Bots(t, thirdwheel.Game, seed, "hard", "normal", "hard"), c.now)
	for i := 0; !m.Over(); i++ {
		if i > 200000 {
			t.Fatal("no end")
		}
		c.ms += 1000 / fps
		if err := l.Run(true, 500, 10); err != nil {
			t.Fatal(err)
		}
	}
	var out []string
	for _, e := range m.Log() {
		if !strings.HasPrefix(e.Text, "tick") {
			out = append(out, e.Text)
		}
	}
	return out
}

// twSeed deals a game with a slap and a match in its windows.
const twSeed = 1

// TestLocalWindowsInRealTime: the bots' reactions in Third Wheel's windows are made at
// their stamps in ms, so a game played at 5 updates a second makes exactly the moves,
// stamps included, of the same game at 60 (only the clock ticks between them differ).
func TestLocalWindowsInRealTime(t *testing.T) {
	fast, slow := playTW(t, twSeed, 60), playTW(t, twSeed, 5)
	stamped := 0
	for _, s := range fast {
		if strings.Contains(s, "@") {
			stamped++
		}
	}
	if j := strings.Join(fast, " "); stamped == 0 || !strings.Contains(j, "slap") || !strings.Contains(j, "match") {
		t.Fatalf("no slap or match in the game: the test proves nothing (%s)", j)
	}
	if strings.Join(fast, "\n") != strings.Join(slow, "\n") {
		for i := range min(len(fast), len(slow)) {
			if fast[i] != slow[i] {
				t.Fatalf("move %d: %q at 60 fps, %q at 5 fps", i+1, fast[i], slow[i])
			}
		}
		t.Fatalf("%d moves at 60 fps, %d at 5 fps", len(fast), len(slow))
	}
	t.Logf("%d moves (%d stamped) the same at 60 and 5 updates a second", len(fast), stamped)
}

// TestLocalResumesAnOpenWindow: a match rebuilt from a record saved while a reaction
// window was open runs that window on from the time it had settled (not from the
// table's clock, which starts again at the new table), and Truncate takes the match
// back with no bot left deciding on the moves taken back.
func TestLocalResumesAnOpenWindow(t *testing.T) {
	g := thirdwheel.Game
	cfg := match.Config{Players: 3, Seed: twSeed, Options: []string{thirdwheel.OptSnap, thirdwheel.OptDoubleDown}}
	m, err := match.New(g, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := m.NewDriver(matchtest.Bots(t, g, twSeed, "normal", "normal", "normal"))
	for n := 0; ; n++ {
		if w := m.Live().(match.Clocked).Window(); w.Open && w.Clock > 0 {
			break
		}
		if m.Over() || n > 5000 {
			t.Fatal("no window with time settled in it")
		}
		mv, err := d.Next()
		if err != nil {
			t.Fatal(err)
		}
		m.Apply(mv)
	}
	saved, err := match.Load(g, m.Record())
	if err != nil {
		t.Fatal(err)
	}
	w := saved.Live().(match.Clocked).Window()
	c := clock{ms: 7000}
	l := match.NewLocal(saved, matchtest.Bots(t, g, twSeed, "normal", "normal", "normal"), c.now)
	if got := l.WindowOpened(); got != 7000-float64(w.Clock) {
		t.Fatalf("the resumed window opened at %v, want %v (its settled %d ms before now)", got, 7000-float64(w.Clock), w.Clock)
	}
	c.ms += 1
	if err := l.Run(true, 0, 10); err != nil {
		t.Fatal(err)
	}
	if w2 := saved.Live().(match.Clocked).Window(); w2.ID == w.ID && w2.Clock > w.Clock+2 {
		t.Fatalf("1 ms after resuming, the window's clock jumped from %d to %d", w.Clock, w2.Clock)
	}
	n := saved.Len()
	if err := l.Truncate(n - 3); err != nil || saved.Len() != n-3 || l.Thinking() || saved.Undos() != 3 {
		t.Fatalf("truncate: %v, %d moves (want %d), thinking %v, undos %d", err, saved.Len(), n-3, l.Thinking(), saved.Undos())
	}
}

// TestLocalHoldsAWindowUntilShown: with HoldWindows, a window a move opens stands still
// (clock 0, no bot move, WindowOpened now) until Shown, and then runs from the time
// given; with PaceCards a bot's Duo card in it comes no sooner than the floor, while the
// game's other moves keep their stamps.
func TestLocalHoldsAWindowUntilShown(t *testing.T) {
	g := thirdwheel.Game
	m, err := match.New(g, match.Config{Players: 3, Seed: twSeed, Options: []string{thirdwheel.OptSnap}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var c clock
	l := match.NewLocal(m, matchtest.Bots(t, g, twSeed, "normal", "normal", "normal"), c.now)
	l.HoldWindows()
	l.PaceCards(1200)
	cards := 0
	for step := 0; step < 3000 && !m.Over() && cards < 6; step++ {
		c.ms += 10
		before := m.Live().(match.Clocked).Window()
		if err := l.Run(true, 0, 10); err != nil {
			t.Fatal(err)
		}
		w := m.Live().(match.Clocked).Window()
		if !w.Open || w.ID == before.ID {
			continue
		}
		if !l.Waiting() || w.Clock != 0 || l.WindowOpened() != c.ms {
			t.Fatalf("window %d just opened: waiting %v, clock %d, opened %v (now %v)", w.ID, l.Waiting(), w.Clock, l.WindowOpened(), c.ms)
		}
		moves := m.Len()
		for range 50 { // half a second with the window not shown
			c.ms += 10
			if err := l.Run(true, 0, 10); err != nil {
				t.Fatal(err)
			}
		}
		if m.Len() != moves || m.Live().(match.Clocked).Window().Clock != 0 {
			t.Fatalf("window %d not shown: %d moves made, clock %d", w.ID, m.Len()-moves, m.Live().(match.Clocked).Window().Clock)
		}
		l.Shown(c.ms)
		if l.Waiting() || l.WindowOpened() != c.ms {
			t.Fatalf("shown at %v: waiting %v, opened %v", c.ms, l.Waiting(), l.WindowOpened())
		}
		cards++
	}
	if cards < 6 {
		t.Fatalf("only %d windows held and shown", cards)
	}
	var plays int
	for _, e := range m.Log() {
		if mv, err := m.Live().ParseMove(e.Text); err == nil {
			if tm, ok := mv.(thirdwheel.Move); ok && tm.Kind == thirdwheel.MovePlay && tm.At > 0 {
				plays++
				if tm.At < 1200 {
					t.Errorf("%q: a bot's card in a window sooner than the 1200 ms floor", e.Text)
				}
			}
		}
	}
	if plays == 0 {
		t.Fatal("no bot card made inside a window")
	}
}
