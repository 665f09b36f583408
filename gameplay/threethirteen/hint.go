package threethirteen

import (
	"parlor/gameplay/cards"
	"parlor/gameplay/match"
)

// Hint is advice for the seat to move, and why, in words for the player.
type Hint = match.Hint[Move]

// HintFor advises the seat of v on its turn ("what should I take and discard?"): the
// hard bot's move, and why in the words of the review (Review): what it leaves, and
// what the next best move would leave (docs/rules/threethirteen.md#scoring). For a
// view whose counts do not add up (one no game gives), the exact meld solver over
// what the seat can see decides:
//   - to draw: take the top discard when the best hand after taking it (and discarding
//     its best other card; with forbid-retake never the card taken) leaves less than the
//     average best hand after a stock card, averaged over every card the seat has not
//     seen (the stock's possible top cards); otherwise draw from the stock;
//   - to discard: go out when a discard leaves the rest all in melds; otherwise discard
//     the card whose loss leaves the least leftover (points), the higher card on a tie
//     (it costs more if it stays).
//
// ok is false when it is not the seat's turn.
func HintFor(v View) (h Hint, ok bool) {
	if !v.MyTurn() {
		return Hint{}, false
	}
	if h, ok := NewAppraiser().Hint(v); ok {
		return h, true
	}
	switch v.Phase {
	case PhaseDraw:
		return drawHint(&v), true
	default:
		return discardHint(&v), true
	}
}

// bestDiscard is the card of hand to discard (never skip) and the penalty left after it.
func bestDiscardOf(hand []cards.Card, wild cards.Rank, skip cards.Card) (cards.Card, int) {
	best, bestPen := cards.Card{}, -1
	rest := make([]cards.Card, 0, len(hand))
	for i, c := range hand {
		if c == skip || (i > 0 && hand[i-1] == c) {
			continue
		}
		rest = append(rest[:0], hand[:i]...)
		rest = append(rest, hand[i+1:]...)
		pen := Penalty(rest, wild)
		if bestPen < 0 || pen < bestPen || pen == bestPen && CardValue(c) > CardValue(best) {
			best, bestPen = c, pen
		}
	}
	return best, bestPen
}

func drawHint(v *View) Hint {
	top, ok := v.DiscardTop()
	draw := Hint{Move: Move{Seat: v.Seat, Kind: DrawStock}}
	if !ok {
		draw.Why = match.Say("Draw from the stock: the discard pile is empty.")
		return draw
	}
	now := Penalty(v.Hand, v.Wild)
	skip := cards.Card{}
	if v.Options.ForbidRetake {
		skip = top
	}
	with := append(append([]cards.Card(nil), v.Hand...), top)
	_, take := bestDiscardOf(with, v.Wild, skip)
	takeMove := Hint{Move: Move{Seat: v.Seat, Kind: TakeDiscard}}
	if v.StockSize == 0 && len(v.Discard) < 2 {
		takeMove.Why = match.Say("Take the %s: the stock is empty and cannot be rebuilt.", top)
		return takeMove
	}
	unseen := unseenCards(v)
	if len(unseen) == 0 {
		draw.Why = match.Say("Draw from the stock: nothing is known of it.")
		return draw
	}
	total := 0
	for _, c := range unseen {
		h := append(append([]cards.Card(nil), v.Hand...), c)
		_, pen := bestDiscardOf(h, v.Wild, cards.Card{})
		total += pen
	}
	avg := float64(total) / float64(len(unseen))
	if float64(take) < avg {
		takeMove.Why = match.Say("Take the %[1]s: your leftover would fall from %[2]s to %[3]s; a stock card leaves %[4]s on average.", top, now, match.Count{N: take, Noun: "point"}, avg)
		return takeMove
	}
	draw.Why = match.Say("Draw from the stock: it leaves %[1]s points on average; the %[2]s would leave %[3]s.", avg, top, take)
	return draw
}

func discardHint(v *View) Hint {
	skip := cards.Card{}
	if v.Options.ForbidRetake {
		skip = v.Took
	}
	c, pen := bestDiscardOf(v.Hand, v.Wild, skip)
	if pen == 0 {
		return Hint{Move: Move{Seat: v.Seat, Kind: GoOut, Card: c}, Why: match.Say("Go out with the %s: the rest of your hand is all melds.", c)}
	}
	return Hint{Move: Move{Seat: v.Seat, Kind: Discard, Card: c},
		Why: match.Say("Discard the %[1]s: it leaves %[2]s unmatched, the least of any discard.", c, match.Count{N: pen, Noun: "point"})}
}

// unseenCards are the cards of the shoe that the seat has not seen: not in its hand,
// not in the discard pile, and not held by another seat that took it from the pile (and
// has not thrown it back).
func unseenCards(v *View) []cards.Card {
	shoe, err := cards.NewShoe(DecksFor(v.Players))
	if err != nil {
		return nil
	}
	seen := cards.Counts(v.Hand)
	for _, c := range v.Discard {
		seen[c]++
	}
	for s, taken := range v.Taken {
		if s == v.Seat {
			continue
		}
		// What s took and has not thrown back is in its hand.
		held := cards.Counts(taken)
		for _, c := range v.Discarded[s] {
			if held[c] > 0 {
				held[c]--
			}
		}
		for c, n := range held {
			seen[c] += n
		}
	}
	out := make([]cards.Card, 0, len(shoe))
	for _, c := range shoe {
		if seen[c] > 0 {
			seen[c]--
			continue
		}
		out = append(out, c)
	}
	return out
}
