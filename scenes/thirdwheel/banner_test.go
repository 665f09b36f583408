//go:build display

package thirdwheel

import (
	"testing"

	tw "parlor/gameplay/thirdwheel"
	. "parlor/scenes/scenetest"
)

// TestSlapWordBoxesNeverOverlap: however many slaps land at once (three people slap one
// pair, then a fourth slap), at most two words show, each box clear of the others, of
// the race's result pill and of the plates above the pile.
func TestSlapWordBoxesNeverOverlap(t *testing.T) {
	tb := table(t, "doubledown", "human,human,human", 2)
	a := App(0)
	Step(tb, a, 1)
	c := a.Measure()
	outcomes := []tw.SlapOutcome{tw.SlapDoubleDown, tw.SlapLost, tw.SlapLate, tw.SlapMiss}
	for i, o := range outcomes {
		tb.slaps = append(tb.slaps, slapFx{seat: i % 3, start: tb.Now() - slapDownTicks - i, outcome: o})
		ws := tb.slapWordsShown(c)
		if len(ws) > slapWordsMax || len(ws) != min(i+1, slapWordsMax) {
			t.Fatalf("%d slaps: %d words show", i+1, len(ws))
		}
		for j, w := range ws {
			for _, o := range ws[j+1:] {
				if w.box.Overlaps(o.box) {
					t.Errorf("%d slaps: %q %+v overlaps %q %+v", i+1, w.text, w.box, o.text, o.box)
				}
			}
			if w.box.Overlaps(tb.lay.Feedback) {
				t.Errorf("%d slaps: %q %+v overlaps the result pill %+v", i+1, w.text, w.box, tb.lay.Feedback)
			}
			for s, p := range tb.lay.Plates {
				if s != tb.Viewer() && w.box.Overlaps(p) {
					t.Errorf("%d slaps: %q %+v overlaps plate %d %+v", i+1, w.text, w.box, s, p)
				}
			}
		}
	}
	if ws := tb.slapWordsShown(c); ws[len(ws)-1].text != tb.Name(0)+": "+slapWords[tw.SlapMiss] {
		t.Errorf("the newest word is %q, want the last slap's", ws[len(ws)-1].text)
	}
}

// TestRaceResultGoesAtTheNextCard: a race's result pill is down soon after the next card
// is played (feedbackMin after it went up at the latest, fading feedbackFade), not 200
// ticks later: it stayed up for 4 to 6 more plays.
func TestRaceResultGoesAtTheNextCard(t *testing.T) {
	tb := table(t, "doubledown", "human,normal,normal", 1)
	a := App(0)
	Step(tb, a, 1)
	tb.Animate(tw.RaceLost{Seat: 0, Winner: 1, At: 240, WinnerAt: 223, ByMs: 17, Race: "doubledown"})
	if tb.feedbackShown() == "" {
		t.Fatal("no result pill")
	}
	tb.feedbackAt -= feedbackMin // it has been up long enough
	Step(tb, a, 1)
	tb.Animate(tw.Played{Seat: 1})
	for i := 0; i < feedbackFade; i++ {
		Step(tb, a, 1)
	}
	if got := tb.feedbackShown(); got != "" {
		t.Errorf("%d ticks after the next card the pill %q is still up", feedbackFade, got)
	}
}
