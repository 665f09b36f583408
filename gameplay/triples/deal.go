package triples

import (
	"slices"

	"parlor/gameplay/cards"
)

// dealerDraw chooses the first dealer: every seat draws a card from a shuffled deck in
// seat order; the highest number deals; seats tied for the highest draw again, in seat
// order, until one is highest alone. Should the deck run short the drawn cards go back
// and it is shuffled again.
func (s *State) dealerDraw() []Event {
	deck := NewDeck()
	cards.Shuffle(&s.rng, deck)
	next := 0
	contenders := make([]int, s.cfg.Players)
	for i := range contenders {
		contenders[i] = i
	}
	var evs []Event
	for draw := 1; ; draw++ {
		if next+len(contenders) > len(deck) {
			cards.Shuffle(&s.rng, deck)
			next = 0
		}
		best := uint8(0)
		var tied []int
		for _, seat := range contenders {
			c := deck[next]
			next++
			evs = append(evs, DealerDraw{Seat: seat, Card: c, Draw: draw})
			switch {
			case c.Number > best:
				best, tied = c.Number, []int{seat}
			case c.Number == best:
				tied = append(tied, seat)
			}
		}
		if len(tied) == 1 {
			s.dealer = tied[0]
			return append(evs, DealerChosen{Seat: s.dealer})
		}
		contenders = tied
	}
}

// deal starts the next round with s.dealer dealing.
func (s *State) deal() []Event {
	s.round++
	n := s.cfg.Players
	var deck []Card
	if s.round-1 < len(s.cfg.Decks) && len(s.cfg.Decks[s.round-1]) > 0 {
		deck = slices.Clone(s.cfg.Decks[s.round-1])
	} else {
		deck = NewDeck()
		cards.Shuffle(&s.rng, deck)
	}
	slices.Reverse(deck) // top card last
	s.pile = deck
	hs := HandSize(n)
	s.hands = make([][]Card, n)
	for i := range s.hands {
		s.hands[i] = make([]Card, 0, hs+8)
	}
	evs := make([]Event, 0, hs*n+4)
	evs = append(evs, RoundStarted{Round: s.round, Dealer: s.dealer, HandSize: hs})
	for i := 0; i < hs; i++ {
		for k := 1; k <= n; k++ {
			seat := (s.dealer + k) % n
			c := s.pop()
			s.hands[seat] = append(s.hands[seat], c)
			evs = append(evs, Dealt{Seat: seat, Card: c})
		}
	}
	starter := s.pop()
	s.area = append(make([]Card, 0, 32), starter)
	evs = append(evs, StarterTurned{Card: starter})
	s.turn = s.left(s.dealer)
	s.phase = PhaseTurn
	s.played, s.passes, s.pending, s.pendingFrom, s.owed = false, 0, 0, -1, 0
	if starter.Draw2() {
		s.pending = 2
		evs = append(evs, PenaltyPending{Seat: s.turn, N: 2, From: -1})
	}
	return evs
}

func (s *State) pop() Card {
	c := s.pile[len(s.pile)-1]
	s.pile = s.pile[:len(s.pile)-1]
	return c
}

// drawCards moves up to n cards from the draw pile to seat's hand, reshuffling the play
// area when the pile runs out; it returns the events and how many cards were drawn.
func (s *State) drawCards(seat, n int, reason DrawReason) ([]Event, int) {
	var evs []Event
	var cur []Card
	got := 0
	for got < n {
		if len(s.pile) == 0 {
			if len(cur) > 0 {
				evs = append(evs, Drew{Seat: seat, Cards: cur, Reason: reason})
				cur = nil
			}
			ev, ok := s.reshuffle()
			if !ok {
				break
			}
			evs = append(evs, ev)
		}
		c := s.pop()
		s.hands[seat] = append(s.hands[seat], c)
		cur = append(cur, c)
		got++
	}
	if len(cur) > 0 {
		evs = append(evs, Drew{Seat: seat, Cards: cur, Reason: reason})
	}
	return evs, got
}

// reshuffle keeps the play area's top 3 cards and shuffles the rest into a new draw pile
// (docs/rules/triples.md#empty-draw-pile). It does nothing and reports false when the
// area holds 3 cards or fewer.
func (s *State) reshuffle() (Event, bool) {
	if len(s.area) <= keepOnReshuffle {
		return nil, false
	}
	cut := len(s.area) - keepOnReshuffle
	rest := slices.Clone(s.area[:cut])
	kept := slices.Clone(s.area[cut:])
	cards.Shuffle(&s.rng, rest)
	s.pile = rest
	s.area = append(s.area[:0], kept...)
	return Reshuffled{Kept: kept, Cards: len(rest)}, true
}
