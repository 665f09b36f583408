//go:build display

package triples

import (
	"regexp"
	"strings"
	"testing"

	tr "parlor/gameplay/triples"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// inDutch puts Dutch on for the test, and English back after it.
func inDutch(t *testing.T) {
	t.Helper()
	l10n.Set(l10n.Nl)
	t.Cleanup(func() { l10n.Set(l10n.En) })
}

// english are words of the core's English hint that no Dutch sentence has.
var english = regexp.MustCompile(`\b(Play|Draw|the|cards|worth|sampled|deals|leaves|would|playing|drawing|red|blue|heart|star)\b`)

// TestHintInDutch: at a Dutch table the hint the H key asks for is shown in Dutch, on
// several turns of several deals (plays, draws and a Draw 2 owed among them), and said
// once in blind mode's announcements (not in English and again in Dutch).
func TestHintInDutch(t *testing.T) {
	inDutch(t)
	a := newApp()
	fm := &mirror.Recorder{}
	a.Mirror, a.Feed = fm, func(*input.Input) {}
	hints := 0
	for seed := uint64(1); seed <= 6; seed++ {
		tb := newTable(t, "human,normal,normal", seed)
		a.Goto(tb)
		for i := 0; i < 200 && (a.Transitioning() || a.Top() != scenes.Scene(tb)); i++ {
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
		}
		settle(t, tb, a)
		for turn := 0; turn < 4 && tb.myTurn(); turn++ {
			n := len(fm.Shown)
			Press(tb, a, input.KeyH)
			msg := tb.ToastShown()
			if !strings.HasPrefix(msg, "Tip: ") || english.MatchString(msg) {
				t.Errorf("seed %d: the hint reads %q", seed, msg)
			}
			var said []string
			for _, md := range fm.Shown[n:] {
				for _, s := range md.Said {
					if strings.HasPrefix(s, "Tip: ") || strings.HasPrefix(s, "Hint: ") {
						said = append(said, s)
					}
				}
			}
			if len(said) != 1 || said[0] != msg {
				t.Errorf("seed %d: the hint %q was announced %d times: %q", seed, msg, len(said), said)
			}
			hints++
			Press(tb, a, input.KeyH) // the lit plays off again
			Press(tb, a, input.KeyD)
			settle(t, tb, a)
			if tb.RoundOver() {
				break
			}
		}
	}
	if hints < 6 {
		t.Fatalf("only %d hints were asked for", hints)
	}
}

// TestRefusalInDutch: a play that is no triple is refused in Dutch, its cards named in
// Dutch; a draw refused on a first turn that can play says why in Dutch.
func TestRefusalInDutch(t *testing.T) {
	inDutch(t)
	a := newApp()
	for seed := uint64(1); seed <= 30; seed++ {
		tb := newTable(t, "human,normal", seed)
		settle(t, tb, a)
		v := tb.v()
		if !tb.myTurn() || v.Phase != tr.PhaseTurn || v.Pending > 0 {
			continue
		}
		var bad *tr.Move
		for i := range v.Hand {
			for j := range v.Hand {
				m := tr.PlayTwo(tb.Viewer(), v.Hand[i], v.Hand[j])
				if ok, _, _, err := tr.Check(v.PlayArea[len(v.PlayArea)-1], m.Cards[0], m.Cards[1]); i != j && err == nil && !ok {
					bad = &m
				}
			}
		}
		if bad == nil {
			continue
		}
		if tb.try(*bad) {
			t.Fatalf("seed %d: %v was played", seed, bad.Cards)
		}
		msg := tb.ToastShown()
		if !strings.Contains(msg, "hebben geen kleur, vorm of getal gemeen") || english.MatchString(msg) {
			t.Errorf("seed %d: the refusal reads %q", seed, msg)
		}
		if v.FirstTurn && len(v.Legal()) > 1 {
			tb.try(tr.DrawMove(tb.Viewer()))
			if msg := tb.ToastShown(); !strings.HasPrefix(msg, "Eerste beurt: twee van je kaarten") {
				t.Errorf("seed %d: a first turn's draw is refused with %q", seed, msg)
			}
		}
		return
	}
	t.Fatal("no deal gave a hand with two cards that make no triple with the starter")
}
