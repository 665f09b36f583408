//go:build display

package threethirteen

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	tt "parlor/gameplay/threethirteen"
	"parlor/online/onlinetest"
	"parlor/scenes"
)

// TestOnlineDiskFullToast: the server's disk fills up while a person plays seat 0 of a
// Three-Thirteen room on a real parlor-server. When a move cannot be saved the table
// shows the server's words in a toast ("The server cannot save the game (disk full); it
// is kept up to move N…") and keeps the move on its way; once space is freed the
// server's update for it comes and the table agrees with the view.
func TestOnlineDiskFullToast(t *testing.T) {
	disk := onlinetest.SmallDisk(t, "24m", 0)
	url := "ws://" + onlinetest.Start(t, "-dev", "-data", disk) + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	seat, tb, tick := onlineDuel(t, ctx, url)
	until := func(d time.Duration, done func() bool) bool { return untilTicks(tick, d, done) }
	if !until(15*time.Second, func() bool { v := tb.v(); return v.Turn == 0 && v.Phase == tt.PhaseDraw && tb.Idle() }) {
		t.Fatal("never my turn to draw")
	}
	if !tb.Try(tt.Move{Seat: 0, Kind: tt.DrawStock}) {
		t.Fatalf("draw refused: %q", tb.ToastShown())
	}
	if !until(15*time.Second, func() bool { v := tb.v(); return v.Turn == 0 && v.Phase == tt.PhaseDiscard && tb.Idle() }) {
		t.Fatal("the draw never came back")
	}

	// The disk fills; the person goes on playing until a move of theirs cannot be saved
	// (a record may still fit on a page the store's file already has).
	filler := onlinetest.FillDisk(t, disk)
	const words = "The server cannot save the game (disk full); it is kept up to move "
	sentOn := -1 // the update the person's last move was made on
	play := func() bool {
		if strings.HasPrefix(tb.ToastShown(), words) {
			return true
		}
		if v := tb.v(); v.Turn == 0 && tb.Idle() && !tb.Busy(tb.Now()) {
			n := seat.Latest()
			mv := tt.Move{Seat: 0, Kind: tt.DrawStock}
			if v.Phase == tt.PhaseDiscard {
				mv = tt.Move{Seat: 0, Kind: tt.Discard, Card: v.Hand[0]}
			}
			if tb.Try(mv) {
				sentOn = n
			}
		}
		return false
	}
	if !until(30*time.Second, play) {
		t.Fatalf("no toast about the full disk; the toast is %q", tb.ToastShown())
	}
	n := seat.Latest()
	lines := strings.Join(scenes.RemoteOf(tb).Lines(), "\n")
	t.Logf("toast: %q; the person's move waits: %v", tb.ToastShown(), n == sentOn)
	if n == sentOn && !strings.Contains(lines, "Sending your move") {
		t.Fatalf("the person's move, which the server holds, was forgotten by the table:\n%s", lines)
	}
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	if !until(15*time.Second, func() bool {
		v := seat.View().(tt.View)
		return seat.Latest() > n && tb.Idle() && len(tb.m.hands[0]) == len(v.Hand) && len(tb.m.discard) == len(v.Discard)
	}) {
		t.Fatal("the move's update never came once the disk had room, or the table does not match the view")
	}
}
