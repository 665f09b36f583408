package troeven

import (
	"fmt"
	"math/bits"

	"parlor/gameplay/cards"
	"parlor/internal/clip"
)

// Bot chooses moves for one seat from that seat's View only. When the seat is the
// caller, the bot also chooses the dummy's cards (the view's Legal moves then have
// FromDummy set).
type Bot interface {
	// Choose returns one of v.Legal. It must be called with a view in which the bot's
	// seat is to move (v.ToMove == v.Seat); otherwise it returns the zero Move.
	Choose(v View) Move
	// Level is the bot's level id ("easy", "normal", "hard").
	Level() string
}

// Levels lists the bot levels NewBot knows, weakest first.
var Levels = []string{"easy", "normal", "hard"}

// NewBot returns a bot of the given level for seat, seeded from seed (its own stream:
// cards.Derive(seed, seat), never the game's generator):
//   - "easy" names a random trump and plays a random legal card;
//   - "normal" names trumps from hand strength, wins tricks with the cheapest card
//     that is safe, saves its trumps for tricks worth points, gives points to a
//     partner who is sure to win, otherwise dumps its lowest zero-point cards, and
//     counts the cards played (and who showed out of a suit) to know which cards
//     are masters;
//   - "hard" searches over the deals its view allows (determinized Monte Carlo with
//     normal-policy playouts, see hardBot) and thinks in slices (it is a Thinker).
//
// An unknown level is an error naming it.
func NewBot(level string, seat int, seed uint64) (Bot, error) {
	if seat < 0 || seat > 2 {
		return nil, fmt.Errorf("bot seat %d: seats are 0, 1 and 2", seat)
	}
	switch level {
	case "easy":
		return &easyBot{rng: cards.Derive(seed, uint64(seat))}, nil
	case "normal":
		return &normalBot{}, nil
	case "hard":
		return &hardBot{rng: cards.Derive(seed, uint64(seat)), seat: seat}, nil
	}
	return nil, fmt.Errorf("unknown troeven bot level %s (want easy, normal or hard)", clip.Quote(level))
}

type easyBot struct{ rng cards.RNG }

func (b *easyBot) Level() string { return "easy" }

func (b *easyBot) Choose(v View) Move {
	if len(v.Legal) == 0 {
		return Move{}
	}
	return v.Legal[b.rng.IntN(len(v.Legal))]
}

type normalBot struct{}

func (b *normalBot) Level() string { return "normal" }

// knowledge is what a normal bot knows when a position must play: what a seat's view
// shows (its own hand, the dummy's face-up cards, the cards played and who showed out
// of a suit), in bit sets. It is built from a View (knowledgeOf) or, in the hard bot's
// playouts, from a State as that seat's view would show it (State.knowledgeFor), so
// the policy is the same in both.
type knowledge struct {
	seat    int  // the seat deciding (the caller on the dummy's turn)
	me      int  // position deciding: the seat, or DummySeat
	solo    bool // the Solo variant (no dummy)
	dealer  int
	caller  int
	cutter  int
	done    int // tricks finished this round
	trump   int
	hand    uint32 // the deciding position's playable cards (own hand or dummy face-up)
	legal   uint32
	own     uint32
	dummyUp uint32
	unknown uint32   // cards nobody at the table has shown: other hands, dummy face-down
	void    [4]uint8 // per position, a bit per suit it showed out of this round
	trick   [4]idx
	by      [4]int
	n       int // cards on the trick
}

func viewMask(cs []cards.Card) uint32 {
	var m uint32
	for _, c := range cs {
		if i, ok := indexOf(c); ok {
			m |= 1 << uint(i)
		}
	}
	return m
}

// knowledgeOf reads a normal bot's knowledge from the view of the seat to move.
func knowledgeOf(v *View) knowledge {
	k := knowledge{seat: v.Seat, me: v.Turn, solo: v.Variant == Solo, dealer: v.Dealer,
		caller: v.Caller, cutter: v.Cutter, done: len(v.Tricks), trump: suitIndex(v.Trump),
		own: viewMask(v.Hand)}
	for _, c := range v.DummyUp {
		if i, ok := indexOf(c); ok {
			k.dummyUp |= 1 << uint(i)
		}
	}
	var played uint32
	note := func(t *Trick) {
		if len(t.Cards) == 0 {
			return
		}
		led := suitIndex(t.Cards[0].Card.Suit)
		for _, tc := range t.Cards {
			if i, ok := indexOf(tc.Card); ok {
				played |= 1 << uint(i)
			}
			if suitIndex(tc.Card.Suit) != led && tc.Seat >= 0 && tc.Seat < 4 && led >= 0 {
				k.void[tc.Seat] |= 1 << uint(led)
			}
		}
	}
	for i := range v.Tricks {
		note(&v.Tricks[i])
	}
	note(&v.Trick)
	for _, tc := range v.Trick.Cards {
		if k.n == len(k.trick) {
			break
		}
		i, _ := indexOf(tc.Card)
		k.trick[k.n], k.by[k.n] = i, tc.Seat
		k.n++
	}
	k.unknown = deckMask(v.Variant) &^ (k.own | k.dummyUp | played)
	k.hand = k.own
	if k.me == DummySeat {
		k.hand = k.dummyUp
	}
	for _, m := range v.Legal {
		if i, ok := indexOf(m.Card); ok {
			k.legal |= 1 << uint(i)
		}
	}
	return k
}

