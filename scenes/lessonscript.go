package scenes

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"parlor/gameplay/match"
)

// lessonScript plays the scripted seats of a lesson's deal (LessonPart.Script): each
// seat's moves in order, a turn's move at the bots' pace, a move stamped "@MS" inside a
// reaction window when the window's time reaches it. While a seat has moves left its
// bot sits out; then the bot plays on.
type lessonScript struct {
	moves   [][]string  // by seat, the moves still to make
	later   []match.Bot // by seat, the bot that takes over once the moves run out
	readyAt float64     // game ms since which the table has been ready for a turn's move (-1: not)
}

// useScript makes s play script (seat → moves) for the seats that have one: their
// bots sit out until the moves run out. Error: a seat that no bot plays.
func (s *LocalSession) useScript(script map[int][]string) error {
	sc := &lessonScript{moves: make([][]string, len(s.bots)), later: make([]match.Bot, len(s.bots)), readyAt: -1}
	for seat, ms := range script {
		if seat < 0 || seat >= len(s.bots) || s.bots[seat] == nil {
			return fmt.Errorf("the lesson scripts seat %d, which no bot plays", seat)
		}
		if len(ms) == 0 {
			continue
		}
		sc.moves[seat] = slices.Clone(ms)
		// The match.Local shares s.bots: a nil bot is a seat it leaves alone.
		sc.later[seat], s.bots[seat] = s.bots[seat], nil
	}
	s.script = sc
	return nil
}

// endScript drops the moves still scripted: every seat is its bot's again.
func (s *LocalSession) endScript() {
	if s.script == nil {
		return
	}
	for seat := range s.script.moves {
		s.handBack(seat)
	}
	s.script = nil
}

// handBack gives seat back to its bot.
func (s *LocalSession) handBack(seat int) {
	sc := s.script
	sc.moves[seat] = nil
	if sc.later[seat] != nil {
		s.bots[seat], sc.later[seat] = sc.later[seat], nil
	}
}

// runScript makes the scripted moves due now, before the bots' (Pump): in an open
// reaction window, those whose time has come; otherwise the move of the seat to move,
// once the table has been ready to show it for paceMs. Error: a turn's move the rules
// refuse (a fault of the lesson).
func (s *LocalSession) runScript(ready bool, paceMs float64) error {
	sc := s.script
	if sc == nil || s.now == nil {
		return nil
	}
	st := s.Match().Live()
	if st.Over() {
		return nil
	}
	if c, ok := st.(match.Clocked); ok && c.Window().Open {
		sc.readyAt = -1
		return s.scriptWindow(s.now())
	}
	seat := st.ToMove()
	if seat < 0 || seat >= len(sc.moves) || len(sc.moves[seat]) == 0 || stampedText(sc.moves[seat][0]) || !ready {
		sc.readyAt = -1
		return nil
	}
	now := s.now()
	if sc.readyAt < 0 {
		sc.readyAt = now
	}
	if now < sc.readyAt+paceMs {
		return nil
	}
	sc.readyAt = -1
	if err := s.scriptMove(seat); err != nil {
		return fmt.Errorf("the lesson's seat %d: %w", seat, err)
	}
	return nil
}

// scriptWindow makes, in the open reaction window, the stamped scripted moves whose
// time has come by game time t (ms), earliest first: the window is brought up to each
// one's time, then it is made. A move the rules do not accept yet waits for a later
// window.
func (s *LocalSession) scriptWindow(t float64) error {
	sc := s.script
	tried := make([]bool, len(sc.moves))
	for {
		c, ok := s.Match().Live().(match.Clocked)
		if !ok || !c.Window().Open || s.Match().Over() {
			return nil
		}
		seat, at := -1, math.MaxInt
		for i, ms := range sc.moves {
			if tried[i] || len(ms) == 0 || !stampedText(ms[0]) {
				continue
			}
			if a := stampOfText(ms[0]); a < at {
				seat, at = i, a
			}
		}
		opened := s.local.WindowOpened()
		if seat < 0 || opened+float64(at) > t {
			return nil
		}
		tried[seat] = true
		w := c.Window()
		if err := s.local.Advance(opened + float64(at)); err != nil {
			return err
		}
		if c.Window().ID != w.ID || !c.Window().Open {
			continue // the window moved on first: the move waits for the next
		}
		s.scriptMove(seat) // refused: not this window's move; it waits
	}
}

// scriptMove makes seat's next scripted move (a stamped one at its time, or at the
// window's clock when that is later); once the seat's moves run out its bot plays on.
func (s *LocalSession) scriptMove(seat int) error {
	sc := s.script
	st := s.Match().Live()
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
	if _, err := s.local.Apply(mv); err != nil {
		return err
	}
	sc.moves[seat] = sc.moves[seat][1:]
	if len(sc.moves[seat]) == 0 {
		s.handBack(seat)
	}
	return nil
}

// stampedText reports a move in notation made inside a reaction window ("@MS" at its
// end); stampOfText is its time in ms.
func stampedText(m string) bool { return stampOfText(m) >= 0 }

func stampOfText(m string) int {
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

// restamp is m, a move inside the open reaction window, made at ms of the window's time
// instead (m itself outside a window, or in a game without windows).
func (s *LocalSession) restamp(m match.Move, at int) match.Move {
	if c, ok := s.Match().Live().(match.Clocked); ok && c.Window().Open {
		if _, ok := m.(interface{ Stamp() int }); ok {
			return c.Restamp(m, at)
		}
	}
	return m
}
