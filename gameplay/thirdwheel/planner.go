package thirdwheel

import (
	"errors"
	"fmt"
)

// Planner holds the bots' planned stamped moves for the open reaction window, so a table
// (or a headless run) can make each one when the window's clock reaches its stamp, and
// drop it when the window, or the game, ends first: a pending bot slap is cancelled,
// never made late (RULES.md §3). It decides nothing itself: plans come from Bot.React on
// each bot seat's View. The zero Planner is ready to use.
type Planner struct {
	plans [3]plan
}

type plan struct {
	asked   bool // React was asked for this window version
	ok      bool // a move is planned (and not yet handed out)
	m       Move
	window  int
	version int
}

// Update refreshes the plans: for each bot seat (bots[seat] nil: a human seat), a plan
// made for an older window, or for an older version of this window, is dropped and the
// bot is asked again (Bot.React on its View). It returns the planned moves cancelled
// because their window closed (or the game ended) before they were due.
func (p *Planner) Update(s *State, bots [3]Bot) []Move {
	var cancelled []Move
	w := &s.win
	live := w.open && s.phase != PhaseOver
	for seat, b := range bots {
		pl := &p.plans[seat]
		if live && pl.asked && pl.window == w.id && pl.version == w.version {
			continue
		}
		if pl.ok && (!live || pl.window != w.id) {
			cancelled = append(cancelled, pl.m)
		}
		*pl = plan{}
		if b == nil || !live {
			continue
		}
		m, ok := b.React(s.View(seat))
		*pl = plan{asked: true, ok: ok, m: m, window: w.id, version: w.version}
	}
	return cancelled
}

// Next is the earliest stamp among the plans (ok false when nothing is planned).
func (p *Planner) Next() (at int, ok bool) {
	for _, pl := range p.plans {
		if pl.ok && (!ok || pl.m.At < at) {
			at, ok = pl.m.At, true
		}
	}
	return at, ok
}

// Due hands out the planned moves stamped at or before now, in seat order, and forgets
// them (the bot is not asked again until the window's version changes). A stamp the
// window's clock has already passed is moved up to the clock, so the move stays legal.
func (p *Planner) Due(s *State, now int) []Move {
	var out []Move
	for seat := range p.plans {
		pl := &p.plans[seat]
		if pl.ok && pl.m.At <= now {
			m := pl.m
			if s.win.open && m.At < s.win.clock {
				m.At = s.win.clock
			}
			out = append(out, m)
			pl.ok = false
		}
	}
	return out
}

// Driver plays a game headlessly with a bot on every seat: Next gives the next move to
// Apply. Time jumps from one planned move to the next: when the game waits on a seat
// (State.ToMove), that bot chooses; otherwise every due planned move is made, then the
// clock ticks just past it (or to the window's deadline). The same seed and bots give
// the same moves, races included, on every run.
type Driver struct {
	s    *State
	bots [3]Bot
	plan Planner
	due  []Move
}

// NewDriver drives s with bots (one per seat, none nil).
func NewDriver(s *State, bots [3]Bot) *Driver { return &Driver{s: s, bots: bots} }

// Next returns the next move to Apply to the driven state. Errors: the game is over, or a
// seat has no bot.
func (d *Driver) Next() (Move, error) {
	s := d.s
	if s.Over() {
		return Move{}, errors.New("the game is over")
	}
	if seat := s.ToMove(); seat >= 0 {
		if d.bots[seat] == nil {
			return Move{}, fmt.Errorf("seat %d has no bot", seat)
		}
		return d.bots[seat].Choose(s.View(seat)), nil
	}
	if !s.win.open {
		return Move{}, errors.New("internal error: nobody to move and no window open")
	}
	if len(d.due) > 0 {
		m := d.due[0]
		d.due = d.due[1:]
		return m, nil
	}
	d.plan.Update(s, d.bots)
	t := s.win.deadline
	if at, ok := d.plan.Next(); ok && at < t {
		t = at
	}
	for _, q := range s.win.pending {
		t = min(t, q.m.At)
	}
	if t < s.win.deadline {
		if due := d.plan.Due(s, t); len(due) > 0 {
			d.due = due[1:]
			return due[0], nil
		}
		return Tick(t + 1), nil
	}
	return Tick(s.win.deadline), nil
}

// PlayBots plays s to the end with a Driver and returns the moves made. It stops with an
// error after limit moves, or if a bot's move is refused.
func PlayBots(s *State, bots [3]Bot, limit int) ([]Move, error) {
	d := NewDriver(s, bots)
	var moves []Move
	for !s.Over() {
		if len(moves) >= limit {
			return moves, fmt.Errorf("no end after %d moves", limit)
		}
		m, err := d.Next()
		if err != nil {
			return moves, err
		}
		if _, err := s.Apply(m); err != nil {
			return moves, fmt.Errorf("move %d %q: %w", len(moves)+1, m.String(), err)
		}
		moves = append(moves, m)
	}
	return moves, nil
}
