//go:build display

package threethirteen

import (
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/cards"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// choose selects the card at index k of the viewer's hand with the arrow keys.
func choose(tb *Table, a *scenes.App, k int) {
	for tb.selected != k {
		if tb.selected < k {
			Press(tb, a, input.KeyRight)
		} else {
			Press(tb, a, input.KeyLeft)
		}
	}
}

// outCard is the index in the viewer's hand of a card whose discard goes out (-1: none).
func outCard(tb *Table) int {
	for k, i := range tb.m.hands[tb.Viewer()] {
		if tb.legalOut(tb.m.Objs[i].Card) {
			return k
		}
	}
	return -1
}

// TestDiscardThatGoesOutAsks: discarding the card that would go out (Enter, not O)
// asks "Go out with this card?" and moves nothing; Esc keeps the card; Enter (the
// default, yes) goes out. It used to discard without going out, and the round went on.
func TestDiscardThatGoesOutAsks(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 5, "")
	k := untilOut(t, tb, a)
	c := tb.m.Objs[tb.m.hands[0][k]].Card
	Press(tb, a, input.KeyEnter)
	if tb.Asking() != GoOutQuestion || st(tb).View(0).Phase != tt.PhaseDiscard {
		t.Fatalf("discarding %v, which goes out: asking %q, phase %v; want the question and no move yet", c, tb.Asking(), st(tb).View(0).Phase)
	}
	Press(tb, a, input.KeyEscape)
	if tb.Asking() != "" || scenes.FrameOf(tb).Leaving() || len(tb.m.hands[0]) != st(tb).View(0).HandSizes[0] || st(tb).View(0).Phase != tt.PhaseDiscard {
		t.Fatalf("Esc: asking %q, leaving %v, phase %v; want the question closed and the card kept", tb.Asking(), scenes.FrameOf(tb).Leaving(), st(tb).View(0).Phase)
	}
	choose(tb, a, k)
	Press(tb, a, input.KeyEnter)
	Press(tb, a, input.KeyEnter) // yes, the default
	if v := st(tb).View(0); v.OutSeat != 0 {
		t.Fatalf("answered yes: seat %d went out, want the viewer (0)", v.OutSeat)
	}
}

// untilOut plays the viewer's turns (drawing from the stock, discarding their first
// card) until, after a draw, a discard of theirs would go out; that card is then
// chosen and its index in the hand returned.
func untilOut(t *testing.T, tb *Table, a *scenes.App) int {
	t.Helper()
	for turns := 0; turns <= 300; turns++ {
		settle(t, tb, a, 5000)
		if tb.RoundOver() {
			scenes.FrameOf(tb).NextRound()
			Step(tb, a, 1)
			continue
		}
		Press(tb, a, input.KeyS)
		settle(t, tb, a, 2000)
		k := outCard(tb)
		if k < 0 {
			choose(tb, a, 0)
			Press(tb, a, input.KeyEnter)
			continue
		}
		choose(tb, a, k)
		return k
	}
	t.Fatal("no turn of the viewer's could go out: the test proves nothing")
	return -1
}

// TestLaterGoOutHasItsOwnBanner: "went out! Everyone else has one more turn" is for
// the first one out; a player who goes out on a last turn gets their own words.
func TestLaterGoOutHasItsOwnBanner(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy,easy", 3, 9, "")
	settle(t, tb, a, 5000)
	tb.Animate(tt.WentOut{Seat: 1, Card: cards.Card{Rank: 5, Suit: cards.Hearts}})
	if b := tb.BannerShown(); !strings.Contains(b, "went out! Everyone else has one more turn") {
		t.Errorf("first out: banner %q", b)
	}
	tb.Animate(tt.LastTurnsBegan{OutSeat: 1, Turns: 2})
	tb.Animate(tt.WentOut{Seat: 2, Card: cards.Card{Rank: 6, Suit: cards.Hearts}})
	if b := tb.BannerShown(); strings.Contains(b, "Everyone else") || !strings.Contains(b, tb.Name(2)+" went out too") {
		t.Errorf("second out: banner %q, want %q went out too", b, tb.Name(2))
	}
}

