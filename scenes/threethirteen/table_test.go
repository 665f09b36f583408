//go:build display

// These tests import Ebitengine, whose desktop build needs an X display even to start;
// they carry the build tag "display" and are run under Xvfb by cmd/parlor/e2e
// (TestDisplayPackages), so plain `go test ./...` runs them on any machine.

package threethirteen

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/gameplay/cards"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

func init() { scenes.Register(Info()) }

// st is the game's state now (only tests look at it).
func st(tb *Table) *tt.State { return State[*tt.State](tb.Shell) }

func newTable(t testing.TB, bots string, players int, seed uint64, options string) *Table {
	t.Helper()
	return Started(t, info, build, Setup(t, "threethirteen", "", players, options, bots, seed))
}

// settle runs ticks until the table has settled and, if mine, it is the viewer's turn
// (or the round is over); it fails after limit ticks.
func settle(t testing.TB, tb *Table, a *scenes.App, limit int) {
	t.Helper()
	for i := 0; i < limit; i++ {
		if tb.Settled() && (tb.RoundOver() || tb.myTurn() || tb.Private()) {
			return
		}
		Step(tb, a, 1)
	}
	t.Fatalf("table did not settle in %d ticks (idle %v, round %d, turn %d)", limit, tb.Idle(), tb.round, st(tb).Turn())
}

func handCards(tb *Table, seat int) []cards.Card { return cardsOf(tb, tb.m.hands[seat]) }

// cardsOf is the cards of the table's objects objs, in order.
func cardsOf(tb *Table, objs []int) []cards.Card { return CardsOf(&tb.m.Cards, objs) }

// checkMatchesView: once settled, what the table shows is exactly the viewer's View:
// the viewer's hand face up, every other hand as that many hidden cards, the discard
// pile, the stock count, the round and wild rank, and every card resting at its place.
func checkMatchesView(t *testing.T, tb *Table) {
	t.Helper()
	v := st(tb).View(tb.Viewer())
	if tb.round != v.Round || tb.wild != v.Wild {
		t.Errorf("shows round %d wild %v, view says round %d wild %v", tb.round, tb.wild, v.Round, v.Wild)
	}
	for s := 0; s < v.Players; s++ {
		got := handCards(tb, s)
		if len(got) != v.HandSizes[s] {
			t.Errorf("seat %d shows %d cards, holds %d", s, len(got), v.HandSizes[s])
		}
		if s == tb.Viewer() {
			if !maps.Equal(cards.Counts(got), cards.Counts(v.Hand)) {
				t.Errorf("viewer's hand shows %v, holds %v", cards.Format(got), cards.Format(v.Hand))
			}
			for _, i := range tb.m.hands[s] {
				if !tb.m.Objs[i].Shows(tb.Now()) {
					t.Errorf("viewer's card %v is face down", tb.m.Objs[i].Card)
				}
			}
			continue
		}
		// Another hand's cards are unknown, except those it took from the discard
		// pile in plain sight (they still show their backs).
		taken := slices.Clone(v.Taken[s])
		for k, c := range got {
			if !c.Valid() {
				continue
			}
			if j := slices.Index(taken, c); j >= 0 {
				taken = slices.Delete(taken, j, j+1)
			} else {
				t.Errorf("seat %d's hidden card %v is known to the viewer %d", s, c, tb.Viewer())
			}
			if tb.m.Objs[tb.m.hands[s][k]].Shows(tb.Now()) {
				t.Errorf("seat %d's card %v shows its face", s, c)
			}
		}
	}
	if pile := cardsOf(tb, tb.m.discard); !slices.Equal(pile, v.Discard) {
		t.Errorf("discard pile shows %v, is %v", cards.Format(pile), cards.Format(v.Discard))
	}
	if tb.m.stock != v.StockSize {
		t.Errorf("stock shows %d, has %d", tb.m.stock, v.StockSize)
	}
	if tb.m.Busy(tb.Now()) {
		t.Errorf("cards still moving when settled")
	}
}

