//go:build display

// These tests import Ebitengine, whose desktop build needs an X display even to start;
// they carry the build tag "display" and are run under Xvfb by cmd/parlor/e2e
// (TestDisplayPackages).

package troeven

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/cards"
	tv "parlor/gameplay/troeven"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

func init() { scenes.Register(Info()) }

// st is the game's state now (only tests look at it).
func st(tb *Table) *tv.State { return State[*tv.State](tb.Shell) }

func newTable(t testing.TB, variant, bots string, seed uint64) *Table {
	t.Helper()
	return Started(t, info, build, Setup(t, "troeven", variant, 3, "", bots, seed))
}

// settle runs ticks until the table has settled and it is the person's move or the
// round is over.
func settle(t testing.TB, tb *Table, a *scenes.App, limit int) {
	t.Helper()
	for i := 0; i < limit; i++ {
		if tb.Settled() && (tb.RoundOver() || tb.myTurn()) {
			return
		}
		Step(tb, a, 1)
	}
	t.Fatalf("table did not settle in %d ticks (idle %v, to move %d)", limit, tb.Idle(), st(tb).ToMove())
}

func handCards(tb *Table) []cards.Card { return cardsOf(tb, tb.m.hands[tb.Viewer()]) }

// cardsOf is the cards of the table's objects objs, in order.
func cardsOf(tb *Table, objs []int) []cards.Card { return CardsOf(&tb.m.Cards, objs) }

// checkMatchesView: once settled, the picture is the viewer's View: their hand face up,
// others as that many hidden cards, the dummy's face-up cards shown and its face-down
// ones hidden, the trick, the trump and every card at rest.
func checkMatchesView(t *testing.T, tb *Table) {
	t.Helper()
	v := st(tb).View(tb.Viewer())
	if tb.trump != v.Trump || tb.round != v.Round {
		t.Errorf("shows round %d trump %v, view says %d %v", tb.round, tb.trump, v.Round, v.Trump)
	}
	if got := handCards(tb); !maps.Equal(cards.Counts(got), cards.Counts(v.Hand)) {
		t.Errorf("hand shows %v, holds %v", cards.Format(got), cards.Format(v.Hand))
	}
	for p := 0; p < 3; p++ {
		if len(tb.m.hands[p]) != v.Counts[p] {
			t.Errorf("seat %d shows %d cards, holds %d", p, len(tb.m.hands[p]), v.Counts[p])
		}
		for _, i := range tb.m.hands[p] {
			o := &tb.m.Objs[i]
			if p != tb.Viewer() && (o.Card.Valid() || o.Shows(tb.Now())) {
				t.Errorf("seat %d's hidden card %v is known or face up", p, o.Card)
			}
		}
	}
	for col := 0; col < 4; col++ {
		up, down := tb.m.dummyUp[col], tb.m.dummyDown[col]
		if (up >= 0) != v.DummyUp[col].Valid() || (up >= 0 && (tb.m.Objs[up].Card != v.DummyUp[col] || !tb.m.Objs[up].Shows(tb.Now()))) {
			t.Errorf("dummy column %d shows face-up %v, view has %v", col, up, v.DummyUp[col])
		}
		if (down >= 0) != v.DummyDown[col] || (down >= 0 && (tb.m.Objs[down].Card.Valid() || tb.m.Objs[down].Shows(tb.Now()))) {
			t.Errorf("dummy column %d face-down card wrong (obj %d, view %v)", col, down, v.DummyDown[col])
		}
	}
	trick := cardsOf(tb, tb.m.trick)
	var want []cards.Card
	for _, tc := range v.Trick.Cards {
		want = append(want, tc.Card)
	}
	if !slices.Equal(trick, want) {
		t.Errorf("trick shows %v, is %v", cards.Format(trick), cards.Format(want))
	}
	if tb.m.Busy(tb.Now()) {
		t.Errorf("cards still moving when settled")
	}
}

// playLegal plays the person's first legal move by keyboard: a suit letter in the
// trump dialog, 1–4 for the dummy, else ← → to the card and Enter.
func playLegal(t *testing.T, tb *Table, a *scenes.App) {
	t.Helper()
	if tb.TrumpDialog() {
		Press(tb, a, input.KeyS)
		return
	}
	mv := tb.legal[0]
	if mv.FromDummy {
		for col, i := range tb.m.dummyUp {
			if i >= 0 && tb.m.Objs[i].Card == mv.Card {
				Press(tb, a, input.Key1+input.Key(col))
				return
			}
		}
		t.Fatalf("the dummy's legal card %v is not shown", mv.Card)
	}
	k := slices.Index(handCards(tb), mv.Card)
	for tb.selected != k || tb.selDummy {
		Press(tb, a, input.KeyRight)
	}
	Press(tb, a, input.KeyEnter)
}

