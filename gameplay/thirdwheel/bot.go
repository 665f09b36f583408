package thirdwheel

import (
	"fmt"

	"parlor/gameplay/cards"
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

// Reaction is a bot level's timing (issue 5): its reaction time is drawn uniformly from
// MinMs..MaxMs (inclusive) for every reaction, and a Third Wheel bot slaps with no pair
// in FalseSlapPct percent of the Snap Match windows it does not otherwise answer.
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
	// it plans nothing. The same view always gives the same answer (the reaction time
	// and the false-slap roll come from a stream derived from the seed, the seat, the
	// window and its version), so a table may ask every frame. The plan holds until the
	// window's Version changes; a planned move whose window closes first is simply
	// dropped (see Planner).
	React(v View) (Move, bool)
}

// NewBot returns a bot of level (easy, normal or hard) for seat; seed seeds its own
// streams (cards.Derive), so the same seed, seat and views give the same moves and the
// same timing. An unknown level is an error naming it.
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

type bot struct {
	level string
	seat  int
	seed  uint64
	r     Reaction
}

// Level is the bot's level.
func (b *bot) Level() string { return b.level }

// stream is the bot's generator for one version of one window.
func (b *bot) stream(w WindowView) cards.RNG {
	return cards.Derive(b.seed, uint64(b.seat+1)<<56|uint64(w.ID)<<20|uint64(w.Version&0xFFFFF))
}

// Choose picks the bot's unstamped move (see Bot).
func (b *bot) Choose(v View) Move {
	if len(v.Legal) == 0 {
		return Move{Seat: b.seat, Kind: MovePass}
	}
	switch {
	case v.Role == ThirdWheel && v.Owes:
		return b.discard(v)
	case v.Role.IsDuo() && v.Phase == PhaseDuo && v.Turn == b.seat:
		if m, ok := b.duoPlay(v); ok {
			return m
		}
	case v.Role == ThirdWheel && v.Phase == PhaseTW:
		if m, ok := b.twAnswer(v); ok {
			return m
		}
		if m, ok := find(v.Legal, MovePass); ok {
			return m
		}
	}
	return v.Legal[0]
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
	w := v.Window
	if v.Role == ThirdWheel {
		if m, ok := find(v.Legal, MoveCounter); ok {
			return m, true
		}
		slap, canSlap := find(v.Legal, MoveSlap)
		if !canSlap {
			return Move{}, false
		}
		if w.Race == RaceOpen {
			return slap, true
		}
		if !w.Snap {
			return Move{}, false
		}
		if top, ok := v.Top(); ok && top.N == w.Card.N && v.PairOnTop() {
			return slap, true
		}
		if m, ok := b.twAnswer(v); ok {
			return m, true
		}
		if roll < b.r.FalseSlapPct {
			return slap, true
		}
		return Move{}, false
	}
	if w.Race == RaceOpen && w.RaceSeat == b.seat {
		if m, ok := find(v.Legal, MoveSlap); ok {
			return m, true
		}
	}
	if m, ok := find(v.Legal, MoveShield); ok && b.shields(v) {
		return m, true
	}
	// RULES.md §3 (Snap Match): the window closes when the next Duo player plays, and a
	// bot plays after its reaction time. So the next Duo bot plans its card at its
	// reaction time, cutting the window short; a human Duo has the whole pace.
	if v.Role.IsDuo() && v.Turn == b.seat {
		if _, ok := find(v.Legal, MovePlay); ok {
			if m, ok := b.duoPlay(v); ok {
				return m, true
			}
		}
	}
	return Move{}, false
}

// shields: easy shields every cancel; normal and hard only one worth 5 points or more.
func (b *bot) shields(v View) bool {
	return b.level == LevelEasy || v.Window.Cancelled >= 5
}

func find(ms []Move, k MoveKind) (Move, bool) {
	for _, m := range ms {
		if m.Kind == k {
			return m, true
		}
	}
	return Move{}, false
}