// TestEventsDriveTheTable plays a whole round from the table: the person in seat 0 uses
// keys (S to draw, arrows and Enter to discard, O to go out), bots play the other seats,
// and after every settle the picture matches the View; the round ends with every hand
// revealed as the solver arranged it, and going on deals the next round.
func TestEventsDriveTheTable(t *testing.T) {
	for _, sp := range []prefs.Speed{prefs.Normal, prefs.Instant} {
		a := App(sp)
		tb := newTable(t, "human,easy,normal,easy", 4, 12, "")
		settle(t, tb, a, 5000)
		checkMatchesView(t, tb)
		for turns := 0; !tb.RoundOver(); turns++ {
			if turns > 200 {
				t.Fatalf("round 1 did not end")
			}
			if !tb.myTurn() {
				t.Fatalf("settled but not the viewer's turn")
			}
			Press(tb, a, input.KeyS)
			settle(t, tb, a, 2000)
			checkMatchesView(t, tb)
			if tb.canOut {
				Press(tb, a, input.KeyO)
			} else {
				Press(tb, a, input.KeyRight) // choose the first card
				if tb.selected != 0 {
					t.Fatalf("→ selected %d, want 0", tb.selected)
				}
				Press(tb, a, input.KeyEnter)
			}
			settle(t, tb, a, 5000)
			if !tb.RoundOver() {
				checkMatchesView(t, tb)
			}
		}
		// The reveal shows each seat's arrangement: melds then leftovers.
		v := st(tb).View(0)
		if len(v.Reveal) != 4 {
			t.Fatalf("view has %d revealed hands", len(v.Reveal))
		}
		for s, arr := range v.Reveal {
			var want []cards.Card
			for _, m := range arr.Melds {
				want = append(want, m.Cards...)
			}
			want = append(want, arr.Leftover...)
			got := cardsOf(tb, tb.m.reveal[s])
			for _, i := range tb.m.reveal[s] {
				if !tb.m.Objs[i].Shows(tb.Now()) {
					t.Errorf("seat %d: revealed card %v face down", s, tb.m.Objs[i].Card)
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("seat %d reveal shows %v, arrangement is %v", s, cards.Format(got), cards.Format(want))
			}
			if tb.penalties[s] != arr.Penalty || tb.totals[s] != v.Totals[s] {
				t.Errorf("seat %d: shows penalty %d total %d, want %d %d", s, tb.penalties[s], tb.totals[s], arr.Penalty, v.Totals[s])
			}
		}
		if sh := sheet(tb.Setup(), tb.View()); len(sh.Scores) != 1 || sh.Over {
			t.Errorf("score sheet after round 1: %d rounds, over %v", len(sh.Scores), sh.Over)
		}
		// Going on (the score sheet's "Next round" comes back here) deals round 2.
		scenes.FrameOf(tb).NextRound()
		Step(tb, a, 1)
		settle(t, tb, a, 5000)
		if tb.round != 2 || tb.handSize != 4 {
			t.Fatalf("after going on: round %d, %d cards", tb.round, tb.handSize)
		}
		checkMatchesView(t, tb)
	}
}

// playMyTurn plays the viewer's turn with keys: draw from the stock, then go out if
// possible, else discard the first card.
func playMyTurn(t *testing.T, tb *Table, a *scenes.App) {
	t.Helper()
	Press(tb, a, input.KeyS)
	settle(t, tb, a, 2000)
	if tb.canOut {
		Press(tb, a, input.KeyO)
	} else {
		Press(tb, a, input.KeyRight)
		Press(tb, a, input.KeyEnter)
	}
	settle(t, tb, a, 5000)
}

// TestGameToScoresToMenu plays the last round to the end: the final reveal leads to the
// final score sheet (11 rounds, the game over, the winners those of the rules), whose
// Menu button goes back to the menu.
func TestGameToScoresToMenu(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 31, "")
	a.Goto(tb)
	if err := tb.SkipToRound(11); err != nil {
		t.Fatal(err)
	}
	settle(t, tb, a, 3000)
	for i := 0; !tb.RoundOver(); i++ {
		if i > 300 {
			t.Fatal("round 11 did not end")
		}
		playMyTurn(t, tb, a)
	}
	if !tb.Final() || !st(tb).Over() {
		t.Fatalf("after round 11: final %v, over %v", tb.Final(), st(tb).Over())
	}
	Press(tb, a, input.KeyEnter)
	sc, ok := a.Next().(*screens.Scoring)
	if !ok {
		t.Fatalf("Enter at the final reveal goes to %T, want the score sheet", a.Next())
	}
	sh := sc.Sheet()
	if !sh.Over || len(sh.Scores) != 11 || len(sh.RoundLabels) != 11 || !slices.Equal(sh.Winners, st(tb).Winners()) || !slices.Equal(sh.Totals, st(tb).Totals()) {
		t.Errorf("final sheet: over %v, %d rounds, winners %v totals %v; game says winners %v totals %v",
			sh.Over, len(sh.Scores), sh.Winners, sh.Totals, st(tb).Winners(), st(tb).Totals())
	}
	Step(sc, a, screens.ScoringBeat) // the sheet takes no input at first
	Press(sc, a, input.KeyM)
	if _, ok := a.Next().(*screens.Menu); !ok {
		t.Errorf("M on the score sheet goes to %T, want the menu", a.Next())
	}
}

