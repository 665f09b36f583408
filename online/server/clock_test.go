package server

import (
	"context"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// TestIdleVote: a person who stays connected but never moves is played by the stand-in
// after the turn clock and marked idle; after 3 missed turns the other person is asked,
// and the vote's result is carried out, written to the room log and told to every seat.
func TestIdleVote(t *testing.T) {
	for _, choice := range []string{online.VoteReplace, online.VoteEnd} {
		t.Run(choice, func(t *testing.T) {
			url, _, store := testServer(t, Config{Dev: true}, "")
			ctx := ctxFor(t, 60*time.Second)
			code, _, err := dial(t, url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: []online.SeatSpec{{}, {}, {Bot: "easy"}}, BotMs: intp(0), TimerMs: 300})
			if err != nil {
				t.Fatal(err)
			}
			a, err := dial(t, url).Join(ctx, code, client.JoinOptions{Seat: intp(0), Name: "Ann"})
			if err != nil {
				t.Fatal(err)
			}
			b, err := dial(t, url).Join(ctx, code, client.JoinOptions{Seat: intp(1), Name: "Idle"})
			if err != nil {
				t.Fatal(err)
			}
			pctx, stop := context.WithCancel(ctx)
			defer stop()
			bt, _ := newBot(t, a)
			go (&client.Bot{Seat: a, Bot: bt}).Run(pctx)
			waitUntil(t, "Idle marked away", func() bool { in := a.Seats(); return in[1].Idle && in[1].StandIn && in[1].Connected })
			waitUntil(t, "the vote", func() bool { v, ok := a.Vote(); return ok && v.Open })
			v, _ := a.Vote()
			if v.Seat != 1 || v.Name != "Idle" || v.Missed < 3 || len(v.Voters) != 1 || v.Voters[0] != 0 || v.Need != 1 || v.LeftMs <= 0 {
				t.Fatalf("vote %+v", v)
			}
			waitUntil(t, "the idle seat told of the vote", func() bool { bv, ok := b.Vote(); return ok && bv.Open })
			b.CastVote(online.VoteKeep) // not a voter: refused (and back: the idle person acted)
			waitUntil(t, "Idle's refusal", func() bool {
				for _, r := range b.Refused() {
					if r.Code == "not-a-voter" {
						return true
					}
				}
				return false
			})
			// Idle acted (a vote is a deliberate message): back, the vote is over; wait for the
			// next one (3 more missed turns).
			waitUntil(t, "a vote after coming back", func() bool { v, ok := a.Vote(); return ok && v.Open && v.ID == 2 })
			if err := a.CastVote(choice); err != nil {
				t.Fatal(err)
			}
			waitUntil(t, "the result", func() bool { v, ok := a.Vote(); return ok && !v.Open && v.ID == 2 })
			v, _ = a.Vote()
			if v.Result != choice || v.Say == "" {
				t.Fatalf("result %+v", v)
			}
			if choice == online.VoteReplace {
				waitUntil(t, "the seat a bot's", func() bool { in := a.Seats(); return !in[1].Person && in[1].Replaced })
				waitUntil(t, "Idle watching", func() bool { return b.Seat() == -1 })
			} else {
				waitUntil(t, "the end", func() bool { _, ok := a.End(); return ok })
			}
			entries, _, _ := store.Load(ctx, code)
			var results []string
			for _, e := range entries {
				if e.Kind == "vote" && e.Seat == 1 {
					results = append(results, e.Result)
				}
			}
			if len(results) != 2 || results[0] != "none" || results[1] != choice {
				t.Fatalf("votes in the log: %v", results)
			}
		})
	}
}