// discard pays a missed slap: easy gives up its first card; normal and hard the lowest
// suit card (a Wild, Take a Hike and the action cards are kept).
func (b *bot) discard(v View) Move {
	best, bestRank := Move{}, 99
	for _, m := range v.Legal {
		if m.Kind != MoveDiscard {
			continue
		}
		if b.level == LevelEasy {
			return m
		}
		r := m.Card.Rank()
		if r == 0 {
			r = 50 + int(m.Card)
		}
		if r < bestRank {
			best, bestRank = m, r
		}
	}
	if bestRank == 99 {
		return v.Legal[0]
	}
	return best
}

// twAnswer is the Third Wheel's answer to the card just played (match, block, withdraw,
// Read the Room), or false to let it pass (RULES.md §3, Bots):
//   - easy matches whenever it can (a same-rank card first);
//   - normal matches with a same-rank card, with a Wild or Take a Hike only on a card
//     of 8 or more or when the score is one card from 100; blocks and withdraws near 100;
//   - hard matches with a same-rank card, saves its Wilds and Take a Hike for cards of
//     10 or more or a score one card from 100, and near 100 blocks, withdraws or reads
//     the room on the next Duo player.
func (b *bot) twAnswer(v View) (Move, bool) {
	var natural, wild, blk, wdr, room Move
	var hasNat, hasWild, hasBlk, hasWdr, hasRoom bool
	x, _ := v.Top()
	for _, m := range v.Legal {
		switch m.Kind {
		case MoveMatch:
			if m.Card.IsSuit() && !hasNat {
				natural, hasNat = m, true
			} else if !m.Card.IsSuit() && !hasWild {
				wild, hasWild = m, true
			}
		case MoveBlock:
			blk, hasBlk = m, true
		case MoveWithdraw:
			wdr, hasWdr = m, true
		case MoveRoom:
			if !hasRoom || m.Target == b.nextDuo(v) {
				room, hasRoom = m, true
			}
		}
	}
	danger := Target-v.Score <= 14
	switch b.level {
	case LevelEasy:
		if hasNat {
			return natural, true
		}
		return wild, hasWild
	case LevelNormal:
		switch {
		case hasNat:
			return natural, true
		case hasWild && (x.Value >= 8 || danger):
			return wild, true
		case hasBlk && danger:
			return blk, true
		case hasWdr && v.Score >= 90:
			return wdr, true
		}
		return Move{}, false
	}
	switch {
	case hasNat:
		return natural, true
	case hasWild && (x.Value >= 10 || danger):
		return wild, true
	case hasBlk && (danger || x.Value >= 12):
		return blk, true
	case hasWdr && danger:
		return wdr, true
	case hasRoom && danger:
		return room, true
	}
	return Move{}, false
}

// nextDuo is the Duo player who plays next.
func (b *bot) nextDuo(v View) int {
	if v.Phase == PhaseDuo {
		return v.Turn
	}
	if top, ok := v.Top(); ok {
		return v.Partner(top.Seat)
	}
	return v.SeatOf(Duo1)
}

// playValue is what a play adds to the score: its value, a Take a Hike's named rank,
// the last block for Talking Too Much.
func playValue(v View, m Move) int {
	switch {
	case m.Card == Hike:
		return m.Rank
	case m.Card == Talk && len(v.Blocks) > 0:
		return v.Blocks[len(v.Blocks)-1]
	}
	return m.Card.Value()
}

