package troeven

import (
	"fmt"
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"parlor/gameplay/cards"
)

// referee follows a game from its unredacted events alone, with its own plain
// bookkeeping (card lists, a rank table), and checks every rule it can see: cards
// come from the hand that plays them, nobody fails to follow suit, no card is played
// twice, the trick goes to the right card, each round has 8 or 10 tricks and 40 points.
type referee struct {
	v      Variant
	hands  [3][]cards.Card
	up     [4]cards.Card // dummy columns, zero when empty
	down   [4]cards.Card
	trick  []cards.Card
	by     []int
	played map[cards.Card]bool
	trump  cards.Suit
	points int
	tricks int
	rounds int
	caller int
	leader int
	turned int // column that must turn next, -1 none
}

func newReferee(v Variant) *referee { return &referee{v: v, turned: -1} }

var refOrder = map[cards.Rank]int{7: 0, 8: 1, 9: 2, 10: 3, cards.Jack: 4, cards.Queen: 5, cards.King: 6, cards.Ace: 7}

func refPoints(c cards.Card) int {
	return map[cards.Rank]int{cards.Ace: 4, cards.King: 3, cards.Queen: 2, cards.Jack: 1}[c.Rank]
}

func (r *referee) holder(pos int) []cards.Card {
	if pos == DummySeat {
		var out []cards.Card
		for _, c := range r.up {
			if c.Valid() {
				out = append(out, c)
			}
		}
		return out
	}
	return r.hands[pos]
}

func (r *referee) feed(ev Event) error {
	if r.turned >= 0 {
		t, ok := ev.(DummyCardTurned)
		if !ok || t.Column != r.turned || t.Card != r.down[r.turned] {
			return fmt.Errorf("column %d should turn up %v, got %v", r.turned, r.down[r.turned], ev)
		}
		r.up[t.Column], r.down[t.Column] = t.Card, cards.Card{}
		r.turned = -1
		return nil
	}
	switch e := ev.(type) {
	case Cut:
		r.hands = [3][]cards.Card{}
		r.up, r.down = [4]cards.Card{}, [4]cards.Card{}
		r.played = map[cards.Card]bool{}
		r.points, r.tricks, r.trump = 0, 0, 0
		r.caller, r.leader = e.Caller, e.Caller
		if e.Caller != (e.Dealer+1)%3 || e.Cutter != (e.Dealer+2)%3 {
			return fmt.Errorf("roles %v", e)
		}
	case Dealt:
		if len(e.Cards) != e.Count {
			return fmt.Errorf("packet %v", e)
		}
		if e.To == DummySeat {
			for k, c := range e.Cards {
				if e.FaceUp {
					r.up[k] = c
				} else {
					r.down[k] = c
				}
			}
		} else {
			r.hands[e.To] = append(r.hands[e.To], e.Cards...)
		}
	case TrumpNamed:
		if e.Seat != r.caller {
			return fmt.Errorf("seat %d named trumps, caller is %d", e.Seat, r.caller)
		}
		r.trump = e.Suit
	case Played:
		pos := e.Seat
		if e.FromDummy {
			if r.v == Solo || e.Seat != r.caller {
				return fmt.Errorf("dummy card played by seat %d (caller %d)", e.Seat, r.caller)
			}
			pos = DummySeat
		}
		if r.trump == 0 {
			return fmt.Errorf("%v before trumps", e)
		}
		if len(r.trick) == 0 && pos != r.leader {
			return fmt.Errorf("%v: position %d leads, want %d", e, pos, r.leader)
		}
		if r.played[e.Card] {
			return fmt.Errorf("%v played twice this round", e.Card)
		}
		held := r.holder(pos)
		if !cards.Contains(held, e.Card) {
			return fmt.Errorf("%v: position %d does not hold it (holds %v)", e, pos, cards.Format(held))
		}
		if len(r.trick) > 0 && e.Card.Suit != r.trick[0].Suit {
			for _, c := range held {
				if c.Suit == r.trick[0].Suit {
					return fmt.Errorf("%v: position %d broke follow-suit holding %v", e, pos, c)
				}
			}
		}
		r.played[e.Card] = true
		if pos == DummySeat {
			if r.up[e.Column] != e.Card {
				return fmt.Errorf("%v: column %d shows %v", e, e.Column, r.up[e.Column])
			}
			r.up[e.Column] = cards.Card{}
			if r.down[e.Column].Valid() {
				r.turned = e.Column
			}
		} else {
			r.hands[pos], _ = cards.Remove(r.hands[pos], e.Card)
		}
		r.trick = append(r.trick, e.Card)
		r.by = append(r.by, pos)
	case TrickWon:
		best := 0
		for k, c := range r.trick {
			b := r.trick[best]
			if (c.Suit == b.Suit && refOrder[c.Rank] > refOrder[b.Rank]) || (c.Suit == r.trump && b.Suit != r.trump) {
				best = k
			}
		}
		pts := 0
		for _, c := range r.trick {
			pts += refPoints(c)
		}
		want := 4
		if r.v == Solo {
			want = 3
		}
		if len(r.trick) != want || !reflect.DeepEqual(e.Cards, r.trick) || !reflect.DeepEqual(e.Seats, r.by) || e.Winner != r.by[best] || e.Points != pts {
			return fmt.Errorf("%v: referee saw %v by %v, winner %d, %d points", e, cards.Format(r.trick), r.by, r.by[best], pts)
		}
		r.points += pts
		r.tricks++
		r.leader = e.Winner
		r.trick, r.by = nil, nil
	case RoundScored:
		res := e.Result
		wantTricks, wantCards := 8, 32
		if r.v == Solo {
			wantTricks, wantCards = 10, 30
		}
		sumP, sumT := 0, 0
		for k := 0; k < res.Sides; k++ {
			sumP += res.Points[k]
			sumT += res.Tricks[k]
		}
		if r.points != 40 || sumP != 40 || r.tricks != wantTricks || sumT != wantTricks || len(r.played) != wantCards {
			return fmt.Errorf("round %d: %d points (result %d), %d tricks (result %d), %d cards played", res.Round, r.points, sumP, r.tricks, sumT, len(r.played))
		}
		for p := 0; p < 3; p++ {
			if len(r.hands[p]) != 0 {
				return fmt.Errorf("seat %d still holds %v", p, r.hands[p])
			}
		}
		r.rounds++
	case DummyCardTurned:
		return fmt.Errorf("unexpected %v", e)
	}
	return nil
}

