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

// CostTally counts what a game's review charges a bot's own moves over the positions a
// test reviews: N moves, Near of them within the review's Near, Total their summed cost
// (in the game's review units).
type CostTally struct {
	N, Near int
	Total   float64
}

// TallyCost adds a, the review of the bot's move played, to c; it stops the test when a
// costs less than 0, or costs anything while the review prefers played itself. near is
// the game's Review.Near.
func TallyCost[M comparable](t testing.TB, c *CostTally, a match.Appraisal[M], played M, near float64) {
	t.Helper()
	if a.Cost < 0 || a.Preferred == played && a.Cost != 0 {
		t.Fatalf("%v costs %v (preferred %v)", played, a.Cost, a.Preferred)
	}
	c.N++
	c.Total += a.Cost
	if a.Cost <= near {
		c.Near++
	}
}

// Check logs c and fails the test unless the bot's moves cost about nothing: at least
// minN moves reviewed, more than 85% of them within near, and a mean cost of at most
// near/2. who names the bot (and the variant) in the messages.
func (c *CostTally) Check(t testing.TB, who string, near float64, minN int) {
	t.Helper()
	mean := c.Total / float64(c.N)
	t.Logf("%d of %d moves of %s within %.2f, mean cost %.3f", c.Near, c.N, who, near, mean)
	if c.N < minN || float64(c.Near) < 0.85*float64(c.N) || mean > near/2 {
		t.Errorf("%d of %d moves of %s cost at most %.2f, mean %.3f", c.Near, c.N, who, near, mean)
	}
}

// SameChoices checks that a game's bots choose from the view alone at one position: va
// and vb, the views of one seat from two states that hide different cards, must be
// equal, and for every level two bots of newBot(level) choose the same move from them.
// legal, if not nil, must accept that move (nil for a legal move). what names the
// position in the messages.
func SameChoices[V any, M comparable, B interface{ Choose(V) M }](t testing.TB, levels []string, newBot func(level string) (B, error), va, vb V, legal func(M) error, what string) {
	t.Helper()
	if !reflect.DeepEqual(va, vb) {
		t.Fatal("the twin's view differs")
	}
	for _, l := range levels {
		a, _ := newBot(l)
		b, _ := newBot(l)
		ma, mb := a.Choose(va), b.Choose(vb)
		if ma != mb {
			t.Fatalf("%s, %s bot: %v with one deal, %v with the other", what, l, ma, mb)
		}
		if legal == nil {
			continue
		}
		if err := legal(ma); err != nil {
			t.Fatalf("%s, %s bot chose an illegal move: %v", what, l, err)
		}
	}
}
