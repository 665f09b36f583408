package triples

import (
	"fmt"
	"parlor/gameplay/match"
	"slices"

	"parlor/gameplay/cards"
	"parlor/internal/clip"
)

// Bot levels, as named on the command line and in the lobby.
const (
	LevelEasy   = "easy"
	LevelNormal = "normal"
	LevelHard   = "hard"
)

// Levels lists the bot levels, weakest first.
var Levels = []string{LevelEasy, LevelNormal, LevelHard}

// Bot chooses moves for one seat from that seat's View only, never the State.
type Bot interface {
	// Level is the bot's level: easy, normal or hard.
	Level() string
	// Choose returns the bot's move. Call it only when v.Turn is the bot's seat; the
	// move is then always legal.
	Choose(v View) Move
}

// Thinker is a bot whose decision is spread over several calls (match.ThinkerOf), so a
// single-threaded (browser) game loop can think a slice per frame: Begin, then Step
// until it reports done, then Result. Choose is the same as doing all of it at once and
// gives the same move. The hard bot is one.
type Thinker interface {
	Bot
	match.ThinkerOf[View, Move]
}

// NewBot returns a bot of level (easy, normal or hard) for seat. seed seeds the bot's own
// generator (a stream derived from seed and seat with cards.Derive): the same seed, seat
// and views give the same moves. An unknown level is an error naming it.
func NewBot(level string, seat int, seed uint64) (Bot, error) {
	switch level {
	case LevelEasy:
		return easyBot{}, nil
	case LevelNormal:
		return normalBot{}, nil
	case LevelHard:
		return &hardBot{rng: cards.Derive(seed, uint64(seat))}, nil
	}
	return nil, fmt.Errorf("unknown triples bot level %s (want easy, normal or hard)", clip.Quote(level))
}

// easyBot makes the first legal move: the first play it finds, else a draw; the first
// opponent to its left for a double triple.
type easyBot struct{}

// Level is "easy".
func (easyBot) Level() string { return LevelEasy }

// Choose returns v.Legal()[0]: the first play in Legal's order, else the draw.
func (easyBot) Choose(v View) Move {
	if ms := v.Legal(); len(ms) > 0 {
		return ms[0]
	}
	return DrawMove(v.Seat)
}

// normalBot plays the high-scoring cards first, holds its Draw 2 cards for a next player
// about to go out, and aims double triples at the leader.
type normalBot struct{}

// Level is "normal".
func (normalBot) Level() string { return LevelNormal }

// Choose scores each legal move (see normalScores) and returns the best, the first on a tie.
func (normalBot) Choose(v View) Move { return normalChoose(&v) }

// Weights of the normal bot's move score, in tenths of a point. Bots use integers only,
// so their choices are the same on every platform (no floating-point rounding).
const (
	pointWeight  = 15    // per point shed: high-scoring cards go first
	cardWeight   = 30    // per card shed
	outBonus     = 10000 // the play empties the hand
	doubleBonus  = 80    // a double triple makes an opponent draw 2
	draw2Hit     = 300   // per Draw 2 played on a next player with at most aboutToGoOut cards
	draw2Hold    = -400  // per Draw 2 played otherwise, while some other play exists
	drawScore    = -1000 // drawing instead of playing
	aboutToGoOut = 2     // a hand this small is about to go out
	cardEstimate = 34    // average points of a card in hand (425 points / 125 cards), in tenths
)

// normalChoose is the normal bot's policy; the hard bot also uses it for the other seats
// in its lookahead.
func normalChoose(v *View) Move {
	ms := v.Legal()
	switch {
	case len(ms) == 0:
		return DrawMove(v.Seat)
	case len(ms) == 1:
		return ms[0]
	case v.Phase == PhaseTarget:
		return TargetMove(v.Seat, leader(v))
	}
	sc := normalScores(v, ms)
	best := 0
	for i := range ms {
		if sc[i] > sc[best] {
			best = i
		}
	}
	return ms[best]
}