// TestMouseTurn plays a turn with the mouse: click the stock to draw, then one click on
// a card discards it (the card alone decides the move, as in every game:
// docs/architecture.md#input; it took two clicks, Troeven one); then a drag from the
// discard pile to the hand takes the top discard on the next turn.
func TestMouseTurn(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 8, "")
	settle(t, tb, a, 3000)
	n := len(tb.m.hands[0])
	Click(tb, a, tb.lay.Stock.CX(), tb.lay.Stock.CY())
	settle(t, tb, a, 1000)
	if len(tb.m.hands[0]) != n+1 || st(tb).Phase() != tt.PhaseDiscard {
		t.Fatalf("clicking the stock: hand %d cards (was %d), phase %v", len(tb.m.hands[0]), n, st(tb).Phase())
	}
	x, y, _ := tb.lay.Fan(0, 0, n+1)
	x -= geom.CardW*tb.lay.Seats[0].Scale/2 - 6
	chosen := tb.m.Objs[tb.m.hands[0][0]].Card
	Click(tb, a, x, y)
	if tb.Asking() != "" {
		t.Fatalf("seed 8's card 0 (%v) would go out: pick another deal", chosen)
	}
	settle(t, tb, a, 3000)
	v := st(tb).View(0)
	if len(v.Discarded[0]) != 1 || v.Discarded[0][0] != chosen {
		t.Fatalf("one click on card 0 discarded %v, want %v", v.Discarded[0], chosen)
	}
	// Next turn (after the bot's): drag the top discard into the hand.
	settle(t, tb, a, 3000)
	v = st(tb).View(0)
	if v.Turn != 0 {
		t.Fatalf("not the person's turn again (turn %d)", v.Turn)
	}
	top, _ := v.DiscardTop()
	dx, dy := tb.lay.Discard.CX(), tb.lay.Discard.CY()
	hx, hy := tb.lay.Seats[0].CX, tb.lay.Seats[0].CY
	Tick(tb, a, input.Input{Pointer: true, X: dx, Y: dy, Down: true, Pressed: true})
	for k := 1; k <= 5; k++ {
		f := float64(k) / 5
		Tick(tb, a, input.Input{Pointer: true, X: dx + (hx-dx)*f, Y: dy + (hy-dy)*f, Down: true})
	}
	Tick(tb, a, input.Input{Pointer: true, X: hx, Y: hy, Released: true})
	settle(t, tb, a, 1000)
	if got := st(tb).View(0).Took; got != top {
		t.Errorf("dragging the discard pile to the hand took %v, want %v", got, top)
	}
}

