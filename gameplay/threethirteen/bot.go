package threethirteen

import (
	"fmt"
	"slices"

	"parlor/gameplay/cards"
	"parlor/internal/clip"
)

// Bot chooses moves for one seat from that seat's View only, never from the State.
// Choose must be called when v.MyTurn() is true; otherwise it returns a DrawStock that
// Apply rejects. A Bot keeps its own generator and a small cache, so use one Bot per
// seat and per game, from one goroutine.
type Bot interface {
	// Level is the bot's level id (one of Levels).
	Level() string
	Choose(v View) Move
}

// Levels are the bot levels NewBot knows, weakest first.
var Levels = []string{"easy", "normal", "hard"}

// NewBot returns a bot of the given level ("easy", "normal" or "hard") for seat. Its
// randomness comes from cards.Derive(seed, seat), so the same seed gives the same play.
// An unknown level is an error naming it. Every level decides from the seat's View only.
//
// Easy takes the top discard when that lowers its least leftover, otherwise draws from
// the stock; it goes out as soon as it can, and otherwise throws away one of the two
// highest cards its best arrangement leaves out of melds, either one at random (a
// beginner who knows its melds but does not weigh which loose card to keep).
//
// Normal plays its own hand for the least leftover: it throws the card whose loss
// leaves the least leftover (its highest loose card), keeps wilds (it always takes a
// wild from the discard pile), and takes a discard only when that gains at least five
// points over keeping its hand, since a stock card may do better and a take tells the
// table what it collects. It remembers what the next seat took from the discard pile
// (only the next seat can ever take your discard) and avoids discarding cards of that
// rank or close in that suit, and wilds. It goes out at once when it can (no later hand
// beats 0), and on its last turn after someone went out it takes the discard when that
// lowers its leftover. It does not weigh near melds or the odds of the cards it has not
// seen: that is what the hard level adds (docs/bots.md: how the levels are graded).
//
// Hard weighs every card it has not seen as the next draw (see hardBot) and thinks in
// slices: it is a Thinker.
func NewBot(level string, seat int, seed uint64) (Bot, error) {
	switch level {
	case "easy":
		return &easyBot{rng: cards.Derive(seed, uint64(seat))}, nil
	case "normal":
		return &normalBot{}, nil
	case "hard":
		return &hardBot{normal: normalBot{nearW: nearWeight}}, nil
	}
	return nil, fmt.Errorf("unknown threethirteen bot level %s (known: easy, normal, hard)", clip.Quote(level))
}

// handBuf holds a hand plus a drawn card.
type handBuf = [maxHand + 2]cards.Card

// cacheEntry remembers one (reduced) hand's penalty.
type cacheEntry struct {
	key  uint64 // hash of wild and hand; 0 for an empty entry
	n    int
	pen  int
	hand handBuf
}

// evaluator computes penalties of nearby hands with a small cache: the hand a bot left
// after its discard is the hand it holds at its next draw, and a hand it evaluated
// while deciding to take the discard is the hand it holds when it discards. The cache
// is keyed by the wild rank too, so a new round needs no reset.
type evaluator struct {
	wild  cards.Rank
	cache [16]cacheEntry
	next  int
	live  handBuf
	// search is the memory of bestDiscard, a field so that it does not escape
	search discardSearch
}

// pen is Penalty(hand, e.wild). A card that cannot belong to any meld always scores
// its value, so such cards are counted directly and left out of the solver's hand; the
// reduced hand's penalty is cached.
//
// A non-wild card is dead when it has fewer than two possible partners for a set (cards
// of its rank, or wilds) and fewer than two for a run (cards of its suit within two
// ranks, or wilds): every meld holding it holds two such partners.
func (e *evaluator) pen(hand []cards.Card) int {
	var byRank [16]int8
	var bySuit [5][16]int8
	wilds := int8(0)
	for _, c := range hand {
		if c.Rank == e.wild {
			wilds++
		}
		byRank[c.Rank]++
		bySuit[c.Suit][c.Rank]++
	}
	live := e.live[:0] // a field, not a local: the solver's argument would escape
	deadSum := 0
	key := uint64(e.wild) + 1
	for _, c := range hand {
		if c.Rank != e.wild && wilds < 2 {
			r := int(c.Rank)
			row := &bySuit[c.Suit]
			run := wilds + row[r+1] + row[min(r+2, 15)]
			if r > 1 {
				run += row[r-1]
				if r > 2 {
					run += row[r-2]
				}
			}
			if byRank[r]-1+wilds < 2 && run < 2 {
				deadSum += CardValue(c)
				continue
			}
		}
		live = append(live, c)
		key = key*0x100000001B3 ^ uint64(c.Rank)<<3 ^ uint64(c.Suit)
	}
	if len(live) < 3 {
		for _, c := range live {
			deadSum += CardValue(c)
		}
		return deadSum
	}
	key |= 1
	for i := range e.cache {
		ce := &e.cache[i]
		if ce.key == key && ce.n == len(live) && slices.Equal(ce.hand[:ce.n], live) {
			return deadSum + ce.pen
		}
	}
	p := Penalty(live, e.wild)
	ce := &e.cache[e.next]
	e.next = (e.next + 1) % len(e.cache)
	ce.key = key
	ce.n = copy(ce.hand[:], live)
	ce.pen = p
	return deadSum + p
}

