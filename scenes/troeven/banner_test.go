//go:build display

package troeven

import (
	"strings"
	"testing"

	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// TestBannerGoesAtTheNextPlay: in a bot game at normal speed, a banner (the trick's
// winner, trumps named, the deal) is down once the next move starts to show: the
// trick's banner stayed up for several more plays.
func TestBannerGoesAtTheNextPlay(t *testing.T) {
	for _, sp := range []prefs.Speed{prefs.Normal, prefs.Fast} {
		bannerGoes(t, sp)
	}
}

func bannerGoes(t *testing.T, sp prefs.Speed) {
	a := App(sp)
	tb := newTable(t, "", "normal,normal,normal", 5)
	a.Goto(tb)
	tricks, last, moves := 0, "", tb.MovesShown()
	for i := 0; i < 30000 && tricks < 5 && !tb.RoundOver(); i++ {
		Tick(tb, a, input.Input{})
		b := tb.BannerShown()
		if tb.MovesShown() > moves && last != "" && b == last {
			t.Fatalf("move %d started to show and the banner %q of the move before is still up", tb.MovesShown(), last)
		}
		if b != last && strings.Contains(b, "the trick") {
			tricks++
		}
		last, moves = b, tb.MovesShown()
	}
	if tricks < 5 {
		t.Fatalf("only %d trick banners were seen", tricks)
	}
}
