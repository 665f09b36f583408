package troeven

import (
	"math/bits"

	"parlor/gameplay/cards"
)

// TrickCard is one card on a trick and the position that played it (0..2, or
// DummySeat).
type TrickCard struct {
	Seat int
	Card cards.Card
}

// Trick is a trick of the current round: Leader is the position that led; Cards are in
// play order; Winner is the winning position (-1 while the trick is still open) and
// Points its card points so far.
type Trick struct {
	Leader int
	Cards  []TrickCard
	Winner int
	Points int
}

// Sheet is a seat's tally drawn the way the seed describes it: Branches lines (the
// start, 7 or 5, plus one for every round the seat lost as caller) of which Balls are
// cancelled by a ball; the tally is Branches - Balls.
type Sheet struct {
	Branches int
	Balls    int
}

// View is everything seat may see, and nothing else: its own hand, the dummy's face-up
// cards (never the face-down ones, only whether a column still has one), the cards on
// the table and in this round's finished tricks, how many cards each position holds,
// and the public score. Bots and the table scene read only views.
type View struct {
	Seat    int
	Variant Variant
	Round   int
	Phase   Phase
	// Roles of this round: the caller sits left of the dealer, the cutter right of it
	// (in Dummy the cutter is the opponent).
	Dealer, Caller, Cutter int
	// Trump is 0 until the caller names it.
	Trump cards.Suit
	// ToMove is the seat that must move (-1 once the game is over); Turn is the position
	// to play (DummySeat on the dummy's turn, when ToMove is the caller).
	ToMove int
	Turn   int
	// Hand is the seat's own cards, by suit (clubs, diamonds, hearts, spades) then
	// rank from 7 to A.
	Hand []cards.Card
	// Counts are the cards each position holds (the dummy: face-up and face-down).
	Counts [4]int
	// DummyUp is the face-up card of each dummy column (the zero Card when the column is
	// empty or before the dummy is dealt); DummyDown tells whether a face-down card lies
	// under it. Always empty in Solo.
	DummyUp   [4]cards.Card
	DummyDown [4]bool
	// Trick is the trick being played (Winner -1; Leader is the position to lead when
	// it is still empty); Tricks are this round's finished tricks, oldest first.
	Trick     Trick
	Tricks    []Trick
	TricksWon [4]int
	// Taken are the card points taken so far this round per position; Points and
	// SideTricks are card points and tricks per side (Sides entries: Dummy
	// SideCaller/SideDealer, Solo seats).
	Taken      [4]int
	Points     [3]int
	SideTricks [3]int
	Sides      int
	// Tally is each seat's tally; Sheets the same drawn as branches and balls.
	Tally  [3]int
	Sheets [3]Sheet
	// History holds every finished round, oldest first.
	History []RoundResult
	// Legal is what this seat may do now (empty unless ToMove == Seat); a card move
	// outside it would be rejected.
	Legal []Move
	// Winners are the seats at 0 once the game is over.
	Winners []int
}

// View returns what seat (0..2) may see. Any other seat number gives a spectator's
// view: no hand and no legal moves.
func (s *State) View(seat int) View {
	v := View{
		Seat: seat, Variant: s.variant, Round: s.round, Phase: s.phase,
		Dealer: int(s.dealer), Caller: int(s.caller()), Cutter: int(s.opponent()),
		Trump: s.Trump(), ToMove: s.ToMove(), Turn: s.Turn(),
		TricksWon: s.tricksWon, Taken: s.taken, Tally: s.tally,
		History: s.History(), Winners: s.Winners(),
	}
	if seat >= 0 && seat <= 2 {
		v.Hand = maskCards(s.hands[seat])
		v.Legal = s.Legal(seat)
	} else {
		v.Hand = []cards.Card{}
	}
	for p := 0; p < 3; p++ {
		v.Counts[p] = bits.OnesCount32(s.hands[p])
		v.Sheets[p] = Sheet{Branches: s.tally[p] + s.balls[p], Balls: s.balls[p]}
	}
	for col := 0; col < 4; col++ {
		if s.up[col] >= 0 {
			v.DummyUp[col] = cardOf(s.up[col])
			v.Counts[DummySeat]++
		}
		if s.down[col] >= 0 {
			v.DummyDown[col] = true
			v.Counts[DummySeat]++
		}
	}
	if s.nPos == 4 {
		v.Sides = 2
		v.Points[SideCaller] = s.taken[s.caller()] + s.taken[DummySeat]
		v.Points[SideDealer] = s.taken[s.dealer] + s.taken[s.opponent()]
		v.SideTricks[SideCaller] = s.tricksWon[s.caller()] + s.tricksWon[DummySeat]
		v.SideTricks[SideDealer] = s.tricksWon[s.dealer] + s.tricksWon[s.opponent()]
	} else {
		v.Sides = 3
		copy(v.Points[:], s.taken[:3])
		copy(v.SideTricks[:], s.tricksWon[:3])
	}
	v.Trick = Trick{Leader: int(s.turn), Winner: -1, Cards: []TrickCard{}}
	if s.trickN > 0 {
		v.Trick.Leader = int(s.trickBy[0])
	}
	for k := 0; k < int(s.trickN); k++ {
		v.Trick.Cards = append(v.Trick.Cards, TrickCard{Seat: int(s.trickBy[k]), Card: cardOf(s.trick[k])})
		v.Trick.Points += pointsOf(s.trick[k])
	}
	v.Tricks = make([]Trick, 0, s.done)
	if s.phase != PhaseTrump {
		for _, r := range s.log[:s.done] {
			t := Trick{Leader: int(r.by[0]), Winner: int(r.winner), Cards: make([]TrickCard, r.n)}
			for k := range t.Cards {
				t.Cards[k] = TrickCard{Seat: int(r.by[k]), Card: cardOf(r.cards[k])}
				t.Points += pointsOf(r.cards[k])
			}
			v.Tricks = append(v.Tricks, t)
		}
	}
	return v
}