// choose is the normal policy's card for the position to play.
func (k *knowledge) choose() idx {
	if k.n == 0 {
		return k.lead()
	}
	return k.follow()
}

func (b *normalBot) Choose(v View) Move {
	if len(v.Legal) == 0 {
		return Move{}
	}
	if v.Phase == PhaseTrump {
		return Move{Seat: v.Seat, Kind: NameTrump, Suit: chooseTrump(viewMask(v.Hand))}
	}
	if len(v.Legal) == 1 {
		return v.Legal[0]
	}
	k := knowledgeOf(&v)
	return Move{Seat: v.Seat, Kind: PlayCard, Card: cardOf(k.choose()), FromDummy: k.me == DummySeat}
}

// chooseTrump scores each suit by length and high cards and names the best.
func chooseTrump(hand uint32) cards.Suit {
	best, bestScore := 0, -1
	for s := 0; s < 4; s++ {
		score := 0
		for m := hand & suitMask(s); m != 0; m &= m - 1 {
			i := idx(bits.TrailingZeros32(m))
			score += 12 + 4*pointsOf(i) + strength(i)
		}
		if score > bestScore {
			best, bestScore = s, score
		}
	}
	return cards.Suit(best) + cards.Clubs
}

// side is position p's side (Dummy: SideCaller for the caller and the dummy, SideDealer
// for the others; Solo: the seat itself).
func (k *knowledge) side(p int) int {
	if k.solo {
		return p
	}
	if p == DummySeat || p == k.caller {
		return SideCaller
	}
	return SideDealer
}

// next is the position after p in play order (as State.next).
func (k *knowledge) next(p int) int {
	if !k.solo {
		switch p {
		case DummySeat:
			return k.dealer
		case k.cutter:
			return DummySeat
		}
	}
	return (p + 1) % 3
}

func (k *knowledge) nPos() int {
	if k.solo {
		return 3
	}
	return 4
}

// after lists the positions still to play in this trick after me (in out; it returns
// how many).
func (k *knowledge) after(out *[3]int) []int {
	n := 0
	p := k.me
	for c := k.n + 1; c < k.nPos(); c++ {
		p = k.next(p)
		out[n] = p
		n++
	}
	return out[:n]
}

func above(c idx) uint32 { return suitMask(suitOf(c)) &^ (uint32(2)<<uint(c) - 1) }

// beats reports whether card c would take over from winning card w, led suit led.
func (k *knowledge) beats(c, w idx) bool {
	if suitOf(c) == suitOf(w) {
		return c > w
	}
	return suitOf(c) == k.trump
}

// canBeat reports whether position p, still to play, might beat card w (led suit led).
// The dummy's and our own cards are known; another player may hold any unseen card.
func (k *knowledge) canBeat(p int, w idx, led int) bool {
	var known uint32
	switch {
	case p == DummySeat:
		known = k.dummyUp
	case p == k.seat:
		known = k.own
	default:
		ledLeft := k.unknown & suitMask(led)
		if k.void[p]&(1<<uint(led)) == 0 && suitOf(w) == led && ledLeft&above(w) != 0 {
			return true
		}
		mayBeVoid := k.void[p]&(1<<uint(led)) != 0 || bits.OnesCount32(ledLeft) <= 2
		if mayBeVoid && led != k.trump && k.trump >= 0 && k.void[p]&(1<<uint(k.trump)) == 0 {
			tr := k.unknown & suitMask(k.trump)
			if suitOf(w) == k.trump {
				tr &= above(w)
			}
			return tr != 0
		}
		return false
	}
	f := known & suitMask(led)
	if f == 0 {
		f = known
	}
	for ; f != 0; f &= f - 1 {
		if k.beats(idx(bits.TrailingZeros32(f)), w) {
			return true
		}
	}
	return false
}

// safe reports whether card w, winning the trick, cannot be beaten by an opponent
// still to play.
func (k *knowledge) safe(w idx, led int, after []int) bool {
	for _, p := range after {
		if k.side(p) != k.side(k.me) && k.canBeat(p, w, led) {
			return false
		}
	}
	return true
}

