package thirdwheel

import (
	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Hint is advice for the seat to move, and why, in words for the player.
type Hint = match.Hint[Move]

// hintDeals is how many games a hint plays out for each move it weighs.
const hintDeals = 1000

// HintFor advises the seat of v on a decision of its own, with why in the words of the
// review (Review): a Duo player's card on its turn (also while a Snap Match window is
// open: playing it closes the window), the Third Wheel's answer on its turn, and its
// penalty discard. The move is the one of the hard Third Wheel's look-ahead over
// hintDeals sampled games (the samples of a bot seeded 0), with the share of them the
// seat's side won after it and after the next best move; a move that is the only
// choice says why. ok is false for everything else: another seat's turn, and the
// answers, slaps, shields and counters of a reaction window, which are races where
// advice would come too late. A stamped move carries the window's clock, so it is
// legal as given.
func HintFor(v View) (Hint, bool) {
	if v.Seat < 0 || v.Seat > 2 || v.Phase == PhaseOver || len(v.Legal) == 0 {
		return Hint{}, false
	}
	b := &bot{level: LevelHard, seat: v.Seat, r: Reactions[LevelHard]}
	if v.Role == ThirdWheel && v.Owes {
		m := b.discard(v)
		why := match.Say("Discard %s for the missed slap: your lowest card, so you keep the cards that match and answer.", m.Card)
		return Hint{Move: m, Why: why}, true
	}
	duoTurn := v.Role.IsDuo() && v.Turn == v.Seat && v.Phase == PhaseDuo
	twTurn := v.Role == ThirdWheel && v.Phase == PhaseTW && v.ToMove == v.Seat && !v.Window.Open
	if !duoTurn && !twTurn {
		return Hint{}, false
	}
	var a Appraiser
	var m Move
	var why match.Words
	if a.begin(v, cards.Derive(0, uint64(v.Seat)), hintDeals) {
		for !a.Step() {
		}
		m, why = a.sr.cands[a.best].m, a.hintWhy()
	} else if m, why = onlyMove(b, v); why.Format == "" {
		return Hint{}, false
	}
	if v.Window.Open && m.Kind.stamped() {
		m.At = v.Window.Clock
	}
	return Hint{Move: m, Why: why}, true
}

// onlyMove is the move of a seat with one choice and why (no words when it has none).
func onlyMove(b *bot, v View) (Move, match.Words) {
	if v.Role.IsDuo() {
		if plays := b.duoPlays(v); len(plays) == 1 {
			m := plays[0]
			return m, match.Say("Play %s: it is the only card you can play.", playArg(m))
		}
		return Move{}, match.Words{}
	}
	top, _ := v.Top()
	if m, ok := find(v.Legal, MovePass); ok && len(b.twAnswers(v)) < 2 {
		return m, match.Say("Let %s go by: no card of yours matches it or answers it.", top.Card)
	}
	return Move{}, match.Words{}
}
