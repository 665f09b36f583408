package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/record"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/daily"
)

// playDaily plays deal d on this machine, as a player's table would, with a bot of level
// in the person's seat, and returns the record and the person's score.
func playDaily(t *testing.T, d online.DailyDeal, level string) (*record.Record, int) {
	t.Helper()
	g, _ := games.Find(d.Game)
	m, err := match.New(g, daily.Config(d), d.Bots)
	if err != nil {
		t.Fatal(err)
	}
	bots, err := daily.Bots(d)
	if err != nil {
		t.Fatal(err)
	}
	if bots[0], err = g.NewBot(level, 0, 99); err != nil {
		t.Fatal(err)
	}
	matchtest.PlayOut(t, m, bots)
	return m.Record(), m.Summary().Totals[0]
}

// TestDaily: two players get the same deal; what a forged record tries is refused with
// words; the honest result counts once and ranks on the day's board; /api/daily shows
// today's commitment and opens yesterday's.
func TestDaily(t *testing.T) {
	// Ann's and Bea's lobby connections stay open for the whole test, past the default
	// JoinWithin under the race detector on a busy machine (Bea's upload found hers
	// closed after 35 s); the game's own daily screen asks on a fresh connection each
	// time, and TestIdleConnectionsAreClosed checks the limit.
	url, _, _ := testServer(t, Config{Dev: true, Limits: Limits{ResultsPerMinute: 100, JoinWithin: 10 * time.Minute}}, "")
	// The bound stops a hang; it does not measure: the server replays each record with
	// the hard bot's checks, which under the race detector beside the main test pass
	// took the whole of an earlier 60 s.
	ctx := ctxFor(t, 5*time.Minute)
	a, _ := identified(t, url, "Ann")
	b, _ := identified(t, url, "Bea")
	da, err := a.Daily(ctx, "threethirteen")
	if err != nil {
		t.Fatal(err)
	}
	db, err := b.Daily(ctx, "threethirteen")
	if err != nil {
		t.Fatal(err)
	}
	if da.Seed != db.Seed || da.Commit != db.Commit || da.Date != daily.Date(time.Now()) || !client.Verified(da) || da.Started == 0 || da.Played != nil {
		t.Fatalf("deals %+v, %+v", da, db)
	}
	_, err = dial(t, url).Daily(ctx, "threethirteen")
	refusedWith(t, "an anonymous player's daily", err, "not-identified")
	_, err = a.Daily(ctx, "thirdwheel")
	refusedWith(t, "Third Wheel's daily", err, "no-daily")
	_, err = a.Daily(ctx, "chess")
	refusedWith(t, "a game there is not", err, "bad-game")

	rec, score := playDaily(t, da, "easy")
	forged := func(f func(r *record.Record)) *record.Record {
		c := *rec
		c.Moves = append([]string(nil), rec.Moves...)
		f(&c)
		return &c
	}
	// A bot seat's move replaced by another of its legal moves.
	g, _ := games.Find(da.Game)
	m, _ := match.New(g, daily.Config(da), da.Bots)
	botAt, other := -1, ""
	for i, text := range rec.Moves {
		if s := m.ToMove(); s > 0 && botAt < 0 {
			for _, l := range m.Legal(s) {
				if l.String() != text {
					botAt, other = i, l.String()
				}
			}
		}
		m.ApplyText(text)
	}
	base := "http://" + strings.TrimSuffix(strings.TrimPrefix(url, "ws://"), "/ws")
	var api struct {
		Date      string `json:"date"`
		Commit    string `json:"commit"`
		Yesterday struct {
			Date   string `json:"date"`
			Seed   uint64 `json:"seed"`
			Nonce  string `json:"nonce"`
			Commit string `json:"commit"`
		} `json:"yesterday"`
	}
	resp, err := http.Get(base + "/api/daily?game=threethirteen")
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(resp.Body).Decode(&api)
	resp.Body.Close()
	if api.Date != da.Date || api.Commit != da.Commit || online.Commitment(api.Yesterday.Seed, api.Yesterday.Nonce) != api.Yesterday.Commit ||
		api.Yesterday.Date != daily.Date(time.Now().AddDate(0, 0, -1)) {
		t.Fatalf("/api/daily %+v", api)
	}
	yesterday := da
	yesterday.Seed = api.Yesterday.Seed
	yrec, yscore := playDaily(t, yesterday, "easy")
	for _, c := range []struct {
		what  string
		deal  online.DailyDeal
		rec   *record.Record
		score int
		code  string
	}{
		{"a move the rules refuse", da, forged(func(r *record.Record) { r.Moves[0] = "discard KS" }), score, "bad-record"},
		{"a bot move the bot would not make", da, forged(func(r *record.Record) { r.Moves = append(r.Moves[:botAt], other) }), score, "bad-record"},
		{"a score that does not match", da, rec, score - 1, "bad-record"},
		{"yesterday's deal as today's", da, yrec, yscore, "bad-record"},
		{"a record of 24 KiB (over 8 KiB: a daily-result may be)", da, forged(func(r *record.Record) {
			for range 2000 {
				r.Moves = append(r.Moves, "discard KS")
			}
		}), score, "bad-record"},
		{"a deal of three days ago", online.DailyDeal{Date: daily.Date(time.Now().AddDate(0, 0, -3)), Game: "threethirteen"}, rec, score, "bad-date"},
		{"a game without a daily deal", online.DailyDeal{Date: da.Date, Game: "thirdwheel"}, rec, score, "no-daily"},
	} {
		_, err := a.DailyResult(ctx, c.deal, c.rec, c.score)
		refusedWith(t, c.what, err, c.code)
	}
	// A signature that does not cover what is sent.
	raw := dialHostile(t, url)
	k, _ := client.NewKey()
	hello, _ := raw.request(ctx, online.ClientMsg{Type: online.THello})
	signAuth(t, raw, k, hello.Challenge)
	recBytes, _ := record.Marshal(rec)
	recBytes, _ = json.Marshal(json.RawMessage(recBytes))
	_, err = raw.request(ctx, online.ClientMsg{Type: online.TDailyResult, Game: "threethirteen", Date: da.Date, Record: recBytes,
		Score: intp(score), Sig: sign(k, online.DailyMessage(da.Date, "threethirteen", recBytes, score+5))})
	refusedWith(t, "a signature of another score", err, "bad-signature")

	res, err := a.DailyResult(ctx, da, rec, score)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score != score || res.Rank != 1 || res.Of != 1 || res.Share != daily.Share("threethirteen", da.Date, score, 1, 1) {
		t.Fatalf("result %+v", res)
	}
	_, err = a.DailyResult(ctx, da, rec, score)
	refusedWith(t, "a second upload", err, "already-played")
	again, _ := a.Daily(ctx, "threethirteen")
	if again.Played == nil || *again.Played != score || again.Started != da.Started {
		t.Fatalf("the deal asked again: %+v", again)
	}
	brec, bscore := playDaily(t, db, "normal")
	bres, err := b.DailyResult(ctx, db, brec, bscore)
	if err != nil || bres.Of != 2 {
		t.Fatalf("Bea's result: %v %+v", err, bres)
	}
	waitUntil(t, "the day's board", func() bool {
		bd, err := b.DailyBoard(ctx, "threethirteen", da.Date)
		return err == nil && bd.Count == 2 && bd.Me != nil && bd.Me.Name == "Bea"
	})
	resp, err = http.Get(base + "/api/daily/leaderboard?game=threethirteen")
	if err != nil {
		t.Fatal(err)
	}
	var board struct {
		Count   int `json:"count"`
		Entries []struct {
			Rank  int    `json:"rank"`
			Name  string `json:"name"`
			Score int    `json:"score"`
		} `json:"entries"`
	}
	json.NewDecoder(resp.Body).Decode(&board)
	resp.Body.Close()
	if board.Count != 2 || len(board.Entries) != 2 || board.Entries[0].Score > board.Entries[1].Score {
		t.Fatalf("daily board %+v (lower first in Three-Thirteen)", board)
	}
}

// TestDailyBudget: an address asks for at most ResultsPerMinute deals and results a
// minute.
func TestDailyBudget(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true, Limits: Limits{ResultsPerMinute: 2}}, "")
	ctx := ctxFor(t, 10*time.Second)
	a, _ := identified(t, url, "Ann")
	for range 2 {
		if _, err := a.Daily(ctx, "triples"); err != nil {
			t.Fatal(err)
		}
	}
	_, err := a.Daily(ctx, "triples")
	refusedWith(t, "a third daily request in the minute", err, "too-many-results")
}
