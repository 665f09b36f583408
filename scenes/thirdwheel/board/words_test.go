package board

import (
	"strings"
	"testing"

	tw "parlor/gameplay/thirdwheel"
)

// TestWinLine: with Play Out Hands the panel no longer claims the deck running out
// ends the game; the line never grows wider than the base game's (it fits the panel).
func TestWinLine(t *testing.T) {
	base := WinLine(tw.Options{Snap: true})
	if !strings.Contains(base, "deck out") {
		t.Errorf("base line %q does not say the deck running out ends it", base)
	}
	po := WinLine(tw.Options{PlayOut: true, Snap: true})
	if strings.Contains(po, "deck out") || !strings.Contains(po, "no scoring cards") {
		t.Errorf("Play Out line %q", po)
	}
	if len([]rune(po)) > len([]rune(base)) {
		t.Errorf("Play Out line %q is longer than the base line %q", po, base)
	}
}

// TestCardName: suit cards read with the suit in the plural ("4 of hearts"), the other
// cards by their names.
func TestCardName(t *testing.T) {
	for _, c := range []struct {
		card tw.Card
		want string
	}{
		{tw.NewCard(4, tw.Heart), "4 of hearts"},
		{tw.NewCard(12, tw.Ring), "12 of rings"},
		{tw.NewCard(1, tw.Flowers), "1 of flowers"},
		{tw.NewCard(13, tw.Disco), "13 of discos"},
		{tw.Wild, "Wild"},
		{tw.Hike, "Take a Hike"},
		{tw.Hidden, "a face-down card"},
	} {
		if got := CardName(c.card); got != c.want {
			t.Errorf("CardName(%v) = %q, want %q", c.card, got, c.want)
		}
	}
}
