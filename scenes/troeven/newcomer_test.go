//go:build display

package troeven

import (
	"strings"
	"testing"

	tv "parlor/gameplay/troeven"
)

// TestFinalSheetNamesTheWinner: Troeven's final sheet names the winner (it used to
// say only its note), and the note stays under it.
func TestFinalSheetNamesTheWinner(t *testing.T) {
	tb := newTable(t, "dummy", "human,normal,normal", 1)
	sh := buildSheet(tb.Setup(), tv.Dummy, nil, true, []int{1})
	head, note := sh.Headline()
	if head != tb.Name(1)+" wins!" || note == "" {
		t.Errorf("final sheet says %q, note %q; want %q and the note", head, note, tb.Name(1)+" wins!")
	}
	sh = buildSheet(tb.Setup(), tv.Dummy, nil, true, []int{0, 2})
	if head, _ := sh.Headline(); !strings.Contains(head, "share the win") {
		t.Errorf("shared win says %q", head)
	}
}

// TestRoundEndVerbsAgree: "You cancel a branch", "Basil cancels a branch".
func TestRoundEndVerbsAgree(t *testing.T) {
	tb := newTable(t, "dummy", "human,normal,normal", 1)
	if tb.Name(0) != "You" {
		t.Fatalf("seat 0 is %q", tb.Name(0))
	}
	for _, tc := range []struct {
		seat, change int
		want         string
	}{{0, -1, "cancel a branch"}, {0, 1, "draw a new branch"}, {1, -1, "cancels a branch"}, {2, 1, "draws a new branch"}, {0, 0, "no change"}} {
		if got := tb.changeText(tc.seat, tc.change); got != tc.want {
			t.Errorf("%s, change %d: %q, want %q", tb.Name(tc.seat), tc.change, got, tc.want)
		}
	}
}
