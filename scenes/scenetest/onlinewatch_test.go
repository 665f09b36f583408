//go:build display

package scenetest_test

import (
	"context"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/scenes"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
)

// TestSpectatorArrivesLate: at every game's table a person (a Go client) plays with
// bots; a desktop client opens the full room after some moves have been made, and
// watches: its table is shown as the game stands (no hand seen, no seat played, no
// control of a player's drawn) and follows the game on.
func TestSpectatorArrivesLate(t *testing.T) {
	srv := startServer(t)
	for _, g := range scenes.Games() {
		t.Run(g.ID, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			lo, _ := g.Game.Seats()
			seats := make([]online.SeatSpec, lo)
			for i := 1; i < lo; i++ {
				seats[i].Bot = "normal"
			}
			bms := 150
			conn, err := client.Dial(ctx, srv)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			code, _, err := conn.Create(ctx, online.RoomSpec{Config: match.Config{Game: g.ID, Players: lo}, Seats: seats, BotMs: &bms})
			if err != nil {
				t.Fatal(err)
			}
			zero := 0
			seat, err := conn.Join(ctx, code, client.JoinOptions{Seat: &zero, Name: "Ann"})
			if err != nil {
				t.Fatal(err)
			}
			b, _ := g.Game.NewBot("easy", 0, 1)
			go (&client.Bot{Seat: seat, Bot: b, Think: 100 * time.Millisecond}).Run(ctx)
			for seat.Latest() < 4 {
				select {
				case <-seat.Changed():
				case <-ctx.Done():
					t.Fatalf("%s: no moves (%d updates)", g.ID, seat.Latest())
				}
			}
			t0 := time.Now()
			F := newFront("Dee", saves.NewMem(), screens.NewLobby(Setup(t, g.ID, "", lo, "", "", 7), code))
			if !run(t, 20*time.Second, false, func() bool { return F.remote() != nil }, F) {
				t.Fatalf("%s: the late spectator got no table", g.ID)
			}
			t.Logf("%s: table after %v", g.ID, time.Since(t0))
			start := F.shell().ViewN()
			if !run(t, 20*time.Second, false, func() bool { return F.shell().ViewN() > start+1 }, F) {
				t.Fatalf("%s: the spectator's table did not follow the game", g.ID)
			}
			t.Logf("%s: followed after %v", g.ID, time.Since(t0))
			if sh := F.shell(); !sh.Spectator() || len(sh.People()) != 0 || F.remote().Client().Seat() != -1 {
				t.Errorf("%s: the late arrival plays seats %v (spectator %v)", g.ID, sh.People(), sh.Spectator())
			}
		})
	}
}
