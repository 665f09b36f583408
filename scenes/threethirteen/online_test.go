//go:build display

package threethirteen

import (
	"context"
	"slices"
	"testing"
	"time"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/onlinetest"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
)

// TestOnlineDiscardAhead plays seat 0 of a Three-Thirteen room on a real parlor-server
// (127.0.0.1) behind a relay that delays each direction by 150 ms: the person's discard
// starts moving on the tick it is made, a whole round trip before the server's update;
// when the update comes the discard is not shown twice (the table's cards match the
// view). A discard the server refuses (a card not in the hand) is shown at once too, and
// taken back when the refusal comes: the table is shown afresh from the view.
func TestOnlineDiscardAhead(t *testing.T) {
	const oneWay = 150 * time.Millisecond
	url := "ws://" + onlinetest.Delay(t, onlinetest.Start(t, "-dev"), oneWay) + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	seat, tb, tick := onlineDuel(t, ctx, url)
	// until runs ticks until done; false after 15 s.
	until := func(done func() bool) bool { return untilTicks(tick, 15*time.Second, done) }
	myDiscard := func() bool {
		v := tb.v()
		return v.Turn == 0 && v.Phase == tt.PhaseDiscard && tb.Idle() && !tb.Busy(tb.Now())
	}
	// matches reports the table's cards agree with the newest view: the hand and the
	// pile.
	matches := func() bool {
		v := seat.View().(tt.View)
		return len(tb.m.hands[0]) == len(v.Hand) && len(tb.m.discard) == len(v.Discard)
	}
	draw := func() {
		if !until(func() bool { v := tb.v(); return v.Turn == 0 && v.Phase == tt.PhaseDraw && tb.Idle() }) {
			t.Fatal("never my turn to draw")
		}
		if !tb.Try(tt.Move{Seat: 0, Kind: tt.DrawStock}) {
			t.Fatalf("draw refused: %q", tb.ToastShown())
		}
		if !until(myDiscard) {
			t.Fatal("the draw never came back")
		}
	}

	draw()
	pile, n := len(tb.m.discard), seat.Latest()
	card := tb.v().Hand[0]
	if !tb.Try(tt.Move{Seat: 0, Kind: tt.Discard, Card: card}) {
		t.Fatalf("discard refused: %q", tb.ToastShown())
	}
	tick()
	if seat.Latest() != n {
		t.Fatalf("the server's update came within a tick through a %v relay", 2*oneWay)
	}
	if len(tb.m.discard) != pile+1 || !tb.Busy(tb.Now()) {
		t.Errorf("the discard was not shown at once: pile %d → %d, moving %v", pile, len(tb.m.discard), tb.Busy(tb.Now()))
	}
	sent := time.Now()
	if !until(func() bool { return seat.Latest() > n && tb.Idle() && !tb.Busy(tb.Now()) }) {
		t.Fatal("the server's update for the discard never came")
	}
	t.Logf("the server's update came %v after the discard was shown", time.Since(sent).Round(time.Millisecond))
	// Bots' moves may follow: the table settles on the newest view, the discard once.
	if !until(func() bool { return tb.Idle() && !tb.Busy(tb.Now()) && matches() }) {
		v := seat.View().(tt.View)
		t.Errorf("after the update the table shows %d in hand and %d on the pile; the view %d and %d",
			len(tb.m.hands[0]), len(tb.m.discard), len(v.Hand), len(v.Discard))
	}

	// A discard the server refuses: shown at once, taken back.
	draw()
	var notHeld cards.Card
	for _, c := range cards.NewDeck() {
		if !slices.Contains(tb.v().Hand, c) {
			notHeld = c
			break
		}
	}
	pile = len(tb.m.discard)
	if err := tb.Submit(match.Move(tt.Move{Seat: 0, Kind: tt.Discard, Card: notHeld})); err != nil {
		t.Fatal(err)
	}
	tick()
	if len(tb.m.discard) != pile+1 {
		t.Errorf("the refused discard was not shown at once: pile %d → %d", pile, len(tb.m.discard))
	}
	if !until(func() bool { return tb.ToastShown() != "" && matches() && len(tb.m.discard) == pile }) {
		t.Fatalf("the refused discard was not taken back: pile %d (was %d), toast %q", len(tb.m.discard), pile, tb.ToastShown())
	}
	t.Logf("refused: %q", tb.ToastShown())
}

// onlineDuel seats "Dee" at seat 0 of a two-player Three-Thirteen room on the -dev
// parlor-server at url (a fixed deal, seed 5, so the test plays the same game each time;
// an easy bot at seat 1 that answers at once) and returns the seat, its table, and tick:
// one update of the table on the real monotonic clock (on to the next deal when the bot
// went out), then 5 ms, which paces the callers' loops that wait for a condition.
func onlineDuel(t *testing.T, ctx context.Context, url string) (*client.Seat, *Table, func()) {
	t.Helper()
	botMs, seed := 0, uint64(5)
	seat, sc := OnlineTable(t, ctx, url, online.RoomSpec{
		Config:  match.Config{Game: "threethirteen", Players: 2},
		BotMs:   &botMs,
		DevSeed: &seed,
		Seats:   []online.SeatSpec{{}, {Bot: "easy"}},
	}, "Dee")
	tb := sc.(*Table)
	a := App(prefs.Normal)
	start := time.Now()
	a.Monotonic = func() float64 { return float64(time.Since(start).Microseconds()) / 1000 }
	tick := func() {
		if tb.RoundOver() {
			scenes.FrameOf(tb).NextRound()
		}
		Step(tb, a, 1)
		time.Sleep(5 * time.Millisecond) // paces the callers' loops, which wait for a condition
	}
	return seat, tb, tick
}

// untilTicks runs tick until done; false if d passes first.
func untilTicks(tick func(), d time.Duration, done func() bool) bool {
	for end := time.Now().Add(d); time.Now().Before(end); tick() {
		if done() {
			return true
		}
	}
	return false
}
