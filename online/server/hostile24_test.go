package server

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// TestHostileRequests: what the new requests get when they are wrong: precise refusals
// with words, nothing changed.
func TestHostileRequests(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 20*time.Second)
	raw := dialHostile(t, url)
	for _, c := range []struct {
		what string
		m    online.ClientMsg
		code string
	}{
		{"a leaderboard of no game", online.ClientMsg{Type: online.TLeaderboard}, "bad-game"},
		{"a leaderboard of chess", online.ClientMsg{Type: online.TLeaderboard, Game: "chess"}, "bad-game"},
		{"a daily board of a bad day", online.ClientMsg{Type: online.TLeaderboard, Game: "triples", Date: "2026-13-45"}, "bad-date"},
		{"a daily board of a day with words", online.ClientMsg{Type: online.TLeaderboard, Game: "triples", Date: "today"}, "bad-date"},
		{"rooms of a game with a wildcard", online.ClientMsg{Type: online.TRooms, Game: "*"}, "bad-game"},
		{"a vote outside a room", online.ClientMsg{Type: online.TVote, Vote: "end"}, "not-seated"},
		{"a rematch outside a room", online.ClientMsg{Type: online.TRematch}, "not-seated"},
		{"a daily result without a key", online.ClientMsg{Type: online.TDailyResult, Game: "triples"}, "not-identified"},
	} {
		_, err := raw.request(ctx, c.m)
		refusedWith(t, c.what, err, c.code)
	}
	k, _ := client.NewKey()
	hello, _ := raw.request(ctx, online.ClientMsg{Type: online.THello})
	signAuth(t, raw, k, hello.Challenge)
	today := time.Now().UTC().Format(time.DateOnly)
	for _, c := range []struct {
		what string
		m    online.ClientMsg
		code string
	}{
		{"a daily result without a record", online.ClientMsg{Type: online.TDailyResult, Game: "triples", Date: today, Score: intp(3)}, "bad-record"},
		{"a daily result of a made-up day", online.ClientMsg{Type: online.TDailyResult, Game: "triples", Date: "2026-02-30", Record: []byte(`{}`), Score: intp(3)}, "bad-date"},
		{"a daily result of no game", online.ClientMsg{Type: online.TDailyResult, Date: today}, "bad-game"},
		{"a daily result signed by nothing", online.ClientMsg{Type: online.TDailyResult, Game: "triples", Date: today, Record: []byte(`{}`), Score: intp(3), Sig: "00"}, "bad-signature"},
	} {
		_, err := raw.request(ctx, c.m)
		refusedWith(t, c.what, err, c.code)
	}
	// A record that is not a record, signed: the parse's words.
	rec := []byte(`{"game":"triples","players":3}`)
	_, err := raw.request(ctx, online.ClientMsg{Type: online.TDailyResult, Game: "triples", Date: today, Record: rec, Score: intp(3),
		Sig: sign(k, online.DailyMessage(today, "triples", rec, 3))})
	refusedWith(t, "a record without its seed and moves", err, "bad-record")

	// Over 8 KiB is only for a daily-result.
	big := `{"type":"rooms","game":"` + strings.Repeat("x", 9000) + `"}`
	raw.c.SendRaw([]byte(big))
	waitFor := time.After(5 * time.Second)
	for got := false; !got; {
		select {
		case m := <-raw.in:
			got = m.Type == online.TError && m.Code == "too-big"
		case <-waitFor:
			t.Fatal("no too-big for a 9 KB rooms message")
		}
	}

	// In a room: a vote with none open, a bad choice, a rematch before the end.
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: []online.SeatSpec{{}, {Bot: "easy"}, {Bot: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := dial(t, url).Join(ctx, code, client.JoinOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s.CastVote("maybe")
	s.Rematch()
	want := map[string]bool{"no-vote": true, "not-over": true}
	waitUntil(t, "the refusals", func() bool {
		for _, r := range s.Refused() {
			t.Logf("%s: %s", r.Code, r.Msg)
			delete(want, r.Code)
		}
		return len(want) == 0
	})

	// The HTTP answers: only GET, a bounded query.
	base := "http://" + strings.TrimSuffix(strings.TrimPrefix(url, "ws://"), "/ws")
	for _, c := range []struct {
		method, path string
		status       int
	}{
		{"POST", "/api/leaderboard?game=triples", 405},
		{"GET", "/api/leaderboard?game=triples&x=" + strings.Repeat("y", 300), 400},
		{"GET", "/api/daily?game=thirdwheel", 400},
		{"GET", "/api/daily?game=", 400},
		{"GET", "/api/daily/leaderboard?game=triples&date=yesterday", 400},
		{"GET", "/api/daily/leaderboard?game=triples", 200},
		{"HEAD", "/api/daily?game=triples", 200},
	} {
		req, _ := http.NewRequest(c.method, base+c.path, nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.status || resp.Header.Get("Content-Type") != "application/json; charset=utf-8" {
			t.Errorf("%s %s: %s %s, want %d", c.method, c.path, resp.Status, resp.Header.Get("Content-Type"), c.status)
		}
	}
}
