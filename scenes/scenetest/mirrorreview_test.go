//go:build display

package scenetest_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/review"
	"parlor/scenes"
	"parlor/scenes/mirror"
	"parlor/scenes/screens"
)

// TestMirrorReview: the replay viewer's mirror offers the review as the drawn bar does:
// Review (V) has the hard bot review the game, its progress shown as it goes; once
// done, each verdict is listed move by move (who, the move, its cost, the hard bot's
// move, why) with the review of the move shown; Next and Previous costly move go where
// N and P go, saying the move's review; Review summary opens the summary, per seat
// its accuracy and costliest moves, each a button that goes to its move as the
// drawn links do; the bar's commands wait while it is open, and Back closes it.
func TestMirrorReview(t *testing.T) {
	m := example(t, "threethirteen.json")
	a, fm, _ := blindApp(t, func() scenes.Scene {
		r, err := screens.NewReplay(m, time.Time{}, func(*scenes.App) scenes.Scene { return screens.NewHistory() })
		if err != nil {
			t.Fatal(err)
		}
		return r
	})
	r := a.Top().(*screens.Replay)
	md := shown(t, fm)
	if button(md, "Review the game with the hard bot") == nil || button(md, "Next costly move") != nil {
		t.Fatalf("before a review the replay's mirror offers %q", buttonLabels(md))
	}
	if md = press(t, a, fm, "costly next"); r.K() != 0 || !saidHas(md, "review the game") {
		t.Errorf("costly next before a review: move %d, said %q", r.K(), md.Said)
	}

	n := len(fm.Shown)
	send(t, a, fm, "review") // the review runs in the background: its progress is shown as it goes
	if !saidHas(fm.Shown[n], "The hard bot reviews the game") {
		t.Errorf("review was answered %q", fm.Shown[n].Said)
	}
	for end := time.Now().Add(2 * time.Minute); ; {
		if _, _, done := r.Review(); done {
			break
		}
		if time.Now().After(end) {
			done, total, _ := r.Review()
			t.Fatalf("the review did not finish: %d of %d", done, total)
		}
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	settle(t, a)
	settle(t, a)
	rep := r.ReviewReport()
	md = shown(t, fm)
	verdicts := section(md, "Review, move by move")
	if len(verdicts) != len(rep.Decisions) || len(rep.Decisions) == 0 || button(md, "Review summary") == nil {
		t.Fatalf("the review done: %d verdicts listed for %d decisions; buttons %q", len(verdicts), len(rep.Decisions), buttonLabels(md))
	}
	g, _ := match.ReviewerOf(m.Game())
	var costly []int
	for i, d := range rep.Decisions {
		who := r.Shell().Name(d.Seat)
		if !strings.HasPrefix(verdicts[i], "Move "+strconv.Itoa(d.Move)+" · "+who+": ") || strings.Contains(verdicts[i], ", costly") != (d.Cost > g.ReviewScale().Costly) {
			t.Errorf("decision %+v is listed %q", d, verdicts[i])
		}
		if d.Cost > g.ReviewScale().Costly {
			costly = append(costly, d.Move)
		}
	}
	if len(costly) < 2 {
		t.Fatalf("%d costly moves: want two to step between", len(costly))
	}
	t.Logf("%d verdicts; a costly one: %q", len(verdicts), verdicts[decisionAt(rep.Decisions, costly[0])])
	for _, want := range []int{costly[0], costly[1]} {
		md = press(t, a, fm, "costly next")
		head, _ := r.ReviewLine()
		if r.K() != want || !saidHas(md, head) || section(md, "Review of this move")[0] != head {
			t.Errorf("costly next: move %d (want %d), said %q, the strip %q", r.K(), want, md.Said, head)
		}
	}
	if press(t, a, fm, "costly back"); r.K() != costly[0] {
		t.Errorf("costly back went to move %d, want %d", r.K(), costly[0])
	}

	md = press(t, a, fm, "review")
	if !r.SummaryOpen() || !strings.HasPrefix(md.Title, "Review summary") || len(md.Sections) != len(rep.Summary) {
		t.Fatalf("review done: the summary open %v; the mirror %q with %d sections for %d seats", r.SummaryOpen(), md.Title, len(md.Sections), len(rep.Summary))
	}
	first := rep.Summary[0].Costliest[0].Move
	if b := md.Buttons[0]; b.Command != "move "+strconv.Itoa(first) || !strings.HasPrefix(b.Label, "Go to "+r.Shell().Name(rep.Summary[0].Seat)+"'s Move "+strconv.Itoa(first)) {
		t.Errorf("the summary's first button is %+v, want its first link (move %d)", b, first)
	}
	at := r.K()
	if md = press(t, a, fm, "next"); r.K() != at || !saidHas(md, "summary is open") {
		t.Errorf("next with the summary open: move %d (was %d), said %q", r.K(), at, md.Said)
	}
	if press(t, a, fm, md.Buttons[0].Command); r.SummaryOpen() || r.K() != first {
		t.Errorf("the summary's first button: open %v, move %d, want %d", r.SummaryOpen(), r.K(), first)
	}
	press(t, a, fm, "review")
	if md = press(t, a, fm, "back"); r.SummaryOpen() || a.Top() != scenes.Scene(r) || button(md, "Review summary") == nil {
		t.Errorf("back with the summary open: open %v, top %T, buttons %q", r.SummaryOpen(), a.Top(), buttonLabels(md))
	}
	if md = press(t, a, fm, "move 9999"); !saidHas(md, "There is no move 9999") {
		t.Errorf("move 9999 was answered %q", md.Said)
	}
}

// section is the items under md's heading (nil: no such section).
func section(md mirror.Model, heading string) []string {
	for _, s := range md.Sections {
		if s.Heading == heading {
			return s.Items
		}
	}
	return nil
}

// decisionAt is the index in ds of the decision at move (0: none).
func decisionAt(ds []review.Decision, move int) int {
	for i, d := range ds {
		if d.Move == move {
			return i
		}
	}
	return 0
}
