package thirdwheel

// The Duo bots' card (docs/rules/thirdwheel.md#bots): easy plays its lowest card;
// normal takes an exact 100, climbs with its highest cards and, closer, leaves a gap a
// card can close; hard plans to land exactly on 100: it weighs each card by look-ahead
// (search.go), using what the table has shown about the hidden hands.

// duoPlays are the plays a Duo bot considers: every card in its hand; a Take a Hike as
// a 1, as 13, as the rank that finishes, and as the ranks that leave a gap of 9 to 11;
// a Read the Room with its own hand.
func (b *bot) duoPlays(v View) []Move {
	gap := Target - v.Score
	var out []Move
	for _, m := range v.Legal {
		if m.Kind != MovePlay || (m.Card == Room && m.Target != b.seat) {
			continue
		}
		if m.Card == Hike {
			r := m.Rank
			if r != 1 && r != 13 && r != gap && (r < gap-11 || r > gap-9) {
				continue
			}
		}
		out = append(out, m)
	}
	return out
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

// snaps reports whether m would pair with the top table card under Snap Match (the
// Third Wheel could snap it).
func snaps(v View, m Move) bool { return v.Options.Snap && pairsTop(&v, m) }

// pairsTop reports whether the play m would pair with the top table card.
func pairsTop(v *View, m Move) bool {
	top, ok := v.Top()
	if !ok {
		return false
	}
	tc := TableCard{Card: m.Card, Rank: m.Card.Rank(), Value: playValue(*v, m)}
	if m.Card == Hike {
		tc.Rank = m.Rank
	}
	return pairs(tc, top)
}

// duoPlay is the Duo card by the bot's heuristic (the whole choice for easy and normal,
// the first candidate of a hard search):
//   - easy plays its lowest scoring card (a Take a Hike as a 1), an action card only
//     when it holds nothing else;
//   - normal takes an exact 100 when it can, else its highest card that does not bust
//     (keeping clear of a snap under Snap Match), else a 0-point action card, else its
//     lowest card;
//   - hard: see hardScore.
func (b *bot) duoPlay(v View, plays []Move) Move {
	var k *knowledge
	if b.hard() {
		k = know(&v)
	}
	best, bestScore := plays[0], -1e18
	for _, m := range plays {
		val := playValue(v, m)
		ns := v.Score + val
		var sc float64
		switch b.level {
		case LevelEasy:
			switch {
			case m.Card == Hike && m.Rank != 1:
				continue
			case m.Card.IsAction() && m.Card != Hike:
				sc = -1000
			default:
				sc = float64(-val)
			}
		case LevelNormal:
			switch {
			case ns == Target:
				sc = 10000
			case ns > Target:
				sc = float64(-1000 - val)
			case m.Card.IsAction() && m.Card != Hike && val == 0:
				sc = -500
			default:
				sc = float64(val)
				if snaps(v, m) {
					sc -= 30
				}
			}
		default:
			sc = k.hardScore(&v, m, val)
		}
		if sc > bestScore {
			best, bestScore = m, sc
		}
	}
	return best
}
