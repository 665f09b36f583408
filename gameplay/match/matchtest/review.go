package matchtest

import (
	"reflect"
	"strings"
	"testing"

	"parlor/gameplay/match"
)

// Appraise reviews one decision at once with a: Begin, Step until done, Result. ok is
// false when a finds nothing to review.
func Appraise[V, M any](a match.AppraiserOf[V, M], v V, played M, seed uint64) (match.Appraisal[M], bool) {
	if !a.Begin(v, played, seed) {
		return match.Appraisal[M]{}, false
	}
	for !a.Step() {
	}
	return a.Result(), true
}

// SameReview checks the privacy of a game's review at one position: two views of the
// same seat that are equal (the states behind them hide different cards: other hands,
// the stock's order) give the same review of played, with the same seed, from two new
// appraisers of newA. It reports whether the position was a decision to review.
func SameReview[V, M any](t testing.TB, newA func() match.AppraiserOf[V, M], va, vb V, played M, seed uint64) bool {
	t.Helper()
	if !reflect.DeepEqual(va, vb) {
		t.Fatal("the twin's view differs")
	}
	a, okA := Appraise(newA(), va, played, seed)
	b, okB := Appraise(newA(), vb, played, seed)
	if okA != okB || !reflect.DeepEqual(a, b) {
		t.Fatalf("the review of %v depends on hidden cards:\n%+v (%v)\n%+v (%v)", played, a, okA, b, okB)
	}
	return okA
}

// CheckHintWords checks a hint's sentence: it names the move (one of names is in it)
// and gives a reason (after a colon, with one of reasons in it), as one sentence.
func CheckHintWords(t testing.TB, m any, why string, names, reasons []string) {
	t.Helper()
	head, reason, found := strings.Cut(why, ": ")
	ok := found && strings.HasSuffix(why, ".") && !strings.Contains(why, ". ")
	named := false
	for _, n := range names {
		named = named || n != "" && strings.Contains(head, n)
	}
	gives := false
	for _, r := range reasons {
		gives = gives || strings.Contains(reason, r)
	}
	if !ok || !named || !gives {
		t.Fatalf("hint %v: %q: want the move named (%q) before a colon and a reason (%q) after it, one sentence", m, why, names, reasons)
	}
}