// TestDealIsStaggered: at normal speed the deal hands out one card every few ticks, in
// the order dealt, so partway through only some cards have left the stock.
func TestDealIsStaggered(t *testing.T) {
	a := App(prefs.Normal)
	tb := newTable(t, "human,easy,easy", 3, 5, "")
	Step(tb, a, roundStartTk+1+dealStagger*4)
	dealt := 0
	for s := range tb.m.hands {
		dealt += len(tb.m.hands[s])
	}
	if dealt < 3 || dealt > 6 {
		t.Errorf("after %d ticks %d cards are dealt; want about 5", roundStartTk+1+dealStagger*4, dealt)
	}
	// Cards go round the table one at a time starting left of the dealer.
	first := (tb.dealer + 1) % 3
	if len(tb.m.hands[first]) < len(tb.m.hands[(first+2)%3]) {
		t.Errorf("seat %d (left of dealer) has fewer cards than the dealer", first)
	}
	if !tb.m.Busy(tb.Now()) {
		t.Errorf("no card is in flight during the deal")
	}
}

// TestIllegalMoveSaysWhy: with forbid-retake, throwing back the card just taken from the
// discard pile is refused with the rule's message, and the state does not change.
func TestIllegalMoveSaysWhy(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 21, "forbid-retake")
	settle(t, tb, a, 3000)
	Press(tb, a, input.KeyD) // take the discard
	settle(t, tb, a, 1000)
	took := st(tb).View(0).Took
	if !took.Valid() {
		t.Fatalf("no card was taken")
	}
	k := slices.Index(handCards(tb, 0), took) // one deck: the card is there once
	before := st(tb).View(0)
	tb.selected = k
	Press(tb, a, input.KeyEnter)
	refused := tb.ToastShown()
	if refused == "" {
		t.Fatalf("no message for an illegal discard")
	}
	after := st(tb).View(0)
	if !slices.Equal(before.Hand, after.Hand) || before.Phase != after.Phase {
		t.Errorf("a refused move changed the state")
	}
	// The taken card is not a legal discard, so it is drawn dimmed.
	if slices.Contains(tb.legal, tt.Move{Seat: 0, Kind: tt.Discard, Card: took}) {
		t.Errorf("the retaken card %v is listed as a legal discard", took)
	}
	if tb.canDiscard(took) {
		t.Errorf("the retaken card %v is not dimmed", took)
	}
	// Drawing again is refused too, and says so.
	Press(tb, a, input.KeyS)
	if msg := tb.ToastShown(); msg == "" || msg == refused {
		t.Errorf("no message for drawing twice (toast %q)", msg)
	}
}

// TestGoOutTooEarlySaysBestLeftover: pressing O when no discard goes out names the
// least leftover the best discard would keep, not the penalty of whichever card
// happened to be first in the hand, and changes nothing.
func TestGoOutTooEarlySaysBestLeftover(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 5, "")
	settle(t, tb, a, 3000)
	Press(tb, a, input.KeyS)
	settle(t, tb, a, 1000)
	v := st(tb).View(0)
	best := -1
	worstFirst := 0
	for i := range v.Hand {
		rest := slices.Delete(slices.Clone(v.Hand), i, i+1)
		p := tt.Penalty(rest, v.Wild)
		if best < 0 || p < best {
			best = p
		}
		if i == 0 {
			worstFirst = p
		}
	}
	if best == 0 {
		t.Fatalf("seed 5's hand %v can go out; the test needs one that cannot", cards.Format(v.Hand))
	}
	if best == worstFirst {
		t.Fatalf("hand %v: the first card is the best discard; the test needs one where it is not", cards.Format(v.Hand))
	}
	tb.selected = -1
	Press(tb, a, input.KeyO)
	want := "leaves " + strconv.Itoa(best) + " points"
	if !strings.Contains(tb.ToastShown(), want) {
		t.Errorf("O said %q, want it to mention %q", tb.ToastShown(), want)
	}
	after := st(tb).View(0)
	if !slices.Equal(v.Hand, after.Hand) || v.Phase != after.Phase {
		t.Errorf("a refused go-out changed the state")
	}
}