// TestRoundDrivesTheTable plays a whole Dummy round and a Solo round from the table at
// normal and instant speed: the person uses keys, bots the other seats; after every
// settle the picture matches the View; the round ends with its panel, and Enter opens
// the score sheet with the round's card points and the tally.
func TestRoundDrivesTheTable(t *testing.T) {
	for _, tc := range []struct {
		variant string
		speed   prefs.Speed
	}{{"dummy", prefs.Normal}, {"dummy", prefs.Instant}, {"solo", prefs.Instant}} {
		a := App(tc.speed)
		tb := newTable(t, tc.variant, "human,normal,easy", 3)
		a.Goto(tb)
		settle(t, tb, a, 6000)
		for moves := 0; !tb.RoundOver(); moves++ {
			if moves > 40 {
				t.Fatalf("%s: the round did not end", tc.variant)
			}
			checkMatchesView(t, tb)
			playLegal(t, tb, a)
			settle(t, tb, a, 6000)
		}
		h := st(tb).History()
		if len(h) != 1 || tb.result != h[0] {
			t.Fatalf("%s: round-end panel shows %+v, history %+v", tc.variant, tb.result, h)
		}
		Press(tb, a, input.KeyEnter)
		sc, ok := a.Next().(*screens.Scoring)
		if !ok {
			t.Fatalf("Enter at the round's end goes to %T", a.Next())
		}
		sh := sc.Sheet()
		if len(sh.Scores) != 1 || sh.Panel == nil || sh.Totals[0] != h[0].Tally[0] {
			t.Errorf("%s: sheet %d rows, panel %v, totals %v; tally %v", tc.variant, len(sh.Scores), sh.Panel != nil, sh.Totals, h[0].Tally)
		}
		sum := 0
		for p, pts := range sh.Scores[0] {
			if tc.variant == "solo" {
				sum += pts
			} else if p == h[0].Caller || p == h[0].Dealer {
				sum += pts // one player of each side
			}
		}
		if sum != 40 {
			t.Errorf("%s: the sheet's card points add up to %d, want 40", tc.variant, sum)
		}
		// "Next round" comes back: the next round's cut and deal play.
		scenes.FrameOf(tb).NextRound()
		Step(tb, a, 1)
		settle(t, tb, a, 6000)
		t.Logf("%s at %v: round 2 shown after %d ticks", tc.variant, tc.speed, tb.Now())
		if tb.round != 2 {
			t.Errorf("%s: after going on the table shows round %d", tc.variant, tb.round)
		}
	}
}

// TestFollowSuitRefusal: on the person's turn, a card that does not follow the led suit
// is dimmed, and playing it anyway is refused with the rule's words ("You must follow
// hearts") and changes nothing.
func TestFollowSuitRefusal(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		a := App(prefs.Instant)
		tb := newTable(t, "solo", "human,normal,normal", seed)
		a.Goto(tb)
		settle(t, tb, a, 3000)
		for moves := 0; moves < 12 && !tb.RoundOver(); moves++ {
			v := st(tb).View(0)
			if v.Phase == tv.PhasePlay && len(v.Trick.Cards) > 0 {
				led := v.Trick.Cards[0].Card.Suit
				hand := handCards(tb)
				bad := slices.IndexFunc(hand, func(c cards.Card) bool { return c.Suit != led })
				if bad >= 0 && slices.ContainsFunc(hand, func(c cards.Card) bool { return c.Suit == led }) {
					if tb.isLegal(hand[bad], false) {
						t.Fatalf("%v is shown playable when %s were led", hand[bad], led.Name())
					}
					x, y, _ := tb.lay.Fan(0, bad, len(hand))
					Click(tb, a, x-20, y+40)
					want := "You must follow " + led.Name()
					if !strings.Contains(tb.ToastShown(), want) {
						t.Fatalf("toast %q, want %q", tb.ToastShown(), want)
					}
					if tb.statusLine() != "" {
						t.Fatalf("the prompt %q is drawn under the toast", tb.statusLine())
					}
					after := st(tb).View(0)
					if !slices.Equal(after.Hand, v.Hand) || len(after.Trick.Cards) != len(v.Trick.Cards) {
						t.Fatalf("a refused card changed the game")
					}
					return
				}
			}
			playLegal(t, tb, a)
			settle(t, tb, a, 3000)
		}
	}
	t.Fatal("no seed gave a turn where the person could follow suit and held another suit")
}

