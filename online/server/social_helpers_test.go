package server

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// Helpers of the tests of issue 24's play: identified connections, bots playing seats to
// the end, refusals.

// identified dials url and proves a new device key on the connection as name.
func identified(t *testing.T, url, name string) (*client.Conn, ed25519.PrivateKey) {
	t.Helper()
	c := dial(t, url)
	k, err := client.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Identify(ctxFor(t, 5*time.Second), k, name); err != nil {
		t.Fatalf("identify %s: %v", name, err)
	}
	return c, k
}

// playOut plays every seat with a bot of level until the game ends (each seat's bot made
// for its seat now), within d.
func playOut(t *testing.T, d time.Duration, level string, seats ...*client.Seat) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	errs := make(chan error, len(seats))
	for i, s := range seats {
		g, err := games.Find(s.Setup().Game)
		if err != nil {
			t.Fatal(err)
		}
		b, err := g.NewBot(level, s.Seat(), uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		bot := &client.Bot{Seat: s, Bot: b}
		go func() { errs <- bot.Run(ctx) }()
	}
	for range seats {
		if err := <-errs; err != nil {
			t.Fatalf("playing the game out: %v", err)
		}
	}
}

// refusedWith checks that err is a refusal with code, and logs its words.
func refusedWith(t *testing.T, what string, err error, code string) {
	t.Helper()
	var rf *client.Refusal
	if !errors.As(err, &rf) || rf.Code != code {
		t.Errorf("%s: got %v, want a refusal %q", what, err, code)
		return
	}
	if rf.Msg == "" {
		t.Errorf("%s: refused %q without words", what, code)
	}
	t.Logf("%s: %s", what, rf.Msg)
}

func intp(i int) *int { return &i }

// quickSpec is a quick-play request of game for players with easy bots that do not wait
// (a -dev server).
func quickSpec(game string, players int) online.QuickSpec {
	return online.QuickSpec{Game: game, Players: players, Bots: "easy", BotMs: intp(0)}
}

// hostileConn is a connection that sends messages as given and reads every reply (a hostile
// client's).
type hostileConn struct {
	c   *client.Conn
	in  chan online.ServerMsg
	ids int64
}

func dialHostile(t *testing.T, url string) *hostileConn {
	t.Helper()
	r := &hostileConn{in: make(chan online.ServerMsg, 256)}
	c, err := client.DialTap(ctxFor(t, 5*time.Second), url, func(b []byte) {
		if m, err := online.DecodeServer(b); err == nil && m.Type != online.TPing {
			select {
			case r.in <- m:
			default:
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	r.c = c
	return r
}

// request sends m with a new ID and returns the reply carrying it (a refusal as an error).
func (r *hostileConn) request(ctx context.Context, m online.ClientMsg) (online.ServerMsg, error) {
	r.ids++
	m.ID = r.ids
	b, _ := json.Marshal(m)
	if err := r.c.SendRaw(b); err != nil {
		return online.ServerMsg{}, err
	}
	for {
		select {
		case got := <-r.in:
			if got.ID != m.ID {
				continue
			}
			if got.Type == online.TRefused {
				return got, &client.Refusal{ID: got.ID, Code: got.Code, Msg: got.Error}
			}
			return got, nil
		case <-ctx.Done():
			return online.ServerMsg{}, ctx.Err()
		}
	}
}

// newBot is an easy bot for s's seat.
func newBot(t *testing.T, s *client.Seat) (match.Bot, error) {
	g, err := games.Find(s.Setup().Game)
	if err != nil {
		return nil, err
	}
	return g.NewBot("easy", s.Seat(), 1)
}

// sign is k's signature of msg in hex.
func sign(k ed25519.PrivateKey, msg []byte) string { return hex.EncodeToString(ed25519.Sign(k, msg)) }

// signAuth proves k on a hostile connection.
func signAuth(t *testing.T, c *hostileConn, k ed25519.PrivateKey, challenge string) {
	t.Helper()
	if _, err := c.request(ctxFor(t, 5*time.Second), online.ClientMsg{Type: online.TAuth, Key: client.KeyID(k),
		Sig: sign(k, online.AuthMessage(challenge))}); err != nil {
		t.Fatal(err)
	}
}