// TestPassAndPlay: with two people, the deal is shown face down, the privacy screen
// hides the table before each person's turn, and after it that person's own hand (and
// only theirs) is face up.
func TestPassAndPlay(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy,human", 3, 4, "")
	settle(t, tb, a, 3000)
	for i := range tb.m.Objs {
		if o := &tb.m.Objs[i]; o.Alive && o.Marks.zone == zoneHand && o.Card.Valid() {
			t.Fatalf("a dealt card (%v) is known before the privacy screen", o.Card)
		}
	}
	for round := 0; round < 4; round++ {
		if !tb.Private() {
			t.Fatalf("step %d: no privacy screen before a person's turn", round)
		}
		who := tb.PrivateFor()
		Press(tb, a, input.KeyEnter)
		if tb.Private() || tb.Viewer() != who {
			t.Fatalf("after the privacy screen: privacy %v viewer %d, want %d", tb.Private(), tb.Viewer(), who)
		}
		checkMatchesView(t, tb)
		Press(tb, a, input.KeyS)
		settle(t, tb, a, 2000)
		Press(tb, a, input.KeyRight)
		Press(tb, a, input.KeyEnter)
		settle(t, tb, a, 3000)
		if tb.RoundOver() {
			break
		}
	}
}

// TestSortAndGroupMelds: sorting reorders the viewer's hand (by suit, by rank) and
// "group my melds" puts each meld together, outlined, with the leftovers after them.
func TestSortAndGroupMelds(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 99, "")
	if err := tb.SkipToRound(9); err != nil {
		t.Fatal(err)
	}
	settle(t, tb, a, 3000)
	Press(tb, a, input.Key1)
	h := handCards(tb, 0)
	for i := 1; i < len(h); i++ {
		aw, bw := h[i-1].Rank == tb.wild, h[i].Rank == tb.wild
		if !aw && !bw && (h[i-1].Suit > h[i].Suit || h[i-1].Suit == h[i].Suit && h[i-1].Rank > h[i].Rank) {
			t.Errorf("by suit: %v before %v", h[i-1], h[i])
		}
		if aw && !bw {
			t.Errorf("by suit: wild %v before %v (wilds go last)", h[i-1], h[i])
		}
	}
	Press(tb, a, input.Key2)
	h = handCards(tb, 0)
	for i := 1; i < len(h); i++ {
		aw, bw := h[i-1].Rank == tb.wild, h[i].Rank == tb.wild
		if !aw && !bw && h[i-1].Rank > h[i].Rank {
			t.Errorf("by rank: %v before %v", h[i-1], h[i])
		}
	}
	Press(tb, a, input.Key3)
	arr := tt.Solve(handCards(tb, 0), tb.wild)
	h = handCards(tb, 0)
	k := 0
	for g, m := range arr.Melds {
		for range m.Cards {
			o := &tb.m.Objs[tb.m.hands[0][k]]
			if o.HL != meldColours[g%len(meldColours)] {
				t.Errorf("card %d (%v) of meld %d not outlined in its colour", k, o.Card, g)
			}
			k++
		}
	}
	if !maps.Equal(cards.Counts(h[k:]), cards.Counts(arr.Leftover)) {
		t.Errorf("after the melds come %v, leftovers are %v", cards.Format(h[k:]), cards.Format(arr.Leftover))
	}
}