// TestTrumpDialog: when the person is the caller, the dialog opens over the first four
// cards (the rest not yet dealt); H names hearts; the second part of the deal follows.
func TestTrumpDialog(t *testing.T) {
	a := App(prefs.Normal)
	tb := newTable(t, "dummy", "human,normal,normal", 3) // seat 0 calls in round 1
	a.Goto(tb)
	settle(t, tb, a, 3000)
	if !tb.TrumpDialog() || tb.caller != 0 {
		t.Fatalf("no trump dialog for the caller (caller %d)", tb.caller)
	}
	if n := len(tb.m.hands[0]); n != 4 {
		t.Fatalf("the caller sees %d cards when naming trumps, want 4", n)
	}
	Press(tb, a, input.KeyH)
	if scenes.FrameOf(tb).HelpOpen() {
		t.Fatalf("H in the trump dialog opened the help instead of naming hearts")
	}
	settle(t, tb, a, 3000)
	if tb.trump != cards.Hearts || st(tb).Trump() != cards.Hearts {
		t.Fatalf("trump shown %v, game %v; want hearts", tb.trump, st(tb).Trump())
	}
	if tb.TrumpDialog() || len(tb.m.hands[0]) != 8 {
		t.Errorf("after trumps: dialog %v, %d cards", tb.TrumpDialog(), len(tb.m.hands[0]))
	}
	checkMatchesView(t, tb)
}

// TestDummyPlay: the person as caller plays the dummy's cards by clicking them; a click
// on the dummy during their own turn says whose turn it is; a played cover turns the
// card beneath it face up.
func TestDummyPlay(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "dummy", "human,normal,normal", 3)
	a.Goto(tb)
	settle(t, tb, a, 3000)
	Press(tb, a, input.KeyS)
	settle(t, tb, a, 3000)
	// Our own lead first: a click on the dummy is refused with a reason.
	if st(tb).Turn() != 0 {
		t.Fatalf("the caller does not lead (turn %d)", st(tb).Turn())
	}
	x, y := tb.lay.DummyCard(0, true)
	Click(tb, a, x, y+20)
	if !strings.Contains(tb.ToastShown(), "your own turn") {
		t.Errorf("clicking the dummy on our own turn: toast %q", tb.ToastShown())
	}
	flipped := false
	for moves := 0; moves < 30 && !tb.RoundOver() && !flipped; moves++ {
		if !tb.dummyTurn() {
			playLegal(t, tb, a)
			settle(t, tb, a, 3000)
			continue
		}
		mv := tb.legal[0]
		col := slices.IndexFunc(tb.m.dummyUp[:], func(i int) bool { return i >= 0 && tb.m.Objs[i].Card == mv.Card })
		covered := tb.m.dummyDown[col] >= 0
		x, y := tb.lay.DummyCard(col, true)
		Click(tb, a, x, y+25)
		last := st(tb).View(0)
		played := false
		for _, tr := range append(last.Tricks, last.Trick) {
			for _, tc := range tr.Cards {
				if tc.Seat == tv.DummySeat && tc.Card == mv.Card {
					played = true
				}
			}
		}
		if !played {
			t.Fatalf("clicking the dummy's %v did not play it (toast %q)", mv.Card, tb.ToastShown())
		}
		settle(t, tb, a, 3000)
		if covered {
			i := tb.m.dummyUp[col]
			if i < 0 || !tb.m.Objs[i].Shows(tb.Now()) || tb.m.Objs[i].Card != st(tb).View(0).DummyUp[col] {
				t.Fatalf("the card under %v did not turn up", mv.Card)
			}
			flipped = true
		}
		if !tb.RoundOver() {
			checkMatchesView(t, tb)
		}
	}
	if !flipped {
		t.Fatal("the dummy never played a covering card")
	}
}

