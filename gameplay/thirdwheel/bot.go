package thirdwheel

import (
	"fmt"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/internal/clip"
)

// Bot levels, as named on the command line and in the lobby.
const (
	LevelEasy   = "easy"
	LevelNormal = "normal"
	LevelHard   = "hard"
)

// Levels lists the bot levels, weakest first.
var Levels = []string{LevelEasy, LevelNormal, LevelHard}

// Reaction is a bot level's timing: its reaction time, in ms of game time, is drawn
// uniformly from MinMs..MaxMs (inclusive) for every reaction, and a Third Wheel bot
// slaps with no pair in FalseSlapPct percent of the Snap Match windows it does not
// otherwise answer (a miss, which costs it a card).
type Reaction struct {
	MinMs, MaxMs int
	FalseSlapPct int
}

// Reactions of the three levels: easy 700–1000 ms and 10% false slaps, normal 450–700
// ms and 4%, hard 250–450 ms and 1%.
var Reactions = map[string]Reaction{
	LevelEasy:   {MinMs: 700, MaxMs: 1000, FalseSlapPct: 10},
	LevelNormal: {MinMs: 450, MaxMs: 700, FalseSlapPct: 4},
	LevelHard:   {MinMs: 250, MaxMs: 450, FalseSlapPct: 1},
}

// Bot plays one seat from that seat's View only, never the State.
type Bot interface {
	// Level is easy, normal or hard.
	Level() string
	// Choose returns the bot's unstamped move; call it when v.ToMove is the bot's seat.
	// The move is one of v.Legal.
	Choose(v View) Move
	// React returns the stamped move the bot plans in the open window of v (a slap, an
	// answer, a shield, the next Duo card…) with At = when it will make it: its
	// reaction time after v.Window.Since, never before v.Window.Clock. ok is false when
	// it plans nothing. The same view always gives the same answer (the reaction time,
	// the false-slap roll and a hard bot's samples come from streams derived from the
	// seed, the seat and the view), so a table may ask every frame. The plan holds
	// until the window's Version changes; a planned move whose window closes first is
	// simply dropped (see match.Planner).
	React(v View) (Move, bool)
}

// NewBot returns a bot of level (easy, normal or hard) for seat; seed seeds its own
// streams (cards.Derive), so the same seed, seat and views give the same moves and the
// same timing. An unknown level is an error naming it. The bot thinks in slices
// (match.ThinkerOf: Begin, Step, Result): a hard Third Wheel's look-ahead takes a few
// Steps.
func NewBot(level string, seat int, seed uint64) (Bot, error) {
	r, ok := Reactions[level]
	if !ok {
		return nil, fmt.Errorf("unknown thirdwheel bot level %s (want easy, normal or hard)", clip.Quote(level))
	}
	if seat < 0 || seat > 2 {
		return nil, fmt.Errorf("thirdwheel seats are 0, 1 and 2, not %d", seat)
	}
	return &bot{level: level, seat: seat, seed: seed, r: r}, nil
}

var _ match.ThinkerOf[View, Move] = (*bot)(nil)

type bot struct {
	level string
	seat  int
	seed  uint64
	r     Reaction

	// Sliced thinking: the view, the search under way (hard), the move decided.
	v      View
	sr     *search
	m      Move
	thinks bool
}

// Level is the bot's level.
func (b *bot) Level() string { return b.level }

func (b *bot) hard() bool { return b.level == LevelHard }

// stream is the bot's generator for one version of one window.
func (b *bot) stream(w WindowView) cards.RNG {
	return cards.Derive(b.seed, uint64(b.seat+1)<<56|uint64(w.ID)<<20|uint64(w.Version&0xFFFFF))
}

// Choose picks the bot's unstamped move (see Bot): Begin, every Step, Result.
func (b *bot) Choose(v View) Move { return match.Decide[View, Move](b, v) }

// Begin starts a decision for v (match.ThinkerOf).
func (b *bot) Begin(v View) {
	b.v, b.sr, b.m, b.thinks = v, nil, Move{}, true
	if m, ok := b.quick(v); ok {
		b.m, b.thinks = m, false
		return
	}
	b.sr = b.beginSearch(v, b.twAnswers(v))
}

// Step thinks one slice; it reports whether the decision is made (match.ThinkerOf).
func (b *bot) Step() bool {
	if !b.thinks {
		return true
	}
	if b.sr.step(searchSlice) {
		b.m, b.thinks = b.sr.best(), false
	}
	return !b.thinks
}

// Result is the move decided (match.ThinkerOf).
func (b *bot) Result() Move {
	for !b.Step() {
	}
	m := b.m
	b.sr = nil
	return m
}

// quick is the move when it needs no look-ahead (every decision but a hard Third
// Wheel's answer on its turn); false: search over its answers.
func (b *bot) quick(v View) (Move, bool) {
	if len(v.Legal) == 0 {
		return Move{Seat: b.seat, Kind: MovePass}, true
	}
	switch {
	case v.Role == ThirdWheel && v.Owes:
		return b.discard(v), true
	case v.Role.IsDuo() && v.Phase == PhaseDuo && v.Turn == b.seat:
		if plays := b.duoPlays(v); len(plays) > 0 {
			return b.duoPlay(v, plays), true
		}
	case v.Role == ThirdWheel && v.Phase == PhaseTW:
		if b.hard() && len(b.twAnswers(v)) > 1 {
			return Move{}, false
		}
		if m, ok := b.twAnswer(v); ok {
			return m, true
		}
		if m, ok := find(v.Legal, MovePass); ok {
			return m, true
		}
	}
	return v.Legal[0], true
}

// React plans the bot's stamped move in the open window (see Bot).
func (b *bot) React(v View) (Move, bool) {
	w := v.Window
	if !w.Open || v.Phase == PhaseOver || len(w.Pending) > 0 || (v.Role == ThirdWheel && v.Owes) {
		return Move{}, false
	}
	rng := b.stream(w)
	delay := b.r.MinMs + rng.IntN(b.r.MaxMs-b.r.MinMs+1)
	roll := rng.IntN(100)
	m, ok := b.reaction(v, roll)
	if !ok {
		return Move{}, false
	}
	m.At = max(w.Clock, w.Since+delay)
	return m, true
}

// reaction picks the bot's move in the window (unstamped).
func (b *bot) reaction(v View, roll int) (Move, bool) {
	if v.Role == ThirdWheel {
		return b.twReaction(v, roll)
	}
	w := v.Window
	if w.Race == RaceOpen && w.RaceSeat == b.seat {
		if m, ok := find(v.Legal, MoveSlap); ok {
			return m, true
		}
	}
	if m, ok := find(v.Legal, MoveShield); ok && b.shields(v) {
		return m, true
	}
	// docs/rules/thirdwheel.md#pace: under Snap Match the window closes when the
	// next Duo player plays, and a bot plays after its reaction time. So the next
	// Duo bot plans its card at its reaction time, cutting the window short; a
	// human Duo has the whole pace.
	if v.Turn == b.seat {
		if plays := b.duoPlays(v); len(plays) > 0 {
			return b.duoPlay(v, plays), true
		}
	}
	return Move{}, false
}

// shields: easy shields every cancel; normal and hard one worth 5 points or more, and
// hard any cancel once the score is 80 or more.
func (b *bot) shields(v View) bool {
	return b.level == LevelEasy || v.Window.Cancelled >= 5 || b.hard() && v.Score+v.Window.Cancelled >= 80
}

func find(ms []Move, k MoveKind) (Move, bool) {
	for _, m := range ms {
		if m.Kind == k {
			return m, true
		}
	}
	return Move{}, false
}