// normalScores scores each move for the normal bot (higher is better).
func normalScores(v *View, ms []Move) []int {
	sc := make([]int, len(ms))
	otherPlay := false // a play without a Draw 2 exists
	for _, m := range ms {
		if m.Kind == MovePlay && !m.Cards[0].Draw2() && !m.Cards[1].Draw2() {
			otherPlay = true
			break
		}
	}
	next := v.Next(v.Seat)
	hitNext := v.HandSizes[next] <= aboutToGoOut
	for i, m := range ms {
		if m.Kind != MovePlay {
			sc[i] = drawScore
			continue
		}
		cs := m.Played()
		s := 0
		for _, c := range cs {
			s += pointWeight*c.Points() + cardWeight
			if c.Draw2() {
				switch {
				case hitNext:
					s += draw2Hit
				case otherPlay:
					s += draw2Hold
				}
			}
		}
		if len(cs) == len(v.Hand) {
			s += outBonus
		}
		if mask := playMask(v.PlayArea, m); mask&(mask-1) != 0 { // two attributes shared
			s += doubleBonus
		}
		sc[i] = s
	}
	return sc
}

// playMask is the shared-attribute mask of a legal play on area.
func playMask(area []Card, m Move) uint8 {
	if m.Cards[1].Hidden() {
		return sharedMask(area[len(area)-2], area[len(area)-1], m.Cards[0])
	}
	return sharedMask(area[len(area)-1], m.Cards[0], m.Cards[1])
}

// leader is the opponent a double triple is aimed at: in a scored game the lowest
// expected total (total so far plus cardEstimate points per card in hand), in chill mode
// the most rounds won, then the fewest cards; ties go to the first clockwise.
func leader(v *View) int {
	best, bestKey := -1, 0
	for k := 1; k < v.Players; k++ {
		o := (v.Seat + k) % v.Players
		var key int
		if v.Chill {
			key = -1000*v.Wins[o] + v.HandSizes[o]
		} else {
			key = 10*v.Totals[o] + cardEstimate*v.HandSizes[o]
		}
		if best < 0 || key < bestKey {
			best, bestKey = o, key
		}
	}
	return best
}

// Hard bot budget: at most hardCandidates moves (the normal bot's favourites, plus draw
// when legal) are each tried on hardSamples determinizations, each followed by at most
// hardPlies moves of the other seats played by the normal policy.
const (
	hardCandidates = 8
	hardSamples    = 40
	hardPlies      = 3
)

// hardBot looks ahead over what its view allows: it deals the unseen cards (all but its
// hand and the play area) at random into the other hands (their sizes are known) and the
// draw pile, several times (determinization), tries each candidate move on each deal,
// lets the other seats answer with the normal policy until its next turn (at most
// hardPlies moves), and keeps the move with the best average outcome (evaluate: the
// round's outcome, or the bot's points and cards, its plays and the pairs of cards it
// keeps for 2-card plays, and how near the others are to going out). One Step is one
// candidate on one deal; a decision is at most (hardCandidates+1)×hardSamples Steps.
type hardBot struct {
	rng cards.RNG

	view    View
	cands   []Move
	samples []*State
	sum     []int
	next    int
	best    Move
	done    bool
}

// Level is "hard".
func (b *hardBot) Level() string { return LevelHard }

// Choose is Begin, Step until done, Result: a few ms per decision on this project's
// 2-core machine (BenchmarkHardChoose4/10; docs/bots.md).
func (b *hardBot) Choose(v View) Move { return match.Decide[View, Move](b, v) }

// Result is the decided move.
func (b *hardBot) Result() Move { return b.best }

