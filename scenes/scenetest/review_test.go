//go:build display

package scenetest_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	gamesreg "parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/gameplay/review"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/toast"
	"parlor/scenes/ui/input"
)

// example loads a record of docs/examples.
func example(t *testing.T, name string) *match.Match {
	t.Helper()
	rec, err := record.Load("../../docs/examples/" + name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := gamesreg.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// reviewed has r review its game (V) and runs the viewer until the review is done
// (the desktop reviews in a goroutine: the viewer's updates go on meanwhile, and the
// strip shows the progress).
func reviewed(t *testing.T, a *scenes.App, r *screens.Replay) {
	t.Helper()
	Press(r, a, input.KeyV)
	if head, _ := r.ReviewLine(); !strings.HasPrefix(head, "Reviewing") && !strings.HasPrefix(head, "Move") {
		t.Fatalf("the strip says %q while the review starts", head)
	}
	for end := time.Now().Add(2 * time.Minute); time.Now().Before(end); {
		if _, _, done := r.Review(); done {
			return
		}
		Step(r, a, 1)
	}
	done, total, _ := r.Review()
	t.Fatalf("the review did not finish: %d of %d", done, total)
}

// TestReplayReviewsTheGame: in the viewer, V has the hard bot review every example
// game in the background (frames go on, the strip shows its progress); the review is
// the one parlor-sim prints; N and P jump to the next and previous moves costing more
// than the game's mark, and the strip then shows that move's cost and sentence of why;
// V opens the summary, whose links go to their moves; P no longer plays the replay.
// Under -short (the race pass) only Third Wheel's, the quickest to review: the others
// take a minute more there and check no other code.
func TestReplayReviewsTheGame(t *testing.T) {
	names := []string{"threethirteen.json", "troeven.json", "thirdwheel.json", "triples.json"}
	if testing.Short() {
		names = []string{"thirdwheel.json"}
	}
	for _, name := range names {
		m := example(t, name)
		a := App(prefs.Instant)
		r := replayOf(t, a, m)
		Press(r, a, input.KeyHome)
		began := time.Now()
		reviewed(t, a, r)
		t.Logf("%s: reviewed in the viewer in %v", name, time.Since(began).Round(time.Millisecond))
		want, err := review.Run(m, 0)
		if err != nil {
			t.Fatal(err)
		}
		got := r.ReviewReport()
		if got == nil || !reflect.DeepEqual(*got, want) {
			t.Fatalf("%s: the viewer's review differs from parlor-sim's", name)
		}
		g, _ := match.ReviewerOf(m.Game())
		costly := 0
		for _, d := range want.Decisions {
			if d.Cost > g.ReviewScale().Costly {
				costly++
				if costly > 2 {
					break
				}
				Press(r, a, input.KeyN)
				Step(r, a, 2)
				if r.K() != d.Move {
					t.Fatalf("%s: N went to move %d, want the costly move %d", name, r.K(), d.Move)
				}
				// The strip names the seats the review's sentence gives by number.
				if _, why := r.ReviewLine(); why != toast.SeatWords(d.Why, m.Players(), r.Shell().Name) {
					t.Fatalf("%s: at move %d the strip says %q, want %q with the seats named", name, d.Move, why, d.Why)
				}
			}
		}
		if costly == 0 {
			t.Fatalf("%s: no costly move to jump to", name)
		}
		if costly > 1 {
			at := r.K()
			Press(r, a, input.KeyP)
			if r.K() >= at || r.Playing() {
				t.Fatalf("%s: P went from move %d to %d (playing %v), want the costly move before", name, at, r.K(), r.Playing())
			}
		}
		Press(r, a, input.KeyV)
		Step(r, a, 1)
		rects, moves := r.SummaryLinks()
		if !r.SummaryOpen() || len(rects) == 0 {
			t.Fatalf("%s: V: summary open %v with %d links", name, r.SummaryOpen(), len(rects))
		}
		Click(r, a, rects[0].CX(), rects[0].CY())
		Step(r, a, 2)
		if r.SummaryOpen() || r.K() != moves[0] {
			t.Fatalf("%s: the summary's first link went to move %d (open %v), want %d", name, r.K(), r.SummaryOpen(), moves[0])
		}
	}
}

// TestReplayReviewWaitsForV: N and P before a review say how to get one and stay put;
// a game with no person reviews every seat.
func TestReplayReviewWaitsForV(t *testing.T) {
	m := example(t, "threethirteen.json")
	a := App(prefs.Instant)
	r := replayOf(t, a, m)
	Press(r, a, input.KeyHome)
	Press(r, a, input.KeyN)
	if r.K() != 0 {
		t.Fatalf("N without a review went to move %d", r.K())
	}
	reviewed(t, a, r)
	if rep := r.ReviewReport(); len(rep.Summary) != m.Players() {
		t.Fatalf("a game of bots reviewed %d seats, want all %d", len(rep.Summary), m.Players())
	}
}

// TestHintsExplainThemselves: at every table the hint on the person's turn names the
// move and gives its reason in the review's words (after a colon, with the figures of
// the hard bot's evaluation); at Third Wheel with Snap Match a Duo player on turn gets
// one while a window is open (playing the card is not a race), and the Third Wheel in
// a window gets none (answering is).
func TestHintsExplainThemselves(t *testing.T) {
	words := map[string][]string{
		"threethirteen": {"points", "melds"},
		"troeven":       {"card points"},
		"triples":       {"cards worth", "cards on average", "only triple", "Draw 2 penalty"},
		"thirdwheel":    {"sampled games", "only card", "no card"},
	}
	for _, g := range games {
		a, _ := withStore(prefs.Instant)
		tb, sh := table(t, a, g.id, g.people, 8)
		tbl := tb.(scenes.Table)
		a.Goto(tb)
		for i := 0; i < 400 && !(tbl.ToMove() == sh.Viewer() && sh.Idle() && !sh.Ended()); i++ {
			Step(tb, a, 5)
		}
		if !sh.GiveHint() {
			t.Fatalf("%s: no hint on the person's turn: %q", g.id, sh.ToastShown())
		}
		hint := strings.TrimPrefix(sh.ToastShown(), "Hint: ")
		move, reason, ok := strings.Cut(hint, ": ")
		if !ok || move == "" || !containsAny(reason, words[g.id]) || !strings.ContainsAny(reason, "0123456789") && !strings.Contains(reason, "only") {
			t.Fatalf("%s: hint %q: want the move, a colon and a reason with the review's figures", g.id, hint)
		}
	}
	// Third Wheel with Snap Match: find a deal where the person (seat 0) is a Duo player,
	// and one where it is the Third Wheel.
	duo, thirdWheel := false, false
	for seed := uint64(1); seed < 40 && !(duo && thirdWheel); seed++ {
		a, _ := withStore(prefs.Instant)
		g, _ := scenes.Lookup("thirdwheel")
		tb := Open(t, g, Setup(t, "thirdwheel", "", 0, "snap", "human,normal,normal", seed))
		sh := shellOf(t, tb)
		a.Goto(tb)
		for i := 0; i < 3000 && !sh.Ended(); i++ {
			Step(tb, a, 1)
			v, _ := sh.View().(tw.View)
			if !v.Window.Open || v.Owes {
				continue
			}
			switch {
			case v.Role.IsDuo() && v.Turn == v.Seat && v.Phase == tw.PhaseDuo && !duo:
				if !sh.GiveHint() || !strings.Contains(sh.ToastShown(), "sampled games") {
					t.Fatalf("seed %d: the Duo player on turn in a window got %q", seed, sh.ToastShown())
				}
				duo = true
			case v.Role == tw.ThirdWheel && !thirdWheel:
				if sh.GiveHint() || !strings.Contains(sh.ToastShown(), "race") {
					t.Fatalf("seed %d: the Third Wheel in a window got %q", seed, sh.ToastShown())
				}
				thirdWheel = true
			}
		}
	}
	if !duo || !thirdWheel {
		t.Fatalf("no window met: a Duo player on turn %v, the Third Wheel %v", duo, thirdWheel)
	}
}

func containsAny(s string, parts []string) bool {
	for _, p := range parts {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}
