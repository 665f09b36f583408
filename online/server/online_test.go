package server

import (
	"testing"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

func TestBotsPlayAGameOverTheNetwork(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 60*time.Second)
	lobby := dial(t, url)
	seed := uint64(7)
	zero := 0
	code, link, err := lobby.Create(ctx, online.RoomSpec{Config: match.Config{Game: "threethirteen"}, Seats: make([]online.SeatSpec, 3), Clock: "lockstep", DevSeed: &seed, BotMs: &zero})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(code, link)
	g, _ := games.Find("threethirteen")
	done := make(chan error, 3)
	var seats []*client.Seat
	for i := range 3 {
		c := dial(t, url)
		s, err := c.Join(ctx, code, client.JoinOptions{Seat: &i})
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, s)
		b, _ := g.NewBot("easy", i, seed)
		go func() { done <- (&client.Bot{Seat: s, Bot: b}).Run(ctx) }()
	}
	for range 3 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	e, ok := seats[0].End()
	if !ok || !e.Verified {
		t.Fatalf("end %+v", e)
	}
}