// Begin lists the candidates and deals hardSamples determinizations; a forced move
// (one legal move) is decided at once.
func (b *hardBot) Begin(v View) {
	b.view = v
	b.done, b.next = false, 0
	b.samples = b.samples[:0]
	ms := v.Legal()
	if len(ms) <= 1 {
		b.best = DrawMove(v.Seat)
		if len(ms) == 1 {
			b.best = ms[0]
		}
		b.done = true
		return
	}
	b.cands = hardCandidatesOf(&v, ms)
	b.sum = make([]int, len(b.cands))
	for range hardSamples {
		b.samples = append(b.samples, b.determinize(&v))
	}
}

// hardCandidatesOf keeps the normal bot's favourite plays and the draw when it is legal;
// every target in PhaseTarget.
func hardCandidatesOf(v *View, ms []Move) []Move {
	if v.Phase == PhaseTarget {
		return ms
	}
	sc := normalScores(v, ms)
	idx := make([]int, len(ms))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case sc[a] > sc[b]:
			return -1
		case sc[a] < sc[b]:
			return 1
		}
		return 0
	})
	var out []Move
	for _, i := range idx {
		if ms[i].Kind == MovePlay && len(out) < hardCandidates {
			out = append(out, ms[i])
		}
	}
	if last := ms[len(ms)-1]; last.Kind == MoveDraw {
		out = append(out, last)
	}
	return out
}

// determinize builds a full state consistent with v: the unseen cards shuffled with the
// bot's generator, dealt to the other hands by their sizes, the rest as the draw pile.
func (b *hardBot) determinize(v *View) *State {
	var seen [DeckSize]bool
	for _, c := range v.Hand {
		seen[c.Index()] = true
	}
	for _, c := range v.PlayArea {
		seen[c.Index()] = true
	}
	unseen := make([]Card, 0, DeckSize)
	for i := range DeckSize {
		if !seen[i] {
			unseen = append(unseen, CardAt(i))
		}
	}
	cards.Shuffle(&b.rng, unseen)
	hands := make([][]Card, v.Players)
	for seat := range hands {
		if seat == v.Seat {
			hands[seat] = slices.Clone(v.Hand)
			continue
		}
		n := min(v.HandSizes[seat], len(unseen))
		hands[seat] = slices.Clone(unseen[:n])
		unseen = unseen[n:]
	}
	return &State{
		cfg:    Config{Players: v.Players, Chill: v.Chill, Rounds: v.Rounds},
		rounds: v.Rounds, rng: cards.NewRNG(b.rng.Uint64()),
		round: v.Round, dealer: v.Dealer, turn: v.Turn, phase: v.Phase,
		hands: hands, pile: unseen, area: slices.Clone(v.PlayArea),
		pending: v.Pending, pendingFrom: v.PendingFrom, owed: v.Owed, played: !v.FirstTurn, passes: v.Passes,
		totals: slices.Clone(v.Totals), wins: slices.Clone(v.Wins), outs: slices.Clone(v.Outs),
		sim: true,
	}
}

// Step plays one candidate on one determinization (about 10 µs) and reports whether
// every pair is done.
func (b *hardBot) Step() bool {
	if b.done || len(b.cands) == 0 {
		return true
	}
	ci, si := b.next%len(b.cands), b.next/len(b.cands)
	b.sum[ci] += b.rollout(b.samples[si].clone(), b.cands[ci])
	b.next++
	if b.next == len(b.cands)*len(b.samples) {
		best := 0
		for i := range b.sum {
			if b.sum[i] > b.sum[best] {
				best = i
			}
		}
		b.best = b.cands[best]
		b.done = true
		b.samples = b.samples[:0]
	}
	return b.done
}

// rollout applies m on st, lets the normal policy play on (the bot's own target choice
// included) until the bot's next turn, the round's end or hardPlies moves by others, and
// scores the position for the bot.
func (b *hardBot) rollout(st *State, m Move) int {
	me := b.view.Seat
	if _, err := st.Apply(m); err != nil {
		return -1 << 40 // cannot happen: candidates come from Legal
	}
	for others := 0; st.phase != PhaseOver && others < hardPlies; {
		seat := st.turn
		if seat == me && st.phase == PhaseTurn {
			break
		}
		v := st.peek(seat)
		if _, err := st.Apply(normalChoose(&v)); err != nil {
			break
		}
		if seat != me {
			others++
		}
	}
	return evaluate(st, me)
}