// TestTableUpdateNoAlloc: a table waiting for its person allocates nothing per tick.
func TestTableUpdateNoAlloc(t *testing.T) {
	a := App(prefs.Normal)
	tb := newTable(t, "dummy", "human,normal,normal", 3)
	a.Goto(tb)
	settle(t, tb, a, 3000)
	Press(tb, a, input.KeyD)
	settle(t, tb, a, 3000)
	x, y, _ := tb.lay.Fan(0, 3, len(tb.m.hands[0]))
	allocs := testing.AllocsPerRun(300, func() {
		Tick(tb, a, input.Input{Pointer: true, X: x, Y: y})
	})
	if allocs != 0 {
		t.Errorf("Update of a waiting table allocates %v times per tick", allocs)
	}
}

// BenchmarkTableUpdate: one op is one tick of the table's Update while it waits for the
// person's card, pointer over the hand. Goal: 0 allocs/op.
func BenchmarkTableUpdate(b *testing.B) {
	a := App(prefs.Normal)
	tb := newTable(b, "dummy", "human,normal,normal", 3)
	a.Goto(tb)
	settle(b, tb, a, 3000)
	Press(tb, a, input.KeyD)
	settle(b, tb, a, 3000)
	if !tb.myTurn() {
		b.Fatal("not the person's turn")
	}
	x, y, _ := tb.lay.Fan(0, 3, len(tb.m.hands[0]))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Tick(tb, a, input.Input{Pointer: true, X: x, Y: y})
	}
}

// TestLeaveDialog: a click outside the leave dialog keeps playing, N keeps playing, and
// a click on "Leave" goes to the menu.
func TestLeaveDialog(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "solo", "human,easy,easy", 5)
	a.Goto(tb)
	d := ui.LeaveDialog(a.W, a.H)
	Press(tb, a, input.KeyEscape)
	if !scenes.FrameOf(tb).Leaving() {
		t.Fatal("Esc did not open the leave dialog")
	}
	Click(tb, a, 20, 20)
	if scenes.FrameOf(tb).Leaving() || a.Next() != nil {
		t.Fatalf("a click outside the dialog: open %v, next %T; want back at the table", scenes.FrameOf(tb).Leaving(), a.Next())
	}
	Press(tb, a, input.KeyEscape)
	Press(tb, a, input.KeyN)
	if scenes.FrameOf(tb).Leaving() || a.Next() != nil {
		t.Fatalf("N: open %v, next %T; want back at the table", scenes.FrameOf(tb).Leaving(), a.Next())
	}
	Press(tb, a, input.KeyEscape)
	Click(tb, a, d.YesBtn.X+5, d.YesBtn.Y+5)
	if _, ok := a.Next().(*screens.Menu); !ok {
		t.Fatalf("Leave goes to %T, want the menu", a.Next())
	}
}

// TestRoundLabelGrammar: the score sheet's round label reads "You call" for the person
// and "<name> calls" for the others.
func TestRoundLabelGrammar(t *testing.T) {
	s, err := scenes.ParseSetup("troeven", "dummy", 3, "", "human,normal,normal", 5, false)
	if err != nil {
		t.Fatal(err)
	}
	hist := []tv.RoundResult{{Round: 1, Trump: cards.Clubs, Caller: 0}, {Round: 2, Trump: cards.Hearts, Caller: 1}}
	sh := buildSheet(s, tv.Dummy, hist, false, nil)
	if !strings.HasSuffix(sh.RoundLabels[0], "You call") {
		t.Errorf("round 1 label %q, want it to end in \"You call\"", sh.RoundLabels[0])
	}
	if want := s.Seats[1].Name + " calls"; !strings.HasSuffix(sh.RoundLabels[1], want) {
		t.Errorf("round 2 label %q, want it to end in %q", sh.RoundLabels[1], want)
	}
}

// TestNarrowPlateLine: a phone's Troeven plate counts tricks in words that agree ("1
// trick", never "1 tricks"), and the tally only for a player.
func TestNarrowPlateLine(t *testing.T) {
	for _, c := range []struct {
		tricks, tally int
		want          string
	}{
		{1, 4, "1 trick · 4 left"},
		{0, 5, "0 tricks · 5 left"},
		{3, -1, "3 tricks"}, // the dummy
	} {
		if got := narrowPlateLine(c.tricks, c.tally); got != c.want {
			t.Errorf("narrowPlateLine(%d, %d) = %q, want %q", c.tricks, c.tally, got, c.want)
		}
	}
}