// cost orders cards from the cheapest to give away: zero-point before points, plain
// suits before trumps, low before high.
func (k *knowledge) cost(c idx) int {
	n := pointsOf(c)*10 + strength(c)
	if suitOf(c) == k.trump {
		n += 50
	}
	return n
}

func (k *knowledge) cheapest(m uint32) idx {
	best := idx(-1)
	for ; m != 0; m &= m - 1 {
		c := idx(bits.TrailingZeros32(m))
		if best < 0 || k.cost(c) < k.cost(best) {
			best = c
		}
	}
	return best
}

// dump gives away the cheapest legal card, preferring a short plain suit among equals.
func (k *knowledge) dump() idx {
	best, bestKey := idx(-1), 0
	for m := k.legal; m != 0; m &= m - 1 {
		c := idx(bits.TrailingZeros32(m))
		key := k.cost(c)*16 + bits.OnesCount32(k.hand&suitMask(suitOf(c)))
		if best < 0 || key < bestKey {
			best, bestKey = c, key
		}
	}
	return best
}

func (k *knowledge) tricksLeft() int {
	total := 8
	if k.solo {
		total = 10
	}
	return total - k.done
}

func (k *knowledge) follow() idx {
	led := suitOf(k.trick[0])
	w := trickWinner(k.trump, k.trick[:k.n])
	win, winBy := k.trick[w], k.by[w]
	var buf [3]int
	after := k.after(&buf)
	pts := 0
	for _, c := range k.trick[:k.n] {
		pts += pointsOf(c)
	}
	if k.side(winBy) == k.side(k.me) && k.safe(win, led, after) {
		// Partner wins for sure: give it the most points we can spare (not trumps).
		best := idx(-1)
		for m := k.legal &^ suitMask(k.trump); m != 0; m &= m - 1 {
			c := idx(bits.TrailingZeros32(m))
			if pointsOf(c) > 0 && (best < 0 || pointsOf(c) > pointsOf(best)) {
				best = c
			}
		}
		if best >= 0 {
			return best
		}
		return k.dump()
	}
	var beaters, safeBeaters uint32
	for m := k.legal; m != 0; m &= m - 1 {
		c := idx(bits.TrailingZeros32(m))
		if k.beats(c, win) {
			beaters |= 1 << uint(c)
			if k.safe(c, led, after) {
				safeBeaters |= 1 << uint(c)
			}
		}
	}
	if safeBeaters != 0 {
		c := k.cheapest(safeBeaters)
		if suitOf(c) == k.trump && led != k.trump {
			// Ruff only when it is worth a trump.
			trumps := bits.OnesCount32(k.hand & suitMask(k.trump))
			if pts+pointsOf(c) >= 2 || k.tricksLeft() <= 2 || trumps >= 3 {
				return c
			}
			return k.dump()
		}
		return c
	}
	if beaters != 0 && pts >= 3 {
		// Worth a fight: the strongest plain card that wins now, else the lowest trump.
		if plain := beaters &^ suitMask(k.trump); plain != 0 {
			return idx(31 - bits.LeadingZeros32(plain))
		}
		return k.cheapest(beaters)
	}
	return k.dump()
}

func (k *knowledge) lead() idx {
	var buf [3]int
	after := k.after(&buf)
	if k.trump >= 0 {
		tm := k.hand & suitMask(k.trump)
		outstanding := k.unknown & suitMask(k.trump)
		if bits.OnesCount32(tm) >= 3 && outstanding != 0 {
			top := idx(31 - bits.LeadingZeros32(tm))
			if outstanding&above(top) == 0 {
				return top // draw trumps with the master trump
			}
		}
	}
	// A plain-suit master worth points.
	best := idx(-1)
	for m := k.legal &^ suitMask(k.trump); m != 0; m &= m - 1 {
		c := idx(bits.TrailingZeros32(m))
		if pointsOf(c) > 0 && k.safe(c, suitOf(c), after) {
			if best < 0 || pointsOf(c) > pointsOf(best) {
				best = c
			}
		}
	}
	if best >= 0 {
		return best
	}
	// Otherwise a low zero-point card from the longest plain suit.
	bestLen := -1
	for m := k.legal &^ suitMask(k.trump); m != 0; m &= m - 1 {
		c := idx(bits.TrailingZeros32(m))
		if pointsOf(c) != 0 {
			continue
		}
		n := bits.OnesCount32(k.hand & suitMask(suitOf(c)))
		if n > bestLen || (n == bestLen && strength(c) < strength(best)) {
			best, bestLen = c, n
		}
	}
	if best >= 0 {
		return best
	}
	return k.cheapest(k.legal)
}