// checkInvariants checks the state's own bookkeeping: every card of the deck is in
// exactly one place (a hand, the dummy's rows, or played).
func checkInvariants(s *State) error {
	var all uint32
	places := []uint32{s.hands[0], s.hands[1], s.hands[2], s.played}
	var up, down uint32
	for c := 0; c < 4; c++ {
		if s.up[c] >= 0 {
			up |= 1 << uint(s.up[c])
		}
		if s.down[c] >= 0 {
			down |= 1 << uint(s.down[c])
		}
	}
	if up != s.hands[DummySeat] {
		return fmt.Errorf("dummy face-up set %x, columns %x", s.hands[DummySeat], up)
	}
	places = append(places, up, down)
	undealt := deckMask(s.variant)
	for _, p := range places {
		if all&p != 0 {
			return fmt.Errorf("a card is in two places: %v", cards.Format(maskCards(all&p)))
		}
		all |= p
		undealt &^= p
	}
	if all&^deckMask(s.variant) != 0 {
		return fmt.Errorf("cards outside the deck: %v", cards.Format(maskCards(all&^deckMask(s.variant))))
	}
	if s.phase == PhasePlay && undealt != 0 {
		return fmt.Errorf("cards lost: %v", cards.Format(maskCards(undealt)))
	}
	return nil
}

// checkViews checks that no view shows another seat's cards or a face-down dummy card,
// and that each seat's view holds exactly its own hand.
func checkViews(s *State) error {
	for seat := -1; seat < 3; seat++ {
		v := s.View(seat)
		var secret uint32
		for p := 0; p < 3; p++ {
			if p != seat {
				secret |= s.hands[p]
			}
		}
		for c := 0; c < 4; c++ {
			if s.down[c] >= 0 {
				secret |= 1 << uint(s.down[c])
			}
		}
		shown := viewMask(v.Hand) | viewMask(v.DummyUp[:])
		for _, tc := range v.Trick.Cards {
			shown |= viewMask([]cards.Card{tc.Card})
		}
		for _, t := range v.Tricks {
			for _, tc := range t.Cards {
				shown |= viewMask([]cards.Card{tc.Card})
			}
		}
		for _, m := range v.Legal {
			shown |= viewMask([]cards.Card{m.Card})
		}
		if leak := shown & secret; leak != 0 {
			return fmt.Errorf("seat %d's view shows hidden %v", seat, cards.Format(maskCards(leak)))
		}
		if seat >= 0 && viewMask(v.Hand) != s.hands[seat] {
			return fmt.Errorf("seat %d's view hand %v", seat, cards.Format(v.Hand))
		}
		for c := 0; c < 4; c++ {
			if v.DummyDown[c] != (s.down[c] >= 0) || (s.up[c] >= 0) != v.DummyUp[c].Valid() {
				return fmt.Errorf("seat %d's view of dummy column %d", seat, c)
			}
		}
	}
	return nil
}

// anyMove is an arbitrary move, legal or not: any seat (some off the table), any kind,
// any card (some outside the deck), any suit.
func anyMove(r *cards.RNG) Move {
	return Move{
		Seat:      r.IntN(5) - 1,
		Kind:      MoveKind(r.IntN(4)),
		Suit:      cards.Suit(r.IntN(6)),
		Card:      cards.Card{Rank: cards.Rank(r.IntN(15)), Suit: cards.Suit(r.IntN(6))},
		FromDummy: r.IntN(2) == 0,
	}
}