// TestTableUpdateNoAlloc: a waiting table's Update allocates nothing (the goal the
// benchmark below measures).
func TestTableUpdateNoAlloc(t *testing.T) {
	a := App(prefs.Normal)
	tb := newTable(t, "human,normal,normal,normal,normal,normal", 6, 3, "")
	if err := tb.SkipToRound(11); err != nil {
		t.Fatal(err)
	}
	settle(t, tb, a, 3000)
	x, y, _ := tb.lay.Fan(tb.Viewer(), 4, 13)
	allocs := testing.AllocsPerRun(500, func() {
		Tick(tb, a, input.Input{Pointer: true, X: x, Y: y})
	})
	if allocs != 0 {
		t.Errorf("Update of a waiting 6×13 table allocates %v times per tick", allocs)
	}
}

// BenchmarkTableUpdate6x13: one op is one tick of the table scene's Update with six
// players holding 13 cards each (round 11), the person's turn, no input: the steady
// state of a table waiting for its player. Goal: 0 allocs/op.
func BenchmarkTableUpdate6x13(b *testing.B) {
	a := App(prefs.Normal)
	tb := newTable(b, "human,normal,normal,normal,normal,normal", 6, 7, "")
	if err := tb.SkipToRound(11); err != nil {
		b.Fatal(err)
	}
	Step(tb, a, 300)
	n := 0
	for s := range tb.m.hands {
		n += len(tb.m.hands[s])
	}
	if n < 6*13 || !tb.myTurn() {
		b.Fatalf("not the steady state: %d cards, my turn %v", n, tb.myTurn())
	}
	// Hover over the hand so the pointer path runs too.
	x, y, _ := tb.lay.Fan(tb.Viewer(), 4, 13)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Tick(tb, a, input.Input{Pointer: true, X: x, Y: y})
	}
}

// TestRevealTagsWilds: at a round's end every wild the arrangement uses in a meld
// carries the card it stands for (Meld.As), tagged "= 5H"; natural cards and leftovers
// carry none. Rounds are played (bots only) until some wild stands for another card.
func TestRevealTagsWilds(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "normal,normal,normal,normal", 4, 3, "")
	tagged := 0
	for r := 1; r <= 11 && tagged == 0; r++ {
		settle(t, tb, a, 20000)
		if !tb.RoundOver() {
			t.Fatalf("round %d: settled without a reveal", r)
		}
		v := st(tb).View(0)
		for s, arr := range v.Reveal {
			objs := tb.m.reveal[s]
			k := 0
			for _, m := range arr.Melds {
				for j, c := range m.Cards {
					o := &tb.m.Objs[objs[k]]
					k++
					want := cards.Card{}
					if m.As[j] != c {
						want = m.As[j]
						tagged++
					}
					// A run's wild is tagged with the card it stands for; a set's
					// with a card of the set's rank the hand does not already hold
					// (TestWildTagsArePossible).
					switch {
					case !want.Valid() && o.Marks.asText != "":
						t.Errorf("round %d seat %d: natural %v tagged %q", r, s, c, o.Marks.asText)
					case want.Valid() && m.Kind == tt.Run && (o.Marks.as != want || o.Marks.asText != "= "+want.String()):
						t.Errorf("round %d seat %d: %v in a run tagged %v %q, stands for %v", r, s, c, o.Marks.as, o.Marks.asText, want)
					case want.Valid() && m.Kind == tt.Set && !strings.HasPrefix(o.Marks.asText, "= "+want.Rank.String()):
						t.Errorf("round %d seat %d: %v in a set tagged %q, stands for a %v", r, s, c, o.Marks.asText, want.Rank)
					}
				}
			}
			for range arr.Leftover {
				if o := &tb.m.Objs[objs[k]]; o.Marks.as.Valid() || o.Marks.asText != "" {
					t.Errorf("round %d seat %d: leftover %v tagged %q", r, s, o.Card, o.Marks.asText)
				}
				k++
			}
		}
		if tb.Final() {
			break
		}
		Press(tb, a, input.KeyEnter)
	}
	if tagged == 0 {
		t.Fatal("no round's reveal used a wild for another card: the test proves nothing")
	}
}
