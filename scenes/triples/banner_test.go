//go:build display

package triples

import (
	"testing"

	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// TestBannerGoesAtTheNextPlay: in a bot game a banner (a Draw 2, a double triple, the
// deal) is down once the next move starts to show, at normal and fast speed: it
// stayed up for 150 ticks at any speed, several plays at the fast one.
func TestBannerGoesAtTheNextPlay(t *testing.T) {
	for _, sp := range []prefs.Speed{prefs.Normal, prefs.Fast} {
		a := App(sp)
		tb := newTable(t, "easy,easy,easy,easy", 3)
		a.Goto(tb)
		seen, last, moves := 0, "", tb.MovesShown()
		for i := 0; i < 40000 && !tb.RoundOver(); i++ {
			Tick(tb, a, input.Input{})
			b := tb.BannerShown()
			if tb.MovesShown() > moves && last != "" && b == last {
				t.Fatalf("speed %v: move %d started to show and the banner %q of the move before is still up", sp, tb.MovesShown(), last)
			}
			if b != last && b != "" {
				seen++
			}
			last, moves = b, tb.MovesShown()
		}
		if seen < 3 {
			t.Fatalf("speed %v: only %d banners were seen", sp, seen)
		}
	}
}