// TestForbidRetakeRefusalNamesOptionAndCard: under forbid-retake, throwing back the
// card just taken says the option is on and names the card.
func TestForbidRetakeRefusalNamesOptionAndCard(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 7, "forbid-retake")
	settle(t, tb, a, 5000)
	Press(tb, a, input.KeyD)
	settle(t, tb, a, 2000)
	took := st(tb).View(0).Took
	k := slices.Index(handCards(tb, 0), took) // one deck: the card is there once
	if !took.Valid() || k < 0 {
		t.Fatalf("took %v, not in hand", took)
	}
	choose(tb, a, k)
	Press(tb, a, input.KeyEnter)
	msg := tb.ToastShown()
	if !strings.Contains(msg, "forbid-retake option is on") || !strings.Contains(msg, cardWords(took)) {
		t.Errorf("refusal %q: want it to say the option is on and name %s", msg, cardWords(took))
	}
}

// TestForbidRetakeGoOutNamesTheRule: seed 18 with four players and forbid-retake, D then
// O: the hand would go out only by throwing back the card just taken (2D 2H 2D KD), so
// the refusal names the rule and the card, not a leftover in points, and changes
// nothing.
func TestForbidRetakeGoOutNamesTheRule(t *testing.T) {
	a := App(prefs.Instant)
	tb := newTable(t, "human,normal,normal,normal", 4, 18, "forbid-retake")
	settle(t, tb, a, 5000)
	Press(tb, a, input.KeyD)
	settle(t, tb, a, 2000)
	before := st(tb).View(0)
	if !before.Took.Valid() {
		t.Fatal("D took no card")
	}
	Press(tb, a, input.KeyO)
	msg := tb.ToastShown()
	if !strings.Contains(msg, "forbid-retake option is on") || !strings.Contains(msg, cardWords(before.Took)) ||
		!strings.Contains(msg, "go out") {
		t.Errorf("O said %q: want the forbid-retake rule and the %s", msg, cardWords(before.Took))
	}
	if after := st(tb).View(0); !slices.Equal(before.Hand, after.Hand) || before.Phase != after.Phase {
		t.Error("a refused go-out changed the state")
	}
}

// TestWildTagsArePossible: a set's wilds never claim a card the decks cannot hold
// twice (two "= 7C" with one deck), nor one the hand already holds.
func TestWildTagsArePossible(t *testing.T) {
	c := func(s string) cards.Card {
		x, err := cards.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	a := tt.Arrangement{Melds: []tt.Meld{
		{Kind: tt.Set, Cards: []cards.Card{c("7C"), c("3H"), c("3D")}, As: []cards.Card{c("7C"), c("7C"), c("7C")}},
		{Kind: tt.Run, Cards: []cards.Card{c("5D"), c("3S"), c("7D")}, As: []cards.Card{c("5D"), c("6D"), c("7D")}},
	}}
	tags := wildTags(a, 1)
	got := []string{tags[0][0].text, tags[0][1].text, tags[0][2].text, tags[1][1].text}
	want := []string{"", "= 7H", "= 7S", "= 6D"} // 7C and 7D are in the hand already
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("tags %q, want %q", got, want)
			break
		}
	}
	full := tt.Arrangement{Melds: []tt.Meld{{Kind: tt.Set,
		Cards: []cards.Card{c("9C"), c("9D"), c("9H"), c("9S"), c("3H")}, As: []cards.Card{c("9C"), c("9D"), c("9H"), c("9S"), c("9C")}}}}
	if got := wildTags(full, 1)[0][4]; got.text != "= 9" || got.as.Valid() {
		t.Errorf("fifth nine with one deck tagged %+v, want the rank only", got)
	}
	if got := wildTags(full, 2)[0][4]; got.text != "= 9C" {
		t.Errorf("fifth nine with two decks tagged %+v, want = 9C", got)
	}
}
