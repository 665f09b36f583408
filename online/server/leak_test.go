package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/online"
	"parlor/online/client"
)

// raceScene is a Snap Match opening in which the next Duo player's card and the Third
// Wheel's match land at the same ms and the tie goes to the Duo card: the match then loses
// the race while its card stays in the Third Wheel's hand.
type raceScene struct {
	seed            uint64
	duo1, duo2, tw  int
	first, play, mt thirdwheel.Move
}

func findRaceScene(t *testing.T) raceScene {
	for seed := uint64(1); seed < 2000; seed++ {
		m, err := match.New(thirdwheel.Game, match.Config{Options: []string{"snap"}, Seed: seed}, nil)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := match.Unwrap[*thirdwheel.State](m.Live())
		sc := raceScene{seed: seed, duo1: st.SeatOf(thirdwheel.Duo1), duo2: st.SeatOf(thirdwheel.Duo2), tw: st.SeatOf(thirdwheel.ThirdWheel)}
		for _, first := range st.Legal(sc.duo1) {
			c := m.Clone()
			if _, err := c.Apply(first); err != nil {
				continue
			}
			cs, _ := match.Unwrap[*thirdwheel.State](c.Live())
			var play, mt thirdwheel.Move
			for _, l := range cs.Legal(sc.duo2) {
				if l.Kind == thirdwheel.MovePlay && l.Card.IsSuit() {
					play = l.WithStamp(100)
				}
			}
			for _, l := range cs.Legal(sc.tw) {
				if l.Kind == thirdwheel.MoveMatch && l.Card.IsSuit() {
					mt = l.WithStamp(100)
				}
			}
			if play.Kind == 0 || mt.Kind == 0 {
				continue
			}
			for _, mv := range []match.Move{min2(play, mt), max2(play, mt), cs.Tick(101)} {
				if _, err := c.Apply(mv); err != nil {
					t.Fatal(err)
				}
			}
			for _, e := range c.EventsOf(c.Len() - 1) {
				if rl, ok := e.(thirdwheel.RaceLost); ok && rl.Move == mt {
					sc.first, sc.play, sc.mt = first, play, mt
					return sc
				}
			}
		}
	}
	t.Fatal("no seed below 2000 gives the scene")
	return raceScene{}
}

func min2(a, b thirdwheel.Move) thirdwheel.Move {
	if a.Seat < b.Seat {
		return a
	}
	return b
}

func max2(a, b thirdwheel.Move) thirdwheel.Move {
	if a.Seat < b.Seat {
		return b
	}
	return a
}

// TestALostRaceDoesNotShowTheLosersCard plays that scene over the network (a lockstep room,
// where plans are taken as stamped): the Third Wheel's match loses the tie, and no message
// to the Duo players or a spectator names the card still in the Third Wheel's hand.
func TestALostRaceDoesNotShowTheLosersCard(t *testing.T) {
	sc := findRaceScene(t)
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 20*time.Second)
	zero := 0
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{
		Config:  match.Config{Game: "thirdwheel", Options: []string{"snap"}},
		Seats:   make([]online.SeatSpec, 3),
		Clock:   "lockstep",
		DevSeed: &sc.seed,
		BotMs:   &zero,
	})
	if err != nil {
		t.Fatal(err)
	}
	var tps [4]*tapped
	var seats [3]*client.Seat
	for i := range 4 {
		tps[i] = tap(t, url)
		seat := i
		if i == 3 {
			seat = -1
		}
		s, err := tps[i].conn.Join(ctx, code, client.JoinOptions{Seat: &seat})
		if err != nil {
			t.Fatal(err)
		}
		if i < 3 {
			seats[i] = s
		}
	}
	waitUntil(t, "the deal", func() bool { return seats[sc.duo1].ToMove() == sc.duo1 })
	if err := seats[sc.duo1].Submit(sc.first); err != nil {
		t.Fatal(err)
	}
	q := tps[sc.tw].waitFor(t, 0, online.TPlanQ)
	for i := range 3 {
		tps[i].waitFor(t, 0, online.TPlanQ)
		msg := fmt.Sprintf(`{"type":"plan","id":100,"window":%d,"version":%d}`, q.Window, q.Version)
		switch i {
		case sc.duo2:
			msg = fmt.Sprintf(`{"type":"plan","id":100,"window":%d,"version":%d,"move":%q}`, q.Window, q.Version, sc.play)
		case sc.tw:
			msg = fmt.Sprintf(`{"type":"plan","id":100,"window":%d,"version":%d,"move":%q}`, q.Window, q.Version, sc.mt)
		}
		if err := tps[i].conn.SendRaw([]byte(msg)); err != nil {
			t.Fatal(err)
		}
	}
	// The tie is settled: the Third Wheel hears that its match lost.
	waitUntil(t, "the lost race", func() bool {
		for _, m := range tps[sc.tw].since(0, online.TUpdate) {
			for _, e := range m.Events {
				if e.Type == "RaceLost" {
					return true
				}
			}
		}
		return false
	})
	time.Sleep(50 * time.Millisecond)
	hand := seats[sc.tw].View().(thirdwheel.View).Hand
	if !slices.Contains(hand, sc.mt.Card) {
		t.Fatalf("the scene went otherwise: %s is not in the Third Wheel's hand %v", sc.mt.Card, hand)
	}
	for i, tp := range tps {
		if i == sc.tw {
			continue
		}
		tp.mu.Lock()
		for _, m := range tp.msgs {
			b, _ := json.Marshal(m)
			if slices.Contains(cardsIn(b), sc.mt.Card) {
				t.Errorf("connection %d (3: the spectator) was shown %s, still in the Third Wheel's hand: %s", i, sc.mt.Card, b)
			}
		}
		tp.mu.Unlock()
	}
}
