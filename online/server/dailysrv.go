package server

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/record"
	"parlor/online"
	"parlor/online/daily"
)

// The daily deal's requests (docs/online.md, "The daily deal"): "daily" hands an
// identified player today's deal and records when they first asked; "daily-result" takes
// the finished record, signed by the player's key, replays it (online/daily.Verify) and
// stores the first result per key, game and day.

// maxReplays bounds the daily results one node replays at once (each costs up to a few
// hundred ms of bot decisions).
const maxReplays = 2

// dailyGame checks a game for the daily deal; false: c was told why.
func (s *Server) dailyGame(c *conn, id int64, game string) (string, bool) {
	if _, err := games.Find(game); err != nil {
		c.refuse(id, "bad-game", err.Error())
		return "", false
	}
	g, err := daily.Check(game)
	if err != nil {
		c.refuse(id, "no-daily", err.Error())
		return "", false
	}
	if s.ledger == nil {
		c.refuse(id, "no-ledger", noLedger)
		return "", false
	}
	return g, true
}

// dailyDeal answers a daily request: today's deal of the game, with when the player first
// asked for it and their result if it is in.
func (s *Server) dailyDeal(c *conn, m online.ClientMsg) {
	key, _ := c.identity()
	if key == "" {
		c.refuse(m.ID, "not-identified", "the daily deal is for an identified player: prove your device key first (hello, auth)")
		return
	}
	game, ok := s.dailyGame(c, m.ID, m.Game)
	if !ok || !s.dailyAllowed(c, m.ID) {
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
	defer cancel()
	secret, err := s.ledger.Secret(ctx)
	if err != nil {
		c.refuse(m.ID, "unreachable", "the daily deal cannot be read now: try again ("+err.Error()+")")
		return
	}
	now := s.now()
	d, _ := daily.Deal(secret, daily.Date(now), game)
	if d.Started, err = s.ledger.DailyStart(ctx, d.Date, game, key, now.UnixMilli()); err != nil {
		c.refuse(m.ID, "unreachable", "the daily deal cannot be recorded now: try again ("+err.Error()+")")
		return
	}
	if e, ok, err := s.ledger.DailyResult(ctx, d.Date, game, key); err == nil && ok {
		score := e.Score
		d.Played = &score
	}
	c.send(online.ServerMsg{Type: online.TDaily, ID: m.ID, Daily: &d})
}

// dailyResult takes a finished daily deal: the cheap checks at once, the replay off the
// connection's reader (at most maxReplays at once on the node).
func (s *Server) dailyResult(c *conn, m online.ClientMsg) {
	key, name := c.identity()
	if key == "" {
		c.refuse(m.ID, "not-identified", "a daily result comes from an identified player: prove your device key first (hello, auth)")
		return
	}
	game, ok := s.dailyGame(c, m.ID, m.Game)
	if !ok {
		return
	}
	if err := daily.Uploadable(m.Date, s.now()); err != nil {
		c.refuse(m.ID, "bad-date", err.Error())
		return
	}
	if m.Score == nil || len(m.Record) == 0 {
		c.refuse(m.ID, "bad-record", "a daily result carries the game's record and the score")
		return
	}
	sig, ok := parseHex(m.Sig, sigHexLen)
	pub, _ := hex.DecodeString(key)
	if !ok || !ed25519.Verify(pub, online.DailyMessage(m.Date, game, m.Record, *m.Score), sig) {
		c.refuse(m.ID, "bad-signature", "the signature does not cover this result: sign \"parlor daily v1\" with the day, the game, the record's SHA-256 and the score")
		return
	}
	if !s.dailyAllowed(c, m.ID) {
		return
	}
	rec, err := record.Parse(m.Record)
	if err != nil {
		c.refuse(m.ID, "bad-record", err.Error())
		return
	}
	if name == "" {
		name = "Player " + key[:6]
	}
	go s.replayDaily(c, m.ID, game, m.Date, key, name, rec, *m.Score)
}

// dailyAllowed takes one daily request (a deal asked for, or a result replayed) from c's
// address's allowance; false: c was told to wait.
func (s *Server) dailyAllowed(c *conn, id int64) bool {
	if !c.addr.IsValid() {
		return true
	}
	if ok, wait := s.addrs.result(c.addr); !ok {
		c.refuse(id, "too-many-results", fmt.Sprintf("too many daily deals and results from your address (at most %d a minute): try again in %d s",
			s.limits.ResultsPerMinute, int(wait.Seconds())+1))
		return false
	}
	return true
}

// storeFor is how long a daily result's storing may take once its replay is done.
const storeFor = 10 * time.Second

// replayDaily verifies and stores a daily result, and answers it.
func (s *Server) replayDaily(c *conn, id int64, game, date, key, name string, rec *record.Record, claimed int) {
	ctx, cancel := context.WithTimeout(s.ctx, 30*time.Second)
	defer cancel()
	if _, played, err := s.ledger.DailyResult(ctx, date, game, key); err == nil && played {
		c.refuse(id, "already-played", "your result for the "+date+" deal is in already: the first one counts")
		return
	}
	select {
	case s.replays <- struct{}{}:
	case <-ctx.Done():
		c.refuse(id, "unreachable", "the server is busy replaying other results: try again")
		return
	}
	secret, err := s.ledger.Secret(ctx)
	var score, moves int
	if err == nil {
		var deal online.DailyDeal
		if deal, err = daily.Deal(secret, date, game); err == nil {
			score, _, err = daily.Verify(deal, rec)
			moves = len(rec.Moves)
		}
		if err == nil && score != claimed {
			err = fmt.Errorf("the score claimed (%d) is not the replay's (%d)", claimed, score)
		}
		if err != nil {
			err = &badRecord{err}
		}
	}
	<-s.replays
	var bad *badRecord
	switch {
	case errors.As(err, &bad):
		c.refuse(id, "bad-record", "the record was refused: "+bad.err.Error())
		return
	case err != nil:
		c.refuse(id, "unreachable", "the daily deal cannot be read now: try again ("+err.Error()+")")
		return
	}
	// The store gets a deadline of its own: a slow replay (a long game, a busy node) must
	// not leave it no time.
	sctx, scancel := context.WithTimeout(s.ctx, storeFor)
	defer scancel()
	started, _, _ := s.ledger.DailyStarted(sctx, date, game, key) // 0: never asked here
	e := DailyEntry{Name: name, Score: score, Started: started, Done: time.Now().UnixMilli(), Moves: moves}
	if err := s.ledger.AddDailyResult(sctx, date, game, key, e); errors.Is(err, ErrPlayed) {
		c.refuse(id, "already-played", "your result for the "+date+" deal is in already: the first one counts")
		return
	} else if err != nil {
		c.refuse(id, "unreachable", "the result could not be stored now: try again ("+err.Error()+")")
		return
	}
	s.boards.forget(game, date)
	rank, of := dailyRank(s.ledger.DailyResults(date, game), key, score, lowWins(game))
	c.send(online.ServerMsg{Type: online.TDailyResult, ID: id, Result: &online.DailyResult{Date: date, Game: game,
		Score: score, Rank: rank, Of: of, Share: daily.Share(game, date, score, rank, of)}})
}

// badRecord is a record the replay refused.
type badRecord struct{ err error }

func (b *badRecord) Error() string { return b.err.Error() }

// dailyRank is the rank of key's score among a day's results (the key counted once even
// before the store's watch brought its own entry back), and how many results there are.
func dailyRank(es []DailyEntry, key string, score int, low bool) (rank, of int) {
	rank, of = 1, 1
	for _, e := range es {
		if e.Key == key {
			continue
		}
		of++
		if low && e.Score < score || !low && e.Score > score {
			rank++
		}
	}
	return rank, of
}
