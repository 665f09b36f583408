package lesson

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"parlor/gameplay/match"
)

// Script plays the scripted seats of a lesson's deal (Part.Script) on a match.Local:
// each seat's moves in order, a turn's move at the bots' pace, a move stamped "@MS"
// inside a reaction window when the window's time reaches it. While a seat has moves
// left its bot sits out; then the bot plays on.
type Script struct {
	local   *match.Local
	bots    []match.Bot // the slice local plays its bots from (a nil bot: a seat it leaves alone)
	moves   [][]string  // by seat, the moves still to make
	later   []match.Bot // by seat, the bot that takes over once the moves run out
	readyAt float64     // game ms since which the table has been ready for a turn's move (-1: not)
}

// NewScript makes script (seat → moves) play on local, whose bots are bots (the very
// slice local shares: a scripted seat's bot is taken out of it until its moves run
// out). Error: a seat that no bot plays.
func NewScript(local *match.Local, bots []match.Bot, script map[int][]string) (*Script, error) {
	sc := &Script{local: local, bots: bots, moves: make([][]string, len(bots)), later: make([]match.Bot, len(bots)), readyAt: -1}
	for seat, ms := range script {
		if seat < 0 || seat >= len(bots) || bots[seat] == nil {
			return nil, fmt.Errorf("the lesson scripts seat %d, which no bot plays", seat)
		}
		if len(ms) == 0 {
			continue
		}
		sc.moves[seat] = slices.Clone(ms)
		sc.later[seat], bots[seat] = bots[seat], nil
	}
	return sc, nil
}

// End drops the moves still scripted: every seat is its bot's again.
func (sc *Script) End() {
	for seat := range sc.moves {
		sc.handBack(seat)
	}
}

// handBack gives seat back to its bot.
func (sc *Script) handBack(seat int) {
	sc.moves[seat] = nil
	if sc.later[seat] != nil {
		sc.bots[seat], sc.later[seat] = sc.later[seat], nil
	}
}

// Run makes the scripted moves due at game time now (ms), before the bots': in an open
// reaction window, those whose time has come; otherwise the move of the seat to move,
// once the table has been ready to show it (ready) for paceMs. Error: a turn's move
// the rules refuse (a fault of the lesson).
func (sc *Script) Run(now float64, ready bool, paceMs float64) error {
	st := sc.local.Match().Live()
	if st.Over() {
		return nil
	}
	if c, ok := st.(match.Clocked); ok && c.Window().Open {
		sc.readyAt = -1
		return sc.Window(now)
	}
	seat := st.ToMove()
	if seat < 0 || seat >= len(sc.moves) || len(sc.moves[seat]) == 0 || stamped(sc.moves[seat][0]) || !ready {
		sc.readyAt = -1
		return nil
	}
	if sc.readyAt < 0 {
		sc.readyAt = now
	}
	if now < sc.readyAt+paceMs {
		return nil
	}
	sc.readyAt = -1
	if err := sc.move(seat); err != nil {
		return fmt.Errorf("the lesson's seat %d: %w", seat, err)
	}
	return nil
}

// Window makes, in the open reaction window, the stamped scripted moves whose time has
// come by game time t (ms), earliest first: the window is brought up to each one's
// time, then it is made. A move the rules do not accept yet waits for a later window.
// Error: the match could not be brought up to a move's time.
func (sc *Script) Window(t float64) error {
	m := sc.local.Match()
	tried := make([]bool, len(sc.moves))
	for {
		c, ok := m.Live().(match.Clocked)
		if !ok || !c.Window().Open || m.Over() || sc.local.Waiting() {
			return nil // (a window that waits to be shown has no time yet)
		}
		seat, at := -1, math.MaxInt
		for i, ms := range sc.moves {
			if tried[i] || len(ms) == 0 || !stamped(ms[0]) {
				continue
			}
			if a := stampOf(ms[0]); a < at {
				seat, at = i, a
			}
		}
		opened := sc.local.WindowOpened()
		if seat < 0 || opened+float64(at) > t {
			return nil
		}
		tried[seat] = true
		w := c.Window()
		if err := sc.local.Advance(opened + float64(at)); err != nil {
			return err
		}
		if c.Window().ID != w.ID || !c.Window().Open {
			continue // the window moved on first: the move waits for the next
		}
		sc.move(seat) // refused: not this window's move; it waits
	}
}

// move makes seat's next scripted move (a stamped one at its time, or at the window's
// clock when that is later); once the seat's moves run out its bot plays on.
func (sc *Script) move(seat int) error {
	st := sc.local.Match().Live()
	mv, err := st.ParseMove(sc.moves[seat][0])
	if err != nil {
		return err
	}
	if mv.MoveSeat() != seat {
		return fmt.Errorf("%q is not seat %d's move now", sc.moves[seat][0], seat)
	}
	if c, ok := st.(match.Clocked); ok && c.Window().Open {
		if st, ok := mv.(interface{ Stamp() int }); ok && st.Stamp() < c.Window().Clock {
			mv = c.Restamp(mv, c.Window().Clock)
		}
	}
	if _, err := sc.local.Apply(mv); err != nil {
		return err
	}
	sc.moves[seat] = sc.moves[seat][1:]
	if len(sc.moves[seat]) == 0 {
		sc.handBack(seat)
	}
	return nil
}

// stamped reports a move in notation made inside a reaction window ("@MS" at its
// end); stampOf is its time in ms (-1: none).
func stamped(m string) bool { return stampOf(m) >= 0 }

func stampOf(m string) int {
	i := strings.LastIndexByte(m, '@')
	if i < 0 {
		return -1
	}
	n := 0
	for _, r := range strings.TrimSpace(m[i+1:]) {
		if r < '0' || r > '9' || n > 1e7 {
			return -1
		}
		n = n*10 + int(r-'0')
	}
	return n
}

// Restamp is m, a move inside st's open reaction window, made at ms of the window's
// time instead (m itself outside a window, or in a game without windows).
func Restamp(st match.State, m match.Move, at int) match.Move {
	if c, ok := st.(match.Clocked); ok && c.Window().Open {
		if _, ok := m.(interface{ Stamp() int }); ok {
			return c.Restamp(m, at)
		}
	}
	return m
}