// duoPlay picks the Duo card to play (RULES.md §3, Bots):
//   - easy plays its lowest scoring card (a Take a Hike as a 1), an action card only when
//     it holds nothing else;
//   - normal takes an exact 100 when it can, else its highest card that does not bust
//     (keeping clear of a snap under Snap Match), else a 0-point action card, else its
//     lowest card;
//   - hard plans to land on exactly 100: see hardScore.
func (b *bot) duoPlay(v View) (Move, bool) {
	var plays []Move
	for _, m := range v.Legal {
		if m.Kind == MovePlay && (m.Card != Room || m.Target == b.seat) {
			plays = append(plays, m)
		}
	}
	if len(plays) == 0 {
		return Move{}, false
	}
	top, hasTop := v.Top()
	snaps := func(m Move) bool {
		if !hasTop || !v.Options.Snap {
			return false
		}
		tc := TableCard{Card: m.Card, Rank: m.Card.Rank(), Value: playValue(v, m)}
		if m.Card == Hike {
			tc.Rank = m.Rank
		}
		return pairs(tc, top)
	}
	best, bestScore := plays[0], -1<<30
	for _, m := range plays {
		val := playValue(v, m)
		ns := v.Score + val
		var sc int
		switch b.level {
		case LevelEasy:
			switch {
			case m.Card == Hike && m.Rank != 1:
				continue
			case m.Card.IsAction() && m.Card != Hike:
				sc = -1000
			default:
				sc = -val
			}
		case LevelNormal:
			switch {
			case ns == Target:
				sc = 10000
			case ns > Target:
				sc = -1000 - val
			case m.Card.IsAction() && m.Card != Hike && val == 0:
				sc = -500
			default:
				sc = val
				if snaps(m) {
					sc -= 30
				}
			}
		default:
			sc = b.hardScore(v, m, val, snaps(m))
		}
		if sc > bestScore {
			best, bestScore = m, sc
		}
	}
	return best, true
}

// hardScore rates a hard Duo play: an exact 100 above all; a bust far below; near 100
// the remaining gap is rated by the chance that the partner (unseen cards of that rank,
// and Take a Hike) or the bot itself (a card of that value left in hand) finishes it,
// less the chance the partner is forced to bust; far from 100, progress counts, and a
// Wild is kept back. Under Snap Match a play the Third Wheel can snap is avoided; with
// Double-Down a pair high up the dial is welcome (a floor).
func (b *bot) hardScore(v View, m Move, val int, snaps bool) int {
	ns := v.Score + val
	switch {
	case ns == Target:
		return 100000
	case ns > Target:
		return -50000 + max(BustScore, v.Floor) - val
	}
	unseen := unseenCounts(v)
	total := 0
	for _, n := range unseen {
		total += n
	}
	sc := 0
	gap := Target - ns
	if gap <= 13 && total > 0 {
		finish := unseen[gap] + unseen[0]
		sc += 400 * finish / total
		for _, c := range v.Hand {
			if c != m.Card && (c.Value() == gap || c == Hike) {
				sc += 150
				break
			}
		}
		over := 0
		for r := gap + 1; r <= 14; r++ {
			over += unseen[r]
		}
		sc -= 300 * over / total * over / total
		sc += 200 // close to the target
	} else {
		sc += ns * 2
		if gap <= 20 {
			sc -= 40 // a gap of 14..20 needs two more cards and invites a bust
		}
	}
	if m.Card == Wild {
		sc -= 60
	}
	if m.Card.IsAction() && m.Card != Hike && val == 0 {
		sc -= 30
	}
	if snaps {
		sc -= 150
	}
	if v.Options.DoubleDown && !v.Options.Snap && ns >= 60 {
		if top, ok := v.Top(); ok {
			tc := TableCard{Card: m.Card, Rank: m.Card.Rank(), Value: val}
			if m.Card == Hike {
				tc.Rank = m.Rank
			}
			if pairs(tc, top) {
				sc += ns
			}
		}
	}
	return sc
}

// unseenCounts counts the cards the view cannot place, by value: index 1..13 the suit
// cards of that rank, 14 the Wilds, 0 the Take a Hike cards (they can stand for any
// rank). Other action cards are not counted.
func unseenCounts(v View) [15]int {
	var n [15]int
	for r := 1; r <= 13; r++ {
		n[r] = 4
	}
	if v.Options.Actions {
		n[0] = 2
	} else {
		n[14] = 2
	}
	seen := func(c Card) {
		switch {
		case c.IsSuit():
			n[c.Rank()]--
		case c == Wild:
			n[14]--
		case c == Hike:
			n[0]--
		}
	}
	for _, c := range v.Hand {
		seen(c)
	}
	for _, t := range v.Table {
		seen(t.Card)
	}
	for _, c := range v.Out {
		seen(c)
	}
	for i := range n {
		n[i] = max(n[i], 0)
	}
	return n
}