// TestPropertyRandomPlay plays whole games of random legal moves mixed with arbitrary
// moves: an illegal move is rejected with a *RuleError and changes nothing; cards are
// conserved; the referee accepts every event; views never leak.
func TestPropertyRandomPlay(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		v := rapid.SampledFrom([]Variant{Dummy, Solo}).Draw(rt, "variant")
		seed := rapid.Uint64().Draw(rt, "seed")
		r := cards.NewRNG(rapid.Uint64().Draw(rt, "players"))
		wild := rapid.IntRange(0, 3).Draw(rt, "arbitrary moves per legal move")
		s, err := New(Config{Variant: v, Seed: seed})
		if err != nil {
			rt.Fatal(err)
		}
		ref := newReferee(v)
		for _, e := range s.Opening() {
			if err := ref.feed(e); err != nil {
				rt.Fatal(err)
			}
		}
		for step := 0; !s.Over(); step++ {
			if step > 20000 {
				rt.Fatalf("no end after %d moves", step)
			}
			for k := 0; k < wild; k++ {
				m := anyMove(&r)
				if s.Check(m) == nil {
					continue // legal by chance: played below as a legal move would be
				}
				before := s.Clone()
				_, err := s.Apply(m)
				re, ok := err.(*RuleError)
				if !ok || re.Rule == "" || re.Msg == "" {
					rt.Fatalf("move %+v: error %v, want a *RuleError", m, err)
				}
				if !reflect.DeepEqual(before, s) {
					rt.Fatalf("rejected %+v (%v) changed the state", m, err)
				}
			}
			legal := s.Legal(s.ToMove())
			if len(legal) == 0 {
				rt.Fatalf("seat %d to move has no legal move", s.ToMove())
			}
			for seat := 0; seat < 3; seat++ {
				if seat != s.ToMove() && len(s.Legal(seat)) != 0 {
					rt.Fatalf("seat %d has moves out of turn", seat)
				}
			}
			m := legal[r.IntN(len(legal))]
			ev, err := s.Apply(m)
			if err != nil {
				rt.Fatalf("legal move %v rejected: %v", m, err)
			}
			for _, e := range ev {
				if err := ref.feed(e); err != nil {
					rt.Fatal(err)
				}
				for seat := 0; seat < 3; seat++ {
					if d, ok := Redact(e, seat).(Dealt); ok && d.Cards != nil && d.To != seat && !d.FaceUp {
						rt.Fatalf("seat %d sees %v", seat, d)
					}
				}
			}
			if err := checkInvariants(s); err != nil {
				rt.Fatal(err)
			}
			if err := checkViews(s); err != nil {
				rt.Fatal(err)
			}
		}
		if ref.rounds != s.Round() || len(s.Winners()) == 0 {
			rt.Fatalf("game over after %d rounds (referee %d), winners %v", s.Round(), ref.rounds, s.Winners())
		}
		for _, w := range s.Winners() {
			if s.Tally()[w] != 0 {
				rt.Fatalf("winner %d has tally %d", w, s.Tally()[w])
			}
		}
	})
}

// TestTenThousandDeals plays 10,000 deals of each variant with easy and normal bots
// and uniformly random players at every seat, and has the referee check every card:
// nobody ever breaks follow-suit, no card is played twice, 40 points and 8 or 10
// tricks each deal.
func TestTenThousandDeals(t *testing.T) {
	const deals = 10000
	for _, v := range []Variant{Dummy, Solo} {
		r := cards.NewRNG(uint64(len(v)))
		count := 0
		for seed := uint64(0); count < deals; seed++ {
			s, err := New(Config{Variant: v, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			var bots [3]Bot
			for seat := range bots {
				switch (seed + uint64(seat)) % 3 {
				case 0:
					bots[seat], _ = NewBot("easy", seat, seed)
				case 1:
					bots[seat], _ = NewBot("normal", seat, seed)
				} // case 2: a random player
			}
			ref := newReferee(v)
			for _, e := range s.Opening() {
				if err := ref.feed(e); err != nil {
					t.Fatal(err)
				}
			}
			for !s.Over() && count+ref.rounds < deals {
				seat := s.ToMove()
				var m Move
				if bots[seat] != nil {
					m = bots[seat].Choose(s.View(seat))
				} else {
					m = s.RandomMove(&r)
				}
				ev, err := s.Apply(m)
				if err != nil {
					t.Fatalf("%s seed %d: seat %d (%v) chose %v: %v", v, seed, seat, bots[seat], m, err)
				}
				for _, e := range ev {
					if err := ref.feed(e); err != nil {
						t.Fatalf("%s seed %d: %v", v, seed, err)
					}
				}
			}
			count += ref.rounds
		}
	}
}