// evaluate scores a lookahead position for seat me, in tenths of a point (higher is
// better). A finished round counts the real outcome: going out is worth outValue, an
// opponent going out costs outValue; in a scored game the points left in hands count
// too. An open round is judged on the bot's points and cards, whether it can play on
// its next turn, and how far the opponents are from going out.
func evaluate(st *State, me int) int {
	const outValue = 600
	n := st.cfg.Players
	if st.phase == PhaseOver {
		out := st.outs[len(st.outs)-1]
		v := 0
		switch {
		case out == me:
			v = outValue
		case out >= 0:
			v = -outValue
		}
		if !st.cfg.Chill {
			pts := st.points[len(st.points)-1]
			opp := 0
			for i, p := range pts {
				if i != me {
					opp += p
				}
			}
			v += 10*opp/(n-1) - 10*pts[me]
		}
		return v
	}
	hand := st.hands[me]
	v := -10*HandPoints(hand) - wCards*len(hand) + wPairs*min(sharingPairs(hand), pairCap)
	p := position{seat: me, players: n, phase: PhaseTurn, hand: hand, area: st.area, firstTurn: !st.played}
	if st.turn == me && st.pending > 0 {
		v -= wCards * st.pending * 3 / 2
	} else {
		plays := 0
		p.eachPlay(func(Move) bool { plays++; return plays < 4 })
		if plays > 0 {
			v += wCan + plays*wMob
		}
	}
	minOpp := 1 << 30
	for i, h := range st.hands {
		if i == me {
			continue
		}
		v += wOppSum * len(h)
		minOpp = min(minOpp, len(h))
	}
	return v + wOppMin*min(minOpp, 6)
}

// Weights of the hard bot's evaluation of an open round, in tenths of a point, tuned
// against the normal bot in seeded tournaments.
const (
	wCards  = 50 // per card in the bot's hand (on top of its points)
	wCan    = 40 // the bot has a play on the play area
	wMob    = 5  // per play it has, up to 4
	wOppSum = 10 // per card in an opponent's hand
	wOppMin = 30 // per card of the opponent nearest to going out, up to 6
	wPairs  = 15 // per pair of cards in the bot's hand sharing an attribute, up to pairCap
	pairCap = 8
)

// sharingPairs counts the pairs of cards in hand that share a colour, a shape or a
// number: each is a 2-card play on any top card that shares that attribute, so a hand
// with more of them is less likely to have to draw. Capped by the caller, so holding
// cards never pays for itself.
func sharingPairs(hand []Card) int {
	k := 0
	for i, a := range hand {
		for _, c := range hand[i+1:] {
			if a.Colour == c.Colour || a.Shape == c.Shape || a.Number == c.Number {
				k++
			}
		}
	}
	return k
}

// peek is View(seat) without copies, for the lookahead only (it must not be kept or
// changed).
func (s *State) peek(seat int) View {
	hs := make([]int, len(s.hands))
	for i, h := range s.hands {
		hs[i] = len(h)
	}
	return View{
		Seat: seat, Players: s.cfg.Players, Chill: s.cfg.Chill, Rounds: s.rounds, Round: s.round,
		Dealer: s.dealer, Turn: s.turn, Phase: s.phase, Hand: s.hands[seat], HandSizes: hs,
		PlayArea: s.area, DrawPile: len(s.pile), Pending: s.pending, PendingFrom: s.pendingFrom,
		Owed: s.owed, FirstTurn: !s.played, Passes: s.passes, Totals: s.totals, Wins: s.wins, Outs: s.outs,
	}
}
