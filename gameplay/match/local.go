package match

import (
	"fmt"
	"math"
)

// Local plays a Match in this process for a table: it makes the bots' moves in real
// time and keeps the time at which each reaction window of a Clocked game opened.
// Times are ms of game time on the table's clock, read through now: the table reads its
// monotonic clock once per update and stops game time while it is paused, so a slow
// frame rate never slows a bot, a window or a race. Local reads no clock of its own and
// is used from one goroutine.
type Local struct {
	m    *Match
	bots []Bot
	now  func() float64
	plan Planner

	// The turn-based bot deciding: its seat (-1: none), the log length when it began,
	// whether it has finished, and since when (game ms, -1: not) the table has been
	// ready to show its move.
	think   int
	thinkAt int
	done    bool
	readyAt float64

	// The last reaction window seen and when its clock started (game ms).
	winID   int
	winOpen float64
	// hold: a window a move opens waits for the table to show it (Shown); waiting: the
	// current one does.
	hold, waiting bool
	// paced is the least stamp (ms of window time) of a bot's Paced move; 0: none.
	paced int
}

// NewLocal runs m with bots (bots[seat] nil: a person's seat) on a table clock: now is
// the game time in ms.
func NewLocal(m *Match, bots []Bot, now func() float64) *Local {
	l := &Local{m: m, bots: bots, now: now, think: -1, readyAt: -1}
	l.windowResumed()
	return l
}

// windowResumed times a reaction window that is already open (a match resumed from a
// record saved mid-window) as if it had opened its Clock ms before now, so that its
// time runs on from where it was settled.
func (l *Local) windowResumed() {
	if c, ok := l.m.st.(Clocked); ok && !l.m.st.Over() {
		if w := c.Window(); w.Open {
			l.winID, l.winOpen = w.ID, l.now()-float64(w.Clock)
		}
	}
}

// Truncate takes the match back to its first n moves (Match.Truncate) and forgets what
// the bots were thinking and planning, so that none plays a move decided on the moves
// taken back.
func (l *Local) Truncate(n int) error {
	if err := l.m.Truncate(n); err != nil {
		return err
	}
	l.think, l.done, l.readyAt = -1, false, -1
	l.plan = Planner{}
	l.waiting = false
	l.windowResumed()
	return nil
}

// TakeBack is an undo by seat (Match.TakeBack): refused (nothing changes) when it would
// take back a card shown to seat; otherwise as Truncate.
func (l *Local) TakeBack(seat, n int) error {
	if err := l.m.CheckTakeBack(seat, n); err != nil {
		return err
	}
	return l.Truncate(n)
}

// Match is the match being played.
func (l *Local) Match() *Match { return l.m }

// Seat is a handle for seat (-1: a spectator) whose moves go through Apply, so the
// reaction windows they open are timed. Error: a seat not at the table.
func (l *Local) Seat(seat int) (*LocalSeat, error) {
	s, err := l.m.Seat(seat)
	if err != nil {
		return nil, err
	}
	s.apply = l.Apply
	return s, nil
}

// HoldWindows makes every reaction window a move opens from now on wait, its clock
// standing at 0, until the table has shown it (Shown): a table shows the card that
// opened it flying in, and a race must not start before the card has landed where the
// players look for it (docs/rules/thirdwheel.md#the-race-starts-when-the-card-is-on-show). While a window
// waits, no bot moves in it and WindowOpened is now.
func (l *Local) HoldWindows() { l.hold = true }

// Shown starts the clock of the window that waits (HoldWindows) at game time at (ms):
// the moment the table first drew its card at its place. Its time then runs on from
// its Clock. Nothing happens when no window waits.
func (l *Local) Shown(at float64) {
	if !l.waiting {
		return
	}
	l.waiting = false
	l.winOpen = at
	if c, ok := l.m.st.(Clocked); ok {
		l.winOpen -= float64(c.Window().Clock)
	}
}

// Waiting reports a reaction window that waits to be shown (HoldWindows).
func (l *Local) Waiting() bool { return l.waiting }

// PaceCards makes a bot's planned Paced move (the next turn's card put down inside a
// reaction window) stamped no sooner than ms of window time after the window's clock
// started, so that a person at the table can read each card before the next lands;
// 0 (the default) leaves the bots' reaction times as they are. A record keeps the stamps
// made, so a replay is the same.
func (l *Local) PaceCards(ms int) { l.paced = max(ms, 0) }

// Apply makes mv. A reaction window it opens waits to be shown (HoldWindows), or else
// opened now or, when a stamped move in the window before it closed that one and opened
// it (Window.After), at that move's stamp in the old window's time: the moment the move
// was made, even if the clock tick that settles it comes later.
func (l *Local) Apply(mv Move) ([]Event, error) {
	c, clocked := l.m.st.(Clocked)
	var before Window
	if clocked {
		before = c.Window()
	}
	evs, err := l.m.Apply(mv)
	if err != nil || !clocked {
		return evs, err
	}
	if w := c.Window(); w.ID != before.ID && w.ID != 0 {
		at := l.now()
		if w.After >= 0 && w.ID == before.ID+1 && before.ID == l.winID && !l.hold {
			at = math.Min(at, l.winOpen+float64(w.After))
		}
		l.winID, l.winOpen, l.waiting = w.ID, at, l.hold
	}
	return evs, nil
}

