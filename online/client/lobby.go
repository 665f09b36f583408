package client

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"parlor/gameplay/record"
	"parlor/online"
)

// What a connection asks outside a room: quick play, the lobby's public rooms, the
// leaderboards and the daily deal (docs/online.md). Each is a request answered on the
// same connection; a refusal comes back as a *Refusal naming what was wrong. These
// requests may be made before or after joining a room (a connection that has joined none
// is closed after 30 s without a request: join-timeout).

// Quick asks for a seat at a table of spec's game and player count (quick play): the
// server seats the person within 2 s at a new public table with the people waiting for
// the same game and bots filling the rest, or in a public table already playing, as a
// spectator who takes a bot's seat at the next round start (Seat.Next says whose, and
// Seat.Seat changes then). The name comes from o.Name, else from Identify. Errors: a
// *Refusal (bad-game, bad-players, bad-name, bad-bots, …) or the connection's.
func (c *Conn) Quick(ctx context.Context, spec online.QuickSpec, o JoinOptions) (*Seat, error) {
	s := c.newSeat(o)
	c.mu.Lock()
	c.seat = s
	c.mu.Unlock()
	_, err := c.request(ctx, online.ClientMsg{Type: online.TQuick, Quick: &spec, Name: o.Name})
	if err != nil {
		c.mu.Lock()
		c.seat = nil
		c.mu.Unlock()
		return nil, err
	}
	return s, nil
}

// Rooms lists the public rooms waiting for players, newest first (at most
// online.MaxRooms); game, when not empty, keeps only that game's.
func (c *Conn) Rooms(ctx context.Context, game string) ([]online.RoomInfo, error) {
	r, err := c.request(ctx, online.ClientMsg{Type: online.TRooms, Game: game})
	if err != nil {
		return nil, err
	}
	return r.Rooms, nil
}

// Leaderboard is game's rating leaderboard (top online.MaxBoard), with the player's own
// entry in Me when the connection is identified and rated.
func (c *Conn) Leaderboard(ctx context.Context, game string) (online.Board, error) {
	return c.board(ctx, game, "")
}

// DailyBoard is the daily deal's leaderboard of game on date (UTC, "YYYY-MM-DD"), with
// the player's own entry in Me.
func (c *Conn) DailyBoard(ctx context.Context, game, date string) (online.Board, error) {
	return c.board(ctx, game, date)
}

func (c *Conn) board(ctx context.Context, game, date string) (online.Board, error) {
	r, err := c.request(ctx, online.ClientMsg{Type: online.TLeaderboard, Game: game, Date: date})
	if err != nil {
		return online.Board{}, err
	}
	if r.Board == nil {
		return online.Board{}, fmt.Errorf("the server sent no leaderboard")
	}
	return *r.Board, nil
}

// Daily is today's deal of game (the connection must be identified): its config with the
// seed, the bots' levels per seat (the person plays seat 0) and the day's commitment;
// Played is set when the player's result is in already. Play it locally (match.New with
// the config, the bots made with game.NewBot(level, seat, Seed), no undo) and upload the
// finished record with DailyResult. Verified checks the commitment.
func (c *Conn) Daily(ctx context.Context, game string) (online.DailyDeal, error) {
	r, err := c.request(ctx, online.ClientMsg{Type: online.TDaily, Game: game})
	if err != nil {
		return online.DailyDeal{}, err
	}
	if r.Daily == nil {
		return online.DailyDeal{}, fmt.Errorf("the server sent no deal")
	}
	return *r.Daily, nil
}

// DailyResult uploads a finished daily deal: the game record (as the local game saved it)
// and the person's final score, signed with the connection's key. The server replays it
// and answers the score it found, the rank so far and the words to share. Refusals:
// bad-record (with what was wrong: not the day's deal, a move the rules refuse, a bot move
// the day's bot would not make, a score that does not match, the game not over),
// already-played (a result for that day is in: the first counts), not-identified.
func (c *Conn) DailyResult(ctx context.Context, deal online.DailyDeal, rec *record.Record, score int) (online.DailyResult, error) {
	k := c.Key()
	if k == nil {
		return online.DailyResult{}, &Refusal{Code: "not-identified", Msg: "identify the connection with the device key first"}
	}
	b, err := record.Marshal(rec)
	if err != nil {
		return online.DailyResult{}, err
	}
	// The bytes as they cross in the message (encoding/json compacts a raw value), which
	// are what the server hashes.
	if b, err = json.Marshal(json.RawMessage(b)); err != nil {
		return online.DailyResult{}, err
	}
	sig := ed25519.Sign(k, online.DailyMessage(deal.Date, deal.Game, b, score))
	r, err := c.request(ctx, online.ClientMsg{Type: online.TDailyResult, Game: deal.Game, Date: deal.Date,
		Record: b, Score: &score, Sig: hex.EncodeToString(sig)})
	if err != nil {
		return online.DailyResult{}, err
	}
	if r.Result == nil {
		return online.DailyResult{}, fmt.Errorf("the server sent no result")
	}
	return *r.Result, nil
}

// Verified reports whether a daily deal's seed and nonce open its commitment.
func Verified(d online.DailyDeal) bool { return online.Commitment(d.Seed, d.Nonce) == d.Commit }

// newSeat is a seat for a join or quick play on c.
func (c *Conn) newSeat(o JoinOptions) *Seat {
	s := &Seat{conn: c, changed: make(chan struct{}, 1), onUpdate: o.OnUpdate, n: o.Last,
		appeared: map[int]time.Time{}, toMove: -1, noEvents: o.NoEvents}
	if len(o.Nodes) > 0 {
		s.nodes = append([]string{c.url}, o.Nodes...)
	}
	return s
}
