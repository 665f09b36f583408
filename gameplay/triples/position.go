package triples

import "slices"

// Legality of a seat's moves, from what the seat may know
// (docs/rules/triples.md#the-first-turn, docs/rules/triples.md#later-turns,
// docs/rules/triples.md#draw-2): the State and the View both build a position and ask it.

// position is what legality depends on; State and View both build one.
type position struct {
	seat, players int
	phase         Phase
	hand, area    []Card
	pending       int
	firstTurn     bool
	canDraw       bool
}

// checkPlay validates a play and returns the play-area cards it is made with (a copy,
// bottom first) and the shared-attribute mask.
func (p position) checkPlay(m Move) ([]Card, uint8, error) {
	if m.Cards[0].Hidden() {
		return nil, 0, reject(RulePlaySize, m, "a play adds one or two cards")
	}
	cs := m.Played()
	for _, c := range cs {
		if !c.Valid() {
			return nil, 0, reject(RuleNoSuchCard, m, "%s is not a Triples card", c)
		}
	}
	if len(cs) == 2 && cs[0] == cs[1] {
		return nil, 0, reject(RuleSameCardTwice, m, "%s is given twice: a card can never be used twice in a triple", cs[0])
	}
	for _, c := range cs {
		if !slices.Contains(p.hand, c) {
			return nil, 0, reject(RuleNoSuchCard, m, "%s is not in your hand", c)
		}
	}
	var with []Card
	var mask uint8
	if len(cs) == 1 {
		if len(p.area) < 2 {
			return nil, 0, reject(RuleOneCardNeeds2, m, "one card makes a triple only with the top two play-area cards, and there is only one")
		}
		with = slices.Clone(p.area[len(p.area)-2:])
		mask = sharedMask(with[0], with[1], cs[0])
	} else {
		with = slices.Clone(p.area[len(p.area)-1:])
		mask = sharedMask(with[0], cs[0], cs[1])
	}
	if mask == 0 {
		return nil, 0, reject(RuleNotATriple, m, "%s with %s do not all share a colour, a shape or a number", Format(cs), Format(with))
	}
	return with, mask, nil
}

// anyPlay reports whether the hand holds a play (one or two cards) on the area.
func (p position) anyPlay() bool {
	found := false
	p.eachPlay(func(Move) bool { found = true; return false })
	return found
}

// eachPlay calls f for each legal play in Legal's order until f returns false.
func (p position) eachPlay(f func(Move) bool) {
	h, a := p.hand, p.area
	if len(a) >= 2 {
		x, y := a[len(a)-2], a[len(a)-1]
		if sharedMask(x, y, x) != 0 { // the top two share something a third card can match
			for _, c := range h {
				if sharedMask(x, y, c) != 0 && !f(PlayOne(p.seat, c)) {
					return
				}
			}
		}
	}
	if len(a) == 0 {
		return
	}
	top := a[len(a)-1]
	for i, c := range h {
		if c.Colour != top.Colour && c.Shape != top.Shape && c.Number != top.Number {
			continue
		}
		for j, d := range h {
			if i != j && sharedMask(top, c, d) != 0 && !f(PlayTwo(p.seat, c, d)) {
				return
			}
		}
	}
}

// legal lists the legal moves of the position (see State.Legal for the order).
func (p position) legal() []Move {
	if p.phase == PhaseOver {
		return nil
	}
	if p.phase == PhaseTarget {
		out := make([]Move, 0, p.players-1)
		for k := 1; k < p.players; k++ {
			out = append(out, TargetMove(p.seat, (p.seat+k)%p.players))
		}
		return out
	}
	if p.pending > 0 {
		return []Move{DrawMove(p.seat)}
	}
	var out []Move
	p.eachPlay(func(m Move) bool { out = append(out, m); return true })
	if len(out) == 0 || (!p.firstTurn && p.canDraw) {
		out = append(out, DrawMove(p.seat))
	}
	return out
}