const noBound = 1 << 30

// mustTake reports whether the stock cannot be drawn (empty and nothing to rebuild).
func mustTake(v *View) bool { return v.StockSize == 0 && len(v.Discard) < 2 }

// keepTaken is the card the bot will not discard this turn: the card it just took from
// the discard pile (forbidden anyway under forbid-retake; otherwise throwing it back
// would undo the take, and two bots could pass it back and forth for ever).
func keepTaken(v *View) cards.Card { return v.Took }

// forbidden is the card the seat may not discard this turn under the rules (zero if none).
func forbidden(v *View) cards.Card {
	if v.Options.ForbidRetake {
		return v.Took
	}
	return cards.Card{}
}

// goOut returns a GoOut move when some legal discard leaves a hand of melds only.
func (e *evaluator) goOut(v *View) (Move, bool) {
	c, _, _, ok := e.bestDiscard(v.Hand, forbidden(v), nil, 1)
	return Move{Seat: v.Seat, Kind: GoOut, Card: c}, ok
}

// Level is "easy".
func (b *easyBot) Level() string { return "easy" }

type easyBot struct {
	ev  evaluator
	rng cards.RNG
}

func (b *easyBot) Choose(v View) Move {
	if !v.MyTurn() {
		return Move{Seat: v.Seat, Kind: DrawStock}
	}
	b.ev.wild = v.Wild
	switch v.Phase {
	case PhaseDraw:
		d, ok := v.DiscardTop()
		if !ok {
			return Move{Seat: v.Seat, Kind: DrawStock}
		}
		if mustTake(&v) {
			return Move{Seat: v.Seat, Kind: TakeDiscard}
		}
		now := b.ev.pen(v.Hand)
		var buf handBuf
		with := append(append(buf[:0], v.Hand...), d)
		// Take only when some discard other than d itself then leaves less than now.
		if _, _, _, better := b.ev.bestDiscard(with, d, nil, 10*now); better {
			return Move{Seat: v.Seat, Kind: TakeDiscard}
		}
		return Move{Seat: v.Seat, Kind: DrawStock}
	default:
		c, pen, _, found := b.ev.bestDiscard(v.Hand, keepTaken(&v), nil, noBound)
		if found && pen == 0 {
			return Move{Seat: v.Seat, Kind: GoOut, Card: c}
		}
		// The card just taken was left out above; it may still be the way out.
		if v.Took.Valid() && !v.Options.ForbidRetake {
			if m, ok := b.ev.goOut(&v); ok {
				return m
			}
		}
		// One of the two highest loose cards (Leftover is sorted by rank), never the
		// card just taken.
		var loose []cards.Card
		for _, x := range Solve(v.Hand, v.Wild).Leftover {
			if x != keepTaken(&v) {
				loose = append(loose, x)
			}
		}
		if n := len(loose); n >= 2 {
			c = loose[n-1-b.rng.IntN(2)]
		}
		return Move{Seat: v.Seat, Kind: Discard, Card: c}
	}
}

// Weights of the normal bot (nearWeight: of the hard bot's ranking of discards), in
// tenths of a point, tuned by paired bot-against-bot games (same seeds, levels swapped).
const (
	nearWeight   = 35 // per near-meld relation of a card, at the start of a round
	wildKeep     = 80 // for discarding a wild (besides feeding the next seat)
	feedRank     = 20 // the next seat took a card of this rank
	feedRun      = 15 // the next seat took a card of this suit one or two ranks away
	feedWild     = 30 // a wild helps the next seat whatever it collects
	takeMargin   = 50 // a take must beat keeping the hand by this much
	lateFullTurn = 3  // turns after which a round counts as late, plus HandSize/2
)

// Level is "normal".
func (b *normalBot) Level() string { return "normal" }

type normalBot struct {
	ev evaluator
	// nearW is the weight of a near-meld relation at the start of a round, in tenths
	// of a point: 0 at the normal level; the hard bot ranks its candidate discards with
	// nearWeight.
	nearW int
	// per-decision context used by extra
	v     *View
	late  int // 0..10: how late in the round it is
	held  []cards.Card
	feeds []cards.Card // cards the next seat took and has not thrown back
	next  int

	ranked      [maxHand + 2]candidate
	rankedCards [maxHand + 2]cards.Card
}

// lateness is 0 at the start of a round and 10 once the seat has played about half
// a hand's worth of turns, or someone has gone out.
func lateness(v *View) int {
	if v.OutSeat >= 0 {
		return 10
	}
	t := len(v.Discarded[v.Seat])
	return min(10, 10*t/(lateFullTurn+v.HandSize/2))
}

