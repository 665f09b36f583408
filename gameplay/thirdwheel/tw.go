package thirdwheel

// The Third Wheel bots (docs/rules/thirdwheel.md#bots): easy matches whenever it can;
// normal matches with a same-rank card and spends a Wild only on a big card or near
// 100; hard snaps and races at once, saves its Wilds for the cards that matter, and
// weighs every answer (match, pass, block, withdraw, Read the Room) by look-ahead
// (search.go).

// twAnswers are the answers a hard Third Wheel weighs to the card just played: its
// heuristic's answer first, then letting the card go (MovePass, which stands for no
// answer in a Snap Match window), then each other match (one per card), block, withdraw
// and Read the Room on the next Duo player.
func (b *bot) twAnswers(v View) []Move {
	first, ok := b.twAnswer(v)
	pass := Move{Seat: b.seat, Kind: MovePass}
	var out []Move
	if ok {
		out = append(out, first)
	}
	out = append(out, pass)
	next := v.NextDuo()
	for _, m := range v.Legal {
		switch {
		case m == first:
		case m.Kind == MoveMatch, m.Kind == MoveBlock, m.Kind == MoveWithdraw:
			out = append(out, m)
		case m.Kind == MoveRoom && m.Target == next:
			out = append(out, m)
		case m.Kind == MoveSlap && v.Window.Open && v.Window.Snap && v.PairOnTop():
			out = append(out, m)
		}
	}
	return out
}

// twAnswer is the Third Wheel's answer to the card just played by its level's rule of
// thumb (match, block, withdraw, Read the Room), or false to let it pass:
//   - easy matches whenever it can (a same-rank card first);
//   - normal matches with a same-rank card, with a Wild or Take a Hike only on a card
//     of 8 or more or when the score is one card from 100; blocks and withdraws near 100;
//   - hard matches with a same-rank card, saves its Wilds and Take a Hike for cards of
//     10 or more or a score one card from 100, and near 100 blocks, withdraws or reads
//     the room on the next Duo player (its look-ahead then weighs the alternatives).
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
			if !hasRoom || m.Target == v.NextDuo() {
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

// twReaction is the Third Wheel's move in an open window: a counter to every shield; a
// slap in every Double-Down race and on every pair it can snap; else its answer (a
// hard bot's by look-ahead); else, now and then, a false slap (its level's rate).
func (b *bot) twReaction(v View, roll int) (Move, bool) {
	w := v.Window
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
	if b.hard() {
		if as := b.twAnswers(v); len(as) > 1 {
			sr := b.beginSearch(v, as)
			for !sr.step(searchSamples) {
			}
			if m := sr.best(); m.Kind != MovePass {
				return m, true
			}
		}
	} else if m, ok := b.twAnswer(v); ok {
		return m, true
	}
	if roll < b.r.FalseSlapPct {
		return slap, true
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