// WindowOpened is the game time (ms) at which the current, or last, reaction window's
// clock started (0 before the first); now while the window waits to be shown.
func (l *Local) WindowOpened() float64 {
	if l.waiting {
		return l.now()
	}
	return l.winOpen
}

// Thinking reports that a bot is deciding its move.
func (l *Local) Thinking() bool { return l.think >= 0 && !l.done }

// Run lets the bots play, once per table update, after the people's moves of that
// update:
//   - in a Clocked game's open reaction window, every bot move planned (Planner) for a
//     stamp up to now is made, then the window's clock is ticked past now, which
//     settles everything stamped up to now (Advance). Windows run in real time, ready
//     or not;
//   - otherwise the bot whose move the game waits for thinks, at most steps slices per
//     call (Thinker), and moves once it has finished and the table has been ready for
//     paceMs in a row. ready false (a move still animating, a panel waiting, the game
//     paused) holds the move back and starts the pace again.
//
// The error is a bot move the rules refused (a bug in the bot); it is asked again.
func (l *Local) Run(ready bool, paceMs float64, steps int) error {
	st := l.m.st
	if st.Over() {
		l.think, l.readyAt = -1, -1
		return nil
	}
	if c, ok := st.(Clocked); ok && c.Window().Open {
		l.think, l.readyAt = -1, -1
		// +1 ms: a stamp at now is settled too.
		return l.Advance(l.now() + 1)
	}
	seat := st.ToMove()
	if seat < 0 || seat >= len(l.bots) || l.bots[seat] == nil {
		l.think, l.readyAt = -1, -1
		return nil
	}
	b := l.bots[seat]
	if l.think != seat || l.thinkAt != l.m.Len() {
		b.Begin(st.View(seat))
		l.think, l.thinkAt, l.done = seat, l.m.Len(), false
	}
	for i := 0; !l.done && i < max(steps, 1); i++ {
		l.done = b.Step()
	}
	now := l.now()
	if !ready {
		l.readyAt = -1
		return nil
	}
	if l.readyAt < 0 {
		l.readyAt = now
	}
	if !l.done || now < l.readyAt+paceMs {
		return nil
	}
	mv := b.Result()
	l.think, l.readyAt = -1, -1
	if _, err := l.Apply(mv); err != nil {
		return fmt.Errorf("bot in seat %d: %w", seat, err)
	}
	return nil
}

// Advance plays a Clocked game's open reaction window on to game time t (ms), one
// planned bot move at a time in the order of their stamps: each is made and settled
// (the clock ticked just past it) before the bots plan again, then the clock ticks to
// t, which settles everything stamped before it; a window such a move opens is played
// on the same way once it has been shown (a window that waits for Shown stands still).
// So every move is made as it would be at any frame rate. A table
// calls it before making a person's move stamped at t; a move stamped at t itself is
// then settled with the person's, as a tie. A planned move the rules refuse by the time
// it is due is dropped (the window moved on). Error: a clock tick refused.
func (l *Local) Advance(t float64) error {
	st := l.m.st
	c, ok := st.(Clocked)
	for range 10000 {
		if !ok || st.Over() || !c.Window().Open || l.waiting {
			return nil
		}
		w := c.Window()
		at := int(math.Floor(t - l.winOpen))
		l.plan.Update(st, l.bots)
		l.plan.floor(c, l.paced)
		if next, ok := l.plan.Next(); ok && next < at {
			for _, mv := range l.plan.Due(st, next) {
				l.Apply(mv)
			}
			if w2 := c.Window(); w2.ID == w.ID && w2.Open && next+1 > w2.Clock && !st.Over() {
				if _, err := l.Apply(c.Tick(next + 1)); err != nil {
					return fmt.Errorf("window clock: %w", err)
				}
			}
			continue
		}
		if at > w.Clock {
			if _, err := l.Apply(c.Tick(at)); err != nil {
				return fmt.Errorf("window clock: %w", err)
			}
		}
		if c.Window().ID == w.ID {
			return nil
		}
	}
	return nil
}

// PlayUntil plays on at once, with stand-ins (stand[seat], a bot for every seat) making
// every move, until done reports true on the spectator's view or the game ends; a
// Clocked game's windows jump from one planned move to the next (Driver). It is for
// tests and demonstrations that start late in a game. Error: a refused move, or no end
// after limit moves.
func (l *Local) PlayUntil(stand []Bot, done func(View) bool, limit int) error {
	d := NewDriver(l.m.st, stand)
	for n := 0; !l.m.st.Over() && !done(l.m.st.View(-1)); n++ {
		if n >= limit {
			return fmt.Errorf("no end after %d moves", limit)
		}
		mv, err := d.Next()
		if err != nil {
			return err
		}
		if _, err := l.Apply(mv); err != nil {
			return fmt.Errorf("move %d %q: %w", n+1, mv.String(), err)
		}
	}
	l.think, l.readyAt = -1, -1
	return nil
}
