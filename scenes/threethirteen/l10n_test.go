//go:build display

package threethirteen

import (
	"strings"
	"testing"

	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// TestTableSpeaksDutch: in Dutch the status line asks to draw in Dutch, a second draw
// (S after S) is refused in Dutch words made from the rule (not the rules core's
// English), the round's panel names the wild rank in Dutch and the go-out question
// is asked in Dutch.
func TestTableSpeaksDutch(t *testing.T) {
	l10n.Set(l10n.Nl)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	a := App(prefs.Instant)
	tb := newTable(t, "human,easy", 2, 5, "")
	settle(t, tb, a, 5000)
	if got := tb.statusText(); !strings.HasPrefix(got, "Jouw beurt: pak van de stapel (S)") {
		t.Errorf("status %q, want Dutch", got)
	}
	if got := rankWord(tb.wild); got != "drieën" || wildWords(tb.wild) != "drieën zijn joker" {
		t.Errorf("round 1's wild rank in Dutch: %q, %q", got, wildWords(tb.wild))
	}
	Press(tb, a, input.KeyS)
	settle(t, tb, a, 2000)
	Press(tb, a, input.KeyS)
	if got := tb.ToastShown(); got != "Je hebt deze beurt al gepakt: leg een kaart af." {
		t.Errorf("a second draw: toast %q, want the Dutch refusal", got)
	}
	if got := l10n.T(GoOutQuestion); got != "Uitgaan met deze kaart?" {
		t.Errorf("the go-out question in Dutch: %q", got)
	}
}
