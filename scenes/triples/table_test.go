//go:build display

// These tests import Ebitengine, whose desktop build needs an X display even to start;
// they carry the build tag "display" and run under Xvfb through cmd/parlor/e2e.

package triples

import (
	"slices"
	"strings"
	"testing"

	tr "parlor/gameplay/triples"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

func init() { scenes.Register(Info()) }

// st is the game's state now (only tests look at it).
func st(tb *Table) *tr.State { return State[*tr.State](tb.Shell) }

func newApp() *scenes.App { return App(prefs.Instant) }

func newTable(t testing.TB, bots string, seed uint64) *Table {
	t.Helper()
	return Started(t, info, build, Setup(t, ID, "", 0, "", bots, seed))
}

// settle runs ticks until the viewer may move, the round is over or the game ended.
func settle(t *testing.T, tb *Table, a *scenes.App) {
	t.Helper()
	for i := 0; i < 20000; i++ {
		if tb.Settled() && (tb.myTurn() || tb.RoundOver() || st(tb).Over()) {
			return
		}
		Tick(tb, a, input.Input{})
	}
	t.Fatalf("table did not settle (idle %v, turn %d)", tb.Idle(), st(tb).Turn())
}

func clickAt(tb *Table, a *scenes.App, x, y float64) {
	Tick(tb, a, input.Input{Pointer: true, Pressed: true, X: x, Y: y})
}

// clickCard clicks the viewer's card c where it is drawn.
func clickCard(t *testing.T, tb *Table, a *scenes.App, c tr.Card) {
	t.Helper()
	i := tb.handIndex(c)
	if i < 0 {
		t.Fatalf("%s is not in the hand shown", c)
	}
	x, y := tb.lay.HandCard(i, len(tb.hand))
	if tb.selected(i) {
		y -= 26
	}
	// The left strip of a card is never covered by its right neighbour.
	clickAt(tb, a, x-46+6, y+30)
}

// checkShown: what the table shows is the viewer's View.
func checkShown(t *testing.T, tb *Table) {
	t.Helper()
	v := st(tb).View(tb.Viewer())
	var hand, area []tr.Card
	for _, o := range tb.hand {
		hand = append(hand, o.card)
	}
	for _, o := range tb.area {
		area = append(area, o.card)
	}
	sorted := func(cs []tr.Card) []tr.Card {
		cs = slices.Clone(cs)
		slices.SortFunc(cs, func(a, b tr.Card) int { return a.Index() - b.Index() })
		return cs
	}
	if !slices.Equal(sorted(hand), sorted(v.Hand)) {
		t.Errorf("hand shows %v, holds %v", tr.Format(hand), tr.Format(v.Hand))
	}
	if !slices.Equal(area, v.PlayArea) {
		t.Errorf("play area shows %v, is %v", tr.Format(area), tr.Format(v.PlayArea))
	}
	if !slices.Equal(tb.counts, v.HandSizes) {
		t.Errorf("counts show %v, are %v", tb.counts, v.HandSizes)
	}
	if tb.pile != v.DrawPile {
		t.Errorf("draw pile shows %d, holds %d", tb.pile, v.DrawPile)
	}
}

func isDouble(v tr.View, m tr.Move) bool {
	a := v.PlayArea
	cs := m.Played()
	var ok, dbl bool
	switch {
	case len(cs) == 1 && len(a) >= 2:
		ok, _, dbl, _ = tr.Check(a[len(a)-2], a[len(a)-1], cs[0])
	case len(cs) == 2:
		ok, _, dbl, _ = tr.Check(a[len(a)-1], cs[0], cs[1])
	}
	return ok && dbl
}

// TestHumanPlay: the viewer picks a legal play by clicking its cards and pressing
// Enter; the cards land on the play area, the hand shrinks, and the table matches the
// View. Hints light up exactly the cards of legal plays.
func TestHumanPlay(t *testing.T) {
	a := newApp()
	played := 0
	for seed := uint64(1); seed <= 20 && played < 3; seed++ {
		tb := newTable(t, "human,easy,normal", seed)
		settle(t, tb, a)
		for step := 0; step < 40 && tb.myTurn() && played < 3; step++ {
			checkShown(t, tb)
			v := st(tb).View(tb.Viewer())
			var play *tr.Move
			for _, m := range v.Legal() {
				if m.Kind == tr.MovePlay && !isDouble(v, m) {
					play = &m
					break
				}
			}
			if play == nil {
				Press(tb, a, input.KeyD)
				settle(t, tb, a)
				continue
			}
			// Hint: every card of a legal play is lit, no other card is.
			Press(tb, a, input.KeyH)
			for i, o := range tb.hand {
				inPlay := slices.ContainsFunc(v.Legal(), func(m tr.Move) bool { return m.Kind == tr.MovePlay && slices.Contains(m.Played(), o.card) })
				if tb.hintSet(i) != inPlay {
					t.Errorf("seed %d: hint on %s is %v, want %v", seed, o.card, tb.hintSet(i), inPlay)
				}
			}
			before := len(tb.hand)
			for _, c := range play.Played() {
				clickCard(t, tb, a, c)
			}
			if len(tb.sel) != len(play.Played()) {
				t.Fatalf("seed %d: %d cards selected after clicking %v", seed, len(tb.sel), play)
			}
			Press(tb, a, input.KeyEnter)
			// Bots may already have answered (instant speed): the cards left the
			// hand and went to the play area.
			after := st(tb).View(tb.Viewer())
			cs := play.Played()
			for _, c := range cs {
				if slices.Contains(after.Hand, c) || !slices.Contains(after.PlayArea, c) && after.DrawPile == v.DrawPile {
					t.Fatalf("seed %d: after playing %v the hand is %v and the play area %v", seed, tr.Format(cs), tr.Format(after.Hand), tr.Format(after.PlayArea))
				}
			}
			settle(t, tb, a)
			if tb.RoundOver() || st(tb).Over() {
				break
			}
			if got := tb.counts[tb.Viewer()]; got > before-len(cs)+4 {
				t.Errorf("seed %d: hand shows %d cards after playing %d of %d", seed, got, len(cs), before)
			}
			checkShown(t, tb)
			played++
		}
	}
	if played < 3 {
		t.Fatalf("only %d human plays made", played)
	}
}

// TestDoubleTripleTarget: after the viewer's double triple the table asks for a target;
// clicking the viewer's own plate does nothing, clicking an opponent's plate names it,
// and that opponent's count grows by the 2 cards drawn.
func TestDoubleTripleTarget(t *testing.T) {
	a := newApp()
	for seed := uint64(1); seed <= 300; seed++ {
		tb := newTable(t, "human,easy,easy", seed)
		settle(t, tb, a)
		for step := 0; step < 60 && tb.myTurn(); step++ {
			v := st(tb).View(tb.Viewer())
			var dbl *tr.Move
			for _, m := range v.Legal() {
				if m.Kind == tr.MovePlay && isDouble(v, m) {
					dbl = &m
					break
				}
			}
			if dbl == nil {
				if !tb.try(v.Legal()[0]) {
					t.Fatal("a legal move was refused")
				}
				settle(t, tb, a)
				continue
			}
			for _, c := range dbl.Played() {
				clickCard(t, tb, a, c)
			}
			Press(tb, a, input.KeyEnter)
			settle(t, tb, a)
			if st(tb).Turn() != tb.Viewer() || !tb.choosingTarget() {
				// Going out with the double triple ends the round at once.
				break
			}
			me := tb.lay.Plates[tb.Viewer()]
			clickAt(tb, a, me.CX(), me.CY())
			if !tb.choosingTarget() {
				t.Fatal("clicking my own plate chose a target")
			}
			victim := 2
			before := st(tb).View(tb.Viewer()).HandSizes[victim]
			p := tb.lay.Plates[victim]
			clickAt(tb, a, p.CX(), p.CY())
			if st(tb).Phase() == tr.PhaseTarget {
				t.Fatal("clicking an opponent's plate did not name the target")
			}
			if got := st(tb).View(tb.Viewer()).HandSizes[victim]; got != before+2 {
				t.Errorf("seed %d: the target holds %d cards, had %d", seed, got, before)
			}
			for i := 0; i < 5 && !tb.Settled(); i++ {
				Tick(tb, a, input.Input{})
			}
			if tb.hitAt[victim] <= tb.Now() && tb.Speed() != prefs.Instant {
				t.Error("the victim's plate does not flash")
			}
			return
		}
	}
	t.Fatal("no seed gave the viewer a double triple")
}

// TestLeaveDialog: a click outside the leave dialog keeps playing, and Y (like the
// "Leave" button) goes to the menu.
func TestLeaveDialog(t *testing.T) {
	a := newApp()
	tb := newTable(t, "human,easy", 3)
	a.Goto(tb)
	Press(tb, a, input.KeyEscape)
	if !scenes.FrameOf(tb).Leaving() {
		t.Fatal("Esc did not open the leave dialog")
	}
	clickAt(tb, a, ui.BaseW-10, ui.BaseH-10)
	if scenes.FrameOf(tb).Leaving() || a.Next() != nil {
		t.Fatalf("a click outside the dialog: open %v, next %T; want back at the table", scenes.FrameOf(tb).Leaving(), a.Next())
	}
	Press(tb, a, input.KeyEscape)
	Press(tb, a, input.KeyY)
	if _, ok := a.Next().(*screens.Menu); !ok {
		t.Fatalf("Y goes to %T, want the menu", a.Next())
	}
}

// TestDealerBannerGrammar: when the person deals, the banner and the status line read
// "You deal", never "You deals"; a bot dealer "deals".
func TestDealerBannerGrammar(t *testing.T) {
	seen := map[bool]bool{}
	for seed := uint64(1); seed < 40 && len(seen) < 2; seed++ {
		a := newApp()
		a.Prefs.Speed = prefs.Normal
		tb := newTable(t, "human,normal,normal", seed)
		a.Goto(tb)
		for i := 0; i < 400 && !strings.Contains(tb.BannerShown(), " cards each"); i++ {
			Tick(tb, a, input.Input{})
		}
		if !strings.Contains(tb.BannerShown(), " cards each") {
			t.Fatalf("seed %d: no deal banner, got %q", seed, tb.BannerShown())
		}
		you := tb.dealer == 0
		want := tb.Name(tb.dealer) + " deals "
		if you {
			want = "You deal "
		}
		if !strings.Contains(tb.BannerShown(), want) {
			t.Fatalf("seed %d: banner %q, want it to contain %q", seed, tb.BannerShown(), want)
		}
		seen[you] = true
	}
	if len(seen) < 2 {
		t.Fatalf("seeds 1–39 never gave both a person and a bot as dealer: %v", seen)
	}
}
