//go:build display

package triples

import (
	"regexp"
	"strings"
	"testing"

	tr "parlor/gameplay/triples"
	"parlor/scenes/l10n"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui"
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

// TestHintWords: each kind of sentence the core's hint makes (HintFor) reads in Dutch,
// with its cards named in Dutch and its figures written the Dutch way; a sentence it
// does not know is left alone.
func TestHintWords(t *testing.T) {
	inDutch(t)
	for why, want := range map[string]string{
		"Play the red heart 5 (Draw 2), then the blue star 2: it leaves you 3.5 cards worth 12.0 points on average at your next turn over 40 sampled deals, going out in 25% of them; drawing would leave 5.1 cards worth 20.3.": "Leg rood hart 5 (Pak 2), dan blauwe ster 2: dan heb je bij je volgende beurt gemiddeld 3,5 kaarten ter waarde van 12 punten (over 40 gesimuleerde delingen); in 25% ervan ben je uit; de op één na beste keuze (een kaart pakken) laat 5,1 kaarten ter waarde van 20,3 over.",
		"Make Basil draw 2: it leaves the opponent nearest to going out 4.0 cards on average over 40 sampled deals; making Player 3 draw 2 would leave 2.5.":                                                                     "Laat Basil 2 kaarten pakken: de tegenstander die het dichtst bij uitgaan is, houdt gemiddeld 4 kaarten (over 40 gesimuleerde delingen); de op één na beste keuze (Speler 3 2 kaarten laten pakken) laat die tegenstander 2,5 kaarten.",
		"Draw: it leaves you 6.0 cards worth 21.5 points on average at your next turn over 40 sampled deals.":                                                                                                                    "Pak een kaart: dan heb je bij je volgende beurt gemiddeld 6 kaarten ter waarde van 21,5 punten (over 40 gesimuleerde delingen).",
		"Play the green circle 1: it is the only triple you can make.":                                                                                                                                                           "Leg groene cirkel 1: het is de enige triple die je kunt maken.",
		"Draw: no card you hold makes a triple with the play area.":                                                                                                                                                              "Pak een kaart: geen van je kaarten vormt een triple met het speelveld.",
	} {
		got, ok := hintWords(why, ui.ShownName)
		if !ok || got != want {
			t.Errorf("hintWords(%q) =\n\t%q, %v; want\n\t%q", why, got, ok, want)
		}
	}
	if got, ok := hintWords("Something the core says one day.", ui.ShownName); ok {
		t.Errorf("an unknown sentence is worded %q", got)
	}
}

// TestHintInDutch: at a Dutch table the hint the H key asks for is shown in Dutch, on
// several turns of several deals (plays, draws and a Draw 2 owed among them).
func TestHintInDutch(t *testing.T) {
	inDutch(t)
	a := newApp()
	hints := 0
	for seed := uint64(1); seed <= 6; seed++ {
		tb := newTable(t, "human,normal,normal", seed)
		settle(t, tb, a)
		for turn := 0; turn < 4 && tb.myTurn(); turn++ {
			Press(tb, a, input.KeyH)
			msg := tb.ToastShown()
			if !strings.HasPrefix(msg, "Tip: ") || english.MatchString(msg) {
				t.Errorf("seed %d: the hint reads %q", seed, msg)
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
