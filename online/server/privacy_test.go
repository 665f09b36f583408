package server

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/gameplay/cards/twcard"
	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/online"
	"parlor/online/client"
)

// TestNoMessageRevealsAHiddenCardOrTheSeed plays Third Wheel games (every house rule that
// queues moves, so slaps, cancels and lost races happen) with seat 0 on a connection and
// a spectator on another, the other seats the server's bots and the seed secret. Every
// message either connection receives before the end is checked against the game replayed
// from the revealed record: no card that sits in another seat's hand and that this
// connection has not seen (in its own hand, on the table or out of the game) appears in
// it, and neither does the seed or its nonce.
func TestNoMessageRevealsAHiddenCardOrTheSeed(t *testing.T) {
	// Three connections a game, each kept to the end of the test: 21 from one address.
	url, _, _ := testServer(t, Config{Dev: true, Limits: Limits{ConnsPerAddr: 100}}, "")
	for game := range 7 {
		// Six lockstep games, and one on the real clock, where claims wait in the queue
		// for the collection window and lose races.
		opts := []string{"snap", "doubledown", "actions"}
		if game%2 == 1 {
			opts = []string{"snap", "doubledown"}
		}
		clock, bots := "lockstep", []online.SeatSpec{{}, {Bot: "hard"}, {Bot: "easy"}}
		if game == 6 {
			clock, bots = "real", []online.SeatSpec{{}, {Bot: "hard"}, {Bot: "hard"}}
		}
		ctx := ctxFor(t, 120*time.Second)
		zero := 0
		start := time.Now()
		code, _, err := dial(t, url).Create(ctx, online.RoomSpec{
			Config: match.Config{Game: "thirdwheel", Options: opts},
			Seats:  bots,
			Clock:  clock,
			BotMs:  &zero,
		})
		if err != nil {
			t.Fatal(err)
		}
		var mu sync.Mutex
		var seen [2][][]byte // seat 0's messages, the spectator's
		tap := func(i int) func([]byte) {
			return func(b []byte) { mu.Lock(); seen[i] = append(seen[i], bytes.Clone(b)); mu.Unlock() }
		}
		watcher, err := client.DialTap(ctx, url, tap(1))
		if err != nil {
			t.Fatal(err)
		}
		defer watcher.Close()
		watch := -1
		if _, err := watcher.Join(ctx, code, client.JoinOptions{Seat: &watch}); err != nil {
			t.Fatal(err)
		}
		player, err := client.DialTap(ctx, url, tap(0))
		if err != nil {
			t.Fatal(err)
		}
		defer player.Close()
		seat0 := 0
		s, err := player.Join(ctx, code, client.JoinOptions{Seat: &seat0, Name: "ann"})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := thirdwheel.Game.NewBot("hard", 0, uint64(game))
		if err := (&client.Bot{Seat: s, Bot: b}).Run(ctx); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s clock, %v: %v", clock, opts, time.Since(start))
		end, _ := s.End()
		if !end.Verified || end.Record == nil {
			t.Fatalf("the end does not open the commitment: %+v", end)
		}
		time.Sleep(50 * time.Millisecond) // the spectator's end message
		mu.Lock()
		checkPrivacy(t, end, 0, seen[0])
		checkPrivacy(t, end, -1, seen[1])
		mu.Unlock()
	}
}

// checkPrivacy replays the ended game and checks msgs, the messages seat received in order.
func checkPrivacy(t *testing.T, end client.End, seat int, msgs [][]byte) {
	t.Helper()
	codec, _ := online.CodecOf("thirdwheel")
	m, err := match.New(thirdwheel.Game, end.Record.Config, nil)
	if err != nil {
		t.Fatal(err)
	}
	secret := []string{strconv.FormatUint(end.Seed, 10), end.Nonce}
	known := map[twcard.Card]bool{}
	learn := func() {
		v := m.View(0).(thirdwheel.View)
		for _, tc := range v.Table {
			known[tc.Card] = true
		}
		for _, c := range v.Out {
			known[c] = true
		}
		if seat >= 0 {
			for _, c := range m.View(seat).(thirdwheel.View).Hand {
				known[c] = true
			}
		}
	}
	hidden := func() map[twcard.Card]bool {
		h := map[twcard.Card]bool{}
		for other := range 3 {
			if other == seat {
				continue
			}
			for _, c := range m.View(other).(thirdwheel.View).Hand {
				if c.IsSuit() && !known[c] {
					h[c] = true
				}
			}
		}
		return h
	}
	learn()
	k, checked := 0, 0
	for _, raw := range msgs {
		var msg online.ServerMsg
		if err := json.Unmarshal(raw, &msg); err != nil {
			t.Fatal(err)
		}
		if msg.Type == online.TEnd {
			break
		}
		if msg.View != nil {
			// Move on to the state whose view this is.
			for {
				want, _ := codec.EncodeView(m.View(seat))
				if bytes.Equal(want, msg.View) {
					break
				}
				if k >= len(end.Record.Moves) {
					t.Fatalf("seat %d got a view that matches no state of the game: %s", seat, msg.View)
				}
				if _, err := m.ApplyText(end.Record.Moves[k]); err != nil {
					t.Fatal(err)
				}
				k++
				learn()
			}
		}
		for _, s := range secret {
			if strings.Contains(string(raw), s) {
				t.Fatalf("seat %d: a %s message before the end holds the seed or nonce %s: %s", seat, msg.Type, s, raw)
			}
		}
		h := hidden()
		for _, c := range cardsIn(raw) {
			if h[c] {
				t.Fatalf("seat %d: a %s message after move %d shows %s, a card hidden in another hand: %s", seat, msg.Type, k, c, raw)
			}
		}
		checked++
	}
	races := 0
	for _, e := range m.Events() {
		switch e := e.(type) {
		case thirdwheel.RaceLost:
			races++
			t.Logf("%v", e)
		case thirdwheel.Cancelled:
			t.Logf("%v", e)
		}
	}
	t.Logf("seat %d: %d messages, %d moves, %d lost races", seat, checked, k, races)
	if checked < 5 || k < len(end.Record.Moves)/2 {
		t.Fatalf("seat %d: only %d messages checked, up to move %d of %d", seat, checked, k, len(end.Record.Moves))
	}
}

// cardsIn lists the Third Wheel cards named in any string of a JSON message.
func cardsIn(raw []byte) []twcard.Card {
	var v any
	json.Unmarshal(raw, &v)
	var out []twcard.Card
	var walk func(any)
	walk = func(x any) {
		switch x := x.(type) {
		case string:
			for _, tok := range strings.FieldsFunc(x, func(r rune) bool { return r == ' ' || r == ':' || r == '@' || r == '=' }) {
				if c, err := twcard.Parse(tok); err == nil && !slices.Contains(out, c) {
					out = append(out, c)
				}
			}
		case []any:
			for _, y := range x {
				walk(y)
			}
		case map[string]any:
			for _, y := range x {
				walk(y)
			}
		}
	}
	walk(v)
	return out
}
