package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/online/client"
)

// quickPair seats two identified people, Ann and Bea, at one quick-play table of game
// for two, at two different seats.
func quickPair(t *testing.T, url, game string) (a, b *client.Seat) {
	t.Helper()
	ctx := ctxFor(t, 20*time.Second)
	var seats [2]*client.Seat
	var errs [2]error
	var wg sync.WaitGroup
	for i, name := range []string{"Ann", "Bea"} {
		c, _ := identified(t, url, name)
		wg.Add(1)
		go func() {
			defer wg.Done()
			seats[i], errs[i] = c.Quick(ctx, quickSpec(game, 2), client.JoinOptions{})
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("client %d: %v", i, err)
		}
	}
	if seats[0].Room() != seats[1].Room() || seats[0].Seat() == seats[1].Seat() {
		t.Fatalf("rooms %s %s, seats %d %d", seats[0].Room(), seats[1].Room(), seats[0].Seat(), seats[1].Seat())
	}
	return seats[0], seats[1]
}

// TestRematch: at the end both people ask for a rematch; each is told who asked (a
// client come back to the finished room by its token too), then its seat in a new room
// with the same seats and a new sealed seed (another commitment).
func TestRematch(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 60*time.Second)
	a, b := quickPair(t, url, "threethirteen")
	playOut(t, 60*time.Second, "easy", a, b)
	if err := a.Rematch(); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "Bea told Ann asked", func() bool {
		r, ok := b.RematchState()
		return ok && len(r.Asked) == 1 && r.Asked[0] == a.Seat() && strings.Contains(r.Say, "Bea")
	})
	// Bea's client is restarted at the end: the new one, back by her seat's token, is
	// told that Ann asked, and asks in turn.
	b2, err := dial(t, url).Join(ctx, b.Room(), client.JoinOptions{Token: b.Token()})
	if err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "Bea's new client told Ann asked", func() bool {
		r, ok := b2.RematchState()
		return ok && len(r.Asked) == 1 && r.Asked[0] == a.Seat()
	})
	b = b2
	if err := b.Rematch(); err != nil {
		t.Fatal(err)
	}
	var next [2]*client.Seat
	for i, s := range []*client.Seat{a, b} {
		waitUntil(t, "the new room", func() bool { r, ok := s.RematchState(); return ok && r.Room != "" })
		r, _ := s.RematchState()
		if r.Room == s.Room() || r.Seat == nil || *r.Seat != s.Seat() || r.Token == "" {
			t.Fatalf("rematch %+v", r)
		}
		n, err := s.FollowRematch(ctx)
		if err != nil {
			t.Fatal(err)
		}
		next[i] = n
	}
	if next[0].Room() != next[1].Room() || next[0].Seat() != a.Seat() || next[1].Seat() != b.Seat() {
		t.Fatalf("new seats: %s %d, %s %d", next[0].Room(), next[0].Seat(), next[1].Room(), next[1].Seat())
	}
	if next[0].Commitment() == a.Commitment() || next[0].Commitment() == "" {
		t.Fatal("the rematch has the same commitment")
	}
	if s := next[0].Setup(); !s.Quick || !s.Public || !s.Rated {
		t.Fatalf("rematch setup %+v", s)
	}
	waitUntil(t, "the rematch dealt", func() bool { return next[0].Latest() >= 1 && next[1].Latest() >= 1 })
	in := next[0].Seats()
	if in[a.Seat()].Name != "Ann" || in[b.Seat()].Name != "Bea" {
		t.Fatalf("rematch seats %+v", in)
	}
	// A third rematch request of the old room: made already.
	a.Rematch()
	waitUntil(t, "refused", func() bool {
		for _, r := range a.Refused() {
			if r.Code == "rematch-made" {
				return true
			}
		}
		return false
	})
}

// TestRematchDeclined: a person who leaves at the end declines; the other is told, and a
// rematch request is refused with the words.
func TestRematchDeclined(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	a, b := quickPair(t, url, "threethirteen")
	playOut(t, 60*time.Second, "easy", a, b)
	a.Rematch()
	if err := b.Leave(); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "Ann told", func() bool { r, ok := a.RematchState(); return ok && len(r.Declined) == 1 })
	r, _ := a.RematchState()
	if r.Say != "Bea left: there is no rematch" {
		t.Fatalf("say %q", r.Say)
	}
}

// TestRatings: a rated game changes both people's ratings (the winner's up), the room
// tells them, and the ratings survive a server restart on the same data folder: the
// leaderboard lists both over HTTP and over the WebSocket (with the asker's own entry).
func TestRatings(t *testing.T) {
	dir := t.TempDir()
	url, _, _, stop := startServer(t, Config{Dev: true}, dir)
	a, b := quickPair(t, url, "threethirteen")
	playOut(t, 60*time.Second, "easy", a, b)
	waitUntil(t, "the ratings", func() bool { return len(a.Ratings()) == 2 && len(b.Ratings()) == 2 })
	end, _ := a.End()
	var sum struct {
		Winners []int
		Moves   int
	}
	json.Unmarshal(end.Summary, &sum)
	t.Logf("the game: %d moves, winners %v", sum.Moves, sum.Winners)
	after := map[string]int{}
	for _, c := range a.Ratings() {
		after[c.Name] = c.After
		won := len(sum.Winners) == 1 && sum.Winners[0] == c.Seat
		if c.Before != 1500 || c.Games != 1 || won != (c.After > 1500) || len(sum.Winners) == 1 && c.After == 1500 {
			t.Fatalf("rating change %+v (winners %v)", c, sum.Winners)
		}
	}
	stop()
	url, _, _, stop = startServer(t, Config{Dev: true}, dir)
	defer stop()
	base := "http://" + strings.TrimSuffix(strings.TrimPrefix(url, "ws://"), "/ws")
	var board []struct {
		Name   string `json:"name"`
		Rating int    `json:"rating"`
		Games  int    `json:"games"`
	}
	resp, err := http.Get(base + "/api/leaderboard?game=threethirteen")
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(resp.Body).Decode(&board)
	resp.Body.Close()
	if resp.StatusCode != 200 || len(board) != 2 || board[0].Rating < board[1].Rating {
		t.Fatalf("leaderboard %d %+v", resp.StatusCode, board)
	}
	for _, l := range board {
		if l.Games != 1 || l.Rating != after[l.Name] {
			t.Fatalf("leaderboard %+v, ratings after the game %v", board, after)
		}
	}
	for q, want := range map[string]int{"": 400, "?game=chess": 400, "?game=triples": 200} {
		resp, err := http.Get(base + "/api/leaderboard" + q)
		if err != nil || resp.StatusCode != want {
			t.Fatalf("leaderboard%s: %v %v", q, err, resp.Status)
		}
		resp.Body.Close()
	}
	c, _ := identified(t, url, "Cy")
	lb, err := c.Leaderboard(ctxFor(t, 5*time.Second), "threethirteen")
	if err != nil || lb.Count != 2 || lb.Me != nil || lb.Entries[0].Rank != 1 {
		t.Fatalf("ws leaderboard: %v %+v", err, lb)
	}
}
