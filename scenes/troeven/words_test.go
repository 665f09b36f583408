//go:build display

package troeven

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	tv "parlor/gameplay/troeven"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
)

// english finds a run of three plain ASCII letters: in the pseudo-locale every
// translated word is accented, so such a run is text that missed the catalogues.
var english = regexp.MustCompile(`[A-Za-z]{3,}`)

// TestTableSpeaksTheLanguage plays a round of each version in the pseudo-locale, the
// person by keys (and once a card that does not follow suit): every banner, status
// line and toast the table shows on the way, and the round's changes of tally, go
// through the catalogues (no plain English word but the seats' names).
func TestTableSpeaksTheLanguage(t *testing.T) {
	l10n.Set(l10n.Pseudo)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	for _, variant := range []string{"dummy", "solo"} {
		a := App(prefs.Normal)
		tb := newTable(t, variant, "human,normal,easy", 3)
		a.Goto(tb)
		said := map[string]bool{}
		refused := false
		for i := 0; i < 100000 && !tb.RoundOver(); i++ {
			if tb.Settled() && tb.myTurn() && !tb.Busy(tb.Now()) {
				if !refused && refuse(tb) {
					refused = true
				} else {
					playLegal(t, tb, a)
				}
			}
			Step(tb, a, 1)
			for _, s := range []string{tb.BannerShown(), tb.statusLine(), tb.ToastShown()} {
				said[s] = true
			}
		}
		if !tb.RoundOver() {
			t.Fatalf("%s: the round did not end", variant)
		}
		for p := 0; p < 3; p++ {
			for ch := -1; ch <= 1; ch++ {
				said[tb.changeText(p, ch)] = true
			}
		}
		delete(said, "")
		if len(said) < 8 {
			t.Errorf("%s: only %d texts were shown: %q", variant, len(said), slices.Collect(maps.Keys(said)))
		}
		if !refused {
			t.Errorf("%s: the person never had a card that does not follow suit", variant)
		}
		for s := range said {
			plain := s
			for _, n := range []string{"Basil", "Cleo"} {
				plain = strings.ReplaceAll(plain, n, "")
			}
			if ws := english.FindAllString(plain, -1); len(ws) > 0 {
				t.Errorf("%s: %q is English (%q)", variant, s, ws)
			}
		}
	}
}

// refuse tries a card of the person's hand that the rules refuse now (not following
// suit), reporting whether there was one.
func refuse(tb *Table) bool {
	if tb.v().Phase != tv.PhasePlay || tb.v().Turn == tv.DummySeat {
		return false
	}
	for _, c := range handCards(tb) {
		if !tb.isLegal(c, false) {
			tb.try(tv.Move{Seat: tb.Viewer(), Kind: tv.PlayCard, Card: c})
			return tb.ToastShown() != ""
		}
	}
	return false
}
