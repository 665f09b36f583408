package match

import (
	"errors"
	"fmt"
	"slices"
)

// Planner holds the bots' planned stamped moves for a Clocked game's open reaction
// window, so that a table (or a headless run) makes each one when the window's clock
// reaches its stamp, and drops it when the window, or the game, ends first: a pending
// bot slap is cancelled, never made late (docs/rules/thirdwheel.md#slap-races). It
// decides nothing itself: plans come from each bot's React on its seat's view. The
// zero Planner is ready to use.
type Planner struct {
	plans []plan
}

type plan struct {
	asked   bool // React was asked for this window version
	ok      bool // a move is planned and not yet handed out
	m       Move
	window  int
	version int
}

// Update refreshes the plans: for each bot seat (bots[seat] nil or not a Reactor: no
// plans), a plan made for an older window, or an older version of this window, is
// dropped and the bot asked again. It returns the planned moves cancelled because their
// window closed (or the game ended) before they were due.
func (p *Planner) Update(s State, bots []Bot) []Move {
	c, ok := s.(Clocked)
	if !ok {
		return nil
	}
	if len(p.plans) != len(bots) {
		p.plans = make([]plan, len(bots))
	}
	w := c.Window()
	live := w.Open && !s.Over()
	var cancelled []Move
	for seat, b := range bots {
		pl := &p.plans[seat]
		if live && pl.asked && pl.window == w.ID && pl.version == w.Version {
			continue
		}
		if pl.ok && (!live || pl.window != w.ID) {
			cancelled = append(cancelled, pl.m)
		}
		*pl = plan{}
		r, isReactor := b.(Reactor)
		if b == nil || !isReactor || !live {
			continue
		}
		m, ok := r.React(s.View(seat))
		*pl = plan{asked: true, ok: ok, m: m, window: w.ID, version: w.Version}
	}
	return cancelled
}

// floor raises every planned Paced move stamped before least (ms of window time) to
// least (Local.PaceCards).
func (p *Planner) floor(c Clocked, least int) {
	if least <= 0 {
		return
	}
	for i := range p.plans {
		pl := &p.plans[i]
		if pc, ok := pl.m.(Paced); ok && pl.ok && pc.Paced() && stampOf(pl.m) < least {
			pl.m = c.Restamp(pl.m, least)
		}
	}
}

// Next is the earliest stamp among the plans (ok false when nothing is planned).
func (p *Planner) Next() (at int, ok bool) {
	for _, pl := range p.plans {
		if pl.ok && (!ok || stampOf(pl.m) < at) {
			at, ok = stampOf(pl.m), true
		}
	}
	return at, ok
}

// Due hands out the planned moves stamped at or before now, in the order of their
// stamps (seat order among equal stamps), and forgets them (the bot is not asked again
// until the window's version changes). A stamp the window's clock has already passed is
// moved up to the clock, so the move stays legal.
func (p *Planner) Due(s State, now int) []Move {
	c, ok := s.(Clocked)
	if !ok {
		return nil
	}
	w := c.Window()
	var out []Move
	for seat := range p.plans {
		pl := &p.plans[seat]
		if pl.ok && stampOf(pl.m) <= now {
			m := pl.m
			if w.Open && stampOf(m) < w.Clock {
				m = c.Restamp(m, w.Clock)
			}
			out = append(out, m)
			pl.ok = false
		}
	}
	slices.SortStableFunc(out, func(a, b Move) int { return stampOf(a) - stampOf(b) })
	return out
}

func stampOf(m Move) int {
	if s, ok := m.(interface{ Stamp() int }); ok {
		return s.Stamp()
	}
	return 0
}

// Driver plays a game headlessly with a bot on every seat: Next gives the next move to
// apply. Turn-based: the bot of the seat to move decides from its view. In a Clocked
// game's open window time jumps from one planned bot move to the next: every due planned
// move is made, then the clock ticks just past it (or to the window's deadline). The same
// seed and bots give the same moves, races included, on every run.
type Driver struct {
	s    State
	bots []Bot
	plan Planner
	due  []Move
}

// NewDriver drives s (which the caller applies Next's moves to) with bots, one per seat.
func NewDriver(s State, bots []Bot) *Driver { return &Driver{s: s, bots: bots} }

// Next returns the next move to apply to the driven state. Errors: the game is over, a
// seat to move has no bot, or nobody can move.
func (d *Driver) Next() (Move, error) {
	s := d.s
	if s.Over() {
		return nil, errors.New("the game is over")
	}
	if seat := s.ToMove(); seat >= 0 {
		if seat >= len(d.bots) || d.bots[seat] == nil {
			return nil, fmt.Errorf("seat %d has no bot", seat)
		}
		return Choose(d.bots[seat], s.View(seat)), nil
	}
	c, ok := s.(Clocked)
	if !ok || !c.Window().Open {
		return nil, errors.New("internal error: nobody to move and no window open")
	}
	if len(d.due) > 0 {
		m := d.due[0]
		d.due = d.due[1:]
		return m, nil
	}
	d.plan.Update(s, d.bots)
	w := c.Window()
	t := w.Deadline
	if at, ok := d.plan.Next(); ok && at < t {
		t = at
	}
	if w.HasPending {
		t = min(t, w.Pending)
	}
	if t < w.Deadline {
		if due := d.plan.Due(s, t); len(due) > 0 {
			d.due = due[1:]
			return due[0], nil
		}
		return c.Tick(t + 1), nil
	}
	return c.Tick(w.Deadline), nil
}

// NewDriver drives the match's live state with bots (apply Next's moves with m.Apply).
// A Truncate rebuilds the state: make a new Driver after one.
func (m *Match) NewDriver(bots []Bot) *Driver { return NewDriver(m.st, bots) }

// Play plays m to the end with a Driver and returns the number of moves made. It stops
// with an error after limit moves, or when a bot's move is refused.
func Play(m *Match, bots []Bot, limit int) (int, error) {
	d := m.NewDriver(bots)
	n := 0
	for !m.Over() {
		if n >= limit {
			return n, fmt.Errorf("no end after %d moves", limit)
		}
		mv, err := d.Next()
		if err != nil {
			return n, err
		}
		if _, err := m.Apply(mv); err != nil {
			return n, fmt.Errorf("move %d %q by a bot: %w", n+1, mv.String(), err)
		}
		n++
	}
	return n, nil
}
