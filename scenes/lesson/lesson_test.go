//go:build display

package lesson_test

import (
	"slices"
	"testing"

	"parlor/gameplay/cards"
	"parlor/scenes/lesson"
	"parlor/scenes/prefs"
)

// twoParts is a lesson of two parts: a move step, a Go step; then a watch step and the
// last (Go) step.
func twoParts() *lesson.Lesson {
	never := func(lesson.Moment) bool { return false }
	return &lesson.Lesson{Parts: []lesson.Part{
		{Steps: []lesson.Step{
			{Say: "Take the 7.", Want: []string{"take"}, Wrong: []lesson.Wrong{{Move: "draw", Say: "Take, do not draw."}}},
			{Say: "Well done."}}},
		{Steps: []lesson.Step{{Say: "Watch.", Until: never}, {Say: "You are ready."}}},
	}}
}

func TestNormDropsSeatTimeCaseAndSpaces(t *testing.T) {
	for in, want := range map[string]string{"1: play 9H @1500": "play 9h", "  Out   KS ": "out ks", "slap": "slap", "": ""} {
		if got := lesson.Norm(in); got != want {
			t.Errorf("Norm(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestStackedPutsTopFirstAndKeepsTheDeck(t *testing.T) {
	deck := cards.NewDeck()
	s := lesson.Stacked(deck, "7C", "2H")
	if len(s) != len(deck) || s[0] != "7C" || s[1] != "2H" || slices.Index(s[2:], "7C") >= 0 {
		t.Fatalf("Stacked: %d cards, top %v", len(s), s[:3])
	}
}

func TestStepsAreCountedOverParts(t *testing.T) {
	l := twoParts()
	if l.Steps() != 4 || l.First(1) != 2 {
		t.Fatalf("Steps %d, First(1) %d; want 4, 2", l.Steps(), l.First(1))
	}
	for k, want := range [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {1, 1}} {
		if p, s := l.Locate(k); p != want[0] || s != want[1] {
			t.Errorf("Locate(%d) = %d, %d; want %v", k, p, s, want)
		}
	}
	for p, want := range map[prefs.Lesson]string{{}: "Learn to play", {Step: 2}: "Resume the lesson (step 3 of 4)", {Done: true}: "Learn to play again"} {
		if got := lesson.Label(l, p); got != want {
			t.Errorf("Label(%+v) = %q, want %q", p, got, want)
		}
	}
}

func TestRunHoldsBackAndExplainsMovesTheStepDoesNotWant(t *testing.T) {
	r := &lesson.Run{L: twoParts()}
	if r.Judge("take") || r.Wrong != "Not yet: watch what happens first." {
		t.Fatalf("a move before the step is on show: allowed, or explained %q", r.Wrong)
	}
	r.Show(lesson.Moment{})
	if r.Judge("0: draw") || r.Wrong != "Take, do not draw." {
		t.Fatalf("draw: allowed, or explained %q", r.Wrong)
	}
	if r.Judge("discard 5C") || r.Wrong != "Not that one. Take the 7." {
		t.Fatalf("discard: allowed, or explained %q", r.Wrong)
	}
	if !r.Judge("0: TAKE") || !r.Moved() {
		t.Fatal("the wanted move was held back, or did not end the step")
	}
	if r.Next() || r.At() != 1 || !r.Cur().IsGo() {
		t.Fatalf("after the move step: at %d, Go %v", r.At(), r.Cur().IsGo())
	}
	if !r.Next() || r.Part != 0 {
		t.Fatal("the end of the first part does not ask for the next part's table")
	}
	r = &lesson.Run{L: r.L, Part: 1, Index: 1}
	r.Show(lesson.Moment{})
	if !r.Final || !r.Judge("anything") || !r.Moved() || r.Next() || !r.Over {
		t.Fatalf("the last step: final %v, over %v", r.Final, r.Over)
	}
}