// near counts c's near-meld relations with the other cards of hand (wilds excluded):
// same rank, or same suit one or two ranks apart.
func near(hand []cards.Card, c cards.Card, wild cards.Rank) int {
	k := 0
	skipped := false
	for _, x := range hand {
		if x == c && !skipped {
			skipped = true
			continue
		}
		if x.Rank == wild {
			continue
		}
		if x.Rank == c.Rank {
			k++
		} else if x.Suit == c.Suit {
			d := int(x.Rank) - int(c.Rank)
			if d >= -2 && d <= 2 {
				k++
			}
		}
	}
	return k
}

// danger is how much discarding c may help the next seat (tenths of a point).
func (b *normalBot) danger(c cards.Card) int {
	if b.v.OutSeat == b.next {
		return 0 // the round ends after this discard
	}
	if c.Rank == b.v.Wild {
		return feedWild
	}
	k := 0
	for _, t := range b.feeds {
		if t.Rank == b.v.Wild {
			continue
		}
		if t.Rank == c.Rank {
			k = max(k, feedRank)
		} else if t.Suit == c.Suit {
			if d := int(t.Rank) - int(c.Rank); d >= -2 && d <= 2 {
				k = max(k, feedRun)
			}
		}
	}
	return k
}

// keep is what the normal bot loses by parting with c from b.held, besides the
// penalty: its being a wild, or its near melds early in a round (weighted by nearW).
func (b *normalBot) keep(c cards.Card) int {
	if c.Rank == b.v.Wild {
		return wildKeep
	}
	return (10 - b.late) * b.nearW * near(b.held, c, b.v.Wild) / 10
}

// extra is the normal bot's cost of discarding c from b.held besides the penalty:
// keep, plus feeding the next seat.
func (b *normalBot) extra(c cards.Card) int { return b.keep(c) + b.danger(c) }

func (b *normalBot) prepare(v *View) {
	b.v = v
	b.ev.wild = v.Wild
	b.late = lateness(v)
	b.next = (v.Seat + 1) % v.Players
	b.feeds = append(b.feeds[:0], v.Taken[b.next]...)
	for _, t := range v.Discarded[b.next] {
		if i := slices.Index(b.feeds, t); i >= 0 {
			b.feeds = slices.Delete(b.feeds, i, i+1)
		}
	}
}

func (b *normalBot) Choose(v View) Move {
	if !v.MyTurn() {
		return Move{Seat: v.Seat, Kind: DrawStock}
	}
	b.prepare(&v)
	defer func() { b.v = nil }()
	if v.Phase != PhaseDraw {
		// Go out at once when some discard leaves no leftover.
		if m, ok := b.ev.goOut(&v); ok {
			return m
		}
		b.held = v.Hand
		c, _, _, _ := b.ev.bestDiscard(v.Hand, keepTaken(&v), b.extra, noBound)
		return Move{Seat: v.Seat, Kind: Discard, Card: c}
	}
	d, ok := v.DiscardTop()
	if !ok {
		return Move{Seat: v.Seat, Kind: DrawStock}
	}
	if mustTake(&v) || d.Rank == v.Wild {
		return Move{Seat: v.Seat, Kind: TakeDiscard}
	}
	var buf handBuf
	with := append(append(buf[:0], v.Hand...), d)
	now := b.ev.pen(v.Hand)
	if v.OutSeat >= 0 {
		// Last turn: only the final penalty counts. Take when that lowers it.
		if _, takePen, _, _ := b.ev.bestDiscard(with, d, nil, noBound); takePen < now {
			return Move{Seat: v.Seat, Kind: TakeDiscard}
		}
		return Move{Seat: v.Seat, Kind: DrawStock}
	}
	// Take when the best discard after taking d beats keeping the hand as it is, near
	// melds counted, by takeMargin: staying costs 10*now plus the near melds d would
	// have made.
	b.held = with
	stay := 10*now + b.keep(d) - takeMargin
	if _, _, _, better := b.ev.bestDiscard(with, d, b.keep, stay); better {
		return Move{Seat: v.Seat, Kind: TakeDiscard}
	}
	return Move{Seat: v.Seat, Kind: DrawStock}
}

// rankDiscards lists up to k distinct cards of v.Hand in the order the normal bot
// prefers to discard them (least 10×leftover after the discard plus its extra cost
// first; ties in hand order), never the card just taken. The list is the bot's own
// memory, valid until its next call.
func (b *normalBot) rankDiscards(v *View, k int) []cards.Card {
	b.prepare(v)
	defer func() { b.v = nil }()
	b.held = v.Hand
	skip := keepTaken(v)
	var buf handBuf
	cs := b.ranked[:0]
	for i, c := range v.Hand {
		if c == skip || slices.Contains(v.Hand[:i], c) {
			continue
		}
		rest, _ := without(buf[:], v.Hand, c)
		cs = append(cs, candidate{card: c, order: i, lb: 10*b.ev.pen(rest) + b.extra(c)})
	}
	slices.SortStableFunc(cs, func(x, y candidate) int { return x.lb - y.lb })
	out := b.rankedCards[:0]
	for _, c := range cs[:min(k, len(cs))] {
		out = append(out, c.card)
	}
	return out
}
