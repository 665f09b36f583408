package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/internal/clip"
	"parlor/internal/cpuprofile"
	"parlor/online"
	"parlor/online/client"
)

// loadtest: many rooms of networked bot clients against one server or a cluster.
//
//	parlor-sim loadtest -server ws://HOST:PORT/ws[,ws://…] -rooms N -duration D [-game G]
//	                    [-options a,b] [-think D] [-bots LEVEL]
//
// Each room is a new room of G (default threethirteen; at least 3 players) whose seats are
// all people's, each played by a networked bot client on its own connection, pausing about
// -think (default 1s, like a person; each pause drawn from half to one and a half times
// it, so that rooms do not move in step) before each turn move. With several -server
// addresses (the nodes of a cluster), room n is made on node n and its seat i connects to
// node n+i, so most clients play through a node that passes their messages on. When a
// room's game ends a new one starts. Rooms are made and seated 50 at a time (each within
// 30 s, or it counts as an error). After all rooms are seated it measures for -duration
// and prints {"rooms":N,"moves":…,"moves_per_s":…,"p50_ms":…,"p99_ms":…,"errors":…}: turn
// moves made in that time, and the latency of each from sending it to every seat of the
// room having received its update (the mover's is the update acknowledging the move;
// while a seat is to move nothing else happens at the table, so each other seat's next
// update is the move's; a stamped move, which a reaction window may keep from the other
// seats until it settles, is timed to the mover's acknowledgment; a reaction window's
// reactions are not timed). Errors count refused moves, dropped connections and rooms
// that could not be made or joined (the two kinds are told apart on stderr).
//
// -idle N and -spam (loadabuse.go) add strangers for -duration: N sockets that never join,
// and one connection making rooms as fast as the server takes them (-rooms may then be 0).
// The result then also has "refused" (the refusals and errors the server sent, by code),
// "closed" (connections the server closed, by the code of the error it sent first),
// "idle" and "spam".

func init() { registerCommand("loadtest", cmdLoadtest) }

func cmdLoadtest(args []string, _ io.Reader, stdout io.Writer) error {
	fs := newFlagSet("loadtest")
	url := fs.String("server", "", "the server's WebSocket address, ws://HOST:PORT/ws (a cluster: its nodes', comma-separated)")
	rooms := fs.Int("rooms", 0, "concurrent rooms")
	duration := fs.Duration("duration", 0, "how long to measure, e.g. 30s")
	gameID := fs.String("game", "threethirteen", "game id")
	options := fs.String("options", "", "the game's options, comma-separated (as for play)")
	think := fs.Duration("think", time.Second, "each bot's pause before a move")
	level := fs.String("bots", "", "bot level (default: the game's easiest)")
	cpuProfile := fs.String("cpuprofile", "", "write the load generator's CPU profile to this file")
	idle := fs.Int("idle", 0, "also open N sockets that never join a room")
	spam := fs.Bool("spam", false, "also make rooms on one connection as fast as the server allows")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := noArgs(rest); err != nil {
		return err
	}
	urls, err := serverList(*url)
	if err != nil {
		return err
	}
	if *idle < 0 || *idle > 100_000 {
		return badf("-idle %d: want 0 to 100000", *idle)
	}
	if *rooms < 0 || *rooms > 100_000 || (*rooms == 0 && *idle == 0 && !*spam) {
		return badf("-rooms %d: want 1 to 100000 (0 only with -idle or -spam)", *rooms)
	}
	if *duration <= 0 {
		return badf("missing -duration (e.g. -duration 30s)")
	}
	if os.Getenv("GOGC") == "" {
		// The load generator's own collections pause its thousands of clients, which the
		// latency would count as the server's: it collects four times less often.
		debug.SetGCPercent(400)
	}
	g, err := games.Find(*gameID)
	if err != nil {
		return badf("%v", err)
	}
	if *level == "" {
		*level = g.Levels()[0]
	} else if !slices.Contains(g.Levels(), *level) {
		return badf("-bots: unknown level %s for %s (have: %s)", clip.Quote(*level), g.ID(), strings.Join(g.Levels(), ", "))
	}
	players, _ := g.Seats()
	players = max(players, 3)
	stopProfile, err := cpuprofile.Start(*cpuProfile)
	if err != nil {
		return err
	}
	defer stopProfile()
	lt := &loadtest{urls: urls, game: g, level: *level, players: players, think: *think, options: splitList(*options),
		setups: make(chan struct{}, setupAtOnce), idle: *idle, spam: *spam, ans: newAnswers()}
	res := lt.run(*rooms, *duration)
	if res.Errors > 0 {
		fmt.Fprintf(os.Stderr, "loadtest: %d errors: %d rooms not made or seated within %v, %d seats' play ended by an error\n",
			res.Errors, lt.unseated.Load(), roomSetup, res.Errors-lt.unseated.Load())
	}
	return writeJSON(stdout, res)
}

// serverList reads -server: one address, or a cluster's, comma-separated.
func serverList(s string) ([]string, error) {
	var out []string
	for _, u := range strings.Split(s, ",") {
		u = strings.TrimSpace(u)
		if !strings.HasPrefix(u, "ws://") && !strings.HasPrefix(u, "wss://") {
			return nil, badf("missing or bad -server %s: want ws://HOST:PORT/ws (several: comma-separated)", clip.Quote(s))
		}
		out = append(out, u)
	}
	return out, nil
}

type loadtest struct {
	urls    []string
	options []string
	game    match.Game
	level   string
	players int
	think   time.Duration
	idle    int      // -idle
	spam    bool     // -spam
	ans     *answers // what the server refused or closed

	measuring atomic.Bool
	moves     atomic.Int64
	errors    atomic.Int64
	unseated  atomic.Int64  // of the errors, rooms not made or seated within roomSetup
	setups    chan struct{} // a room being made and seated holds one (setupAtOnce)
	mu        sync.Mutex
	lat       []float64 // ms
}

// LoadResult is the loadtest's output.
type LoadResult struct {
	Rooms     int     `json:"rooms"`
	Moves     int64   `json:"moves"`
	MovesPerS float64 `json:"moves_per_s"`
	P50Ms     float64 `json:"p50_ms"`
	P99Ms     float64 `json:"p99_ms"`
	Errors    int64   `json:"errors"`
	// With -idle or -spam: refusals and errors by code, connections the server closed by
	// the code of its error before, and what became of the idle sockets and the creates.
	Refused map[string]int64 `json:"refused,omitempty"`
	Closed  map[string]int64 `json:"closed,omitempty"`
	Idle    *IdleResult      `json:"idle,omitempty"`
	Spam    *SpamResult      `json:"spam,omitempty"`
}

func (lt *loadtest) run(rooms int, d time.Duration) LoadResult {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var seated sync.WaitGroup
	var wg sync.WaitGroup
	seated.Add(rooms)
	for i := range rooms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			first := true
			for ctx.Err() == nil {
				lt.room(ctx, uint64(i), func() {
					if first {
						first = false
						seated.Done()
					}
				})
				if first {
					first = false
					seated.Done()
					lt.errors.Add(1)
					lt.unseated.Add(1)
					select { // a room that could not be made: try again a little later
					case <-ctx.Done():
					case <-time.After(time.Second):
					}
				}
			}
		}()
	}
	seated.Wait()
	lt.measuring.Store(true)
	start := time.Now()
	abuse, stopAbuse := context.WithTimeout(ctx, d)
	defer stopAbuse()
	var idle *IdleResult
	var spam *SpamResult
	var abusers sync.WaitGroup
	if lt.idle > 0 {
		abusers.Add(1)
		go func() { defer abusers.Done(); idle = runIdle(abuse, lt.urls[0], lt.idle, lt.ans) }()
	}
	if lt.spam {
		abusers.Add(1)
		spec := online.RoomSpec{Config: match.Config{Game: lt.game.ID(), Players: lt.players, Options: lt.options}, Seats: make([]online.SeatSpec, lt.players)}
		go func() { defer abusers.Done(); spam = runSpam(abuse, lt.urls[0], spec, lt.ans) }()
	}
	time.Sleep(d)
	lt.measuring.Store(false)
	elapsed := time.Since(start).Seconds()
	cancel()
	wg.Wait()
	abusers.Wait()
	lt.mu.Lock()
	defer lt.mu.Unlock()
	slices.Sort(lt.lat)
	res := LoadResult{Rooms: rooms, Moves: lt.moves.Load(), MovesPerS: round2(float64(lt.moves.Load()) / elapsed),
		P50Ms: round2(quantile(lt.lat, 0.5)), P99Ms: round2(quantile(lt.lat, 0.99)), Errors: lt.errors.Load(), Idle: idle, Spam: spam}
	if lt.idle > 0 || lt.spam {
		res.Refused, res.Closed = lt.ans.refused, lt.ans.closed
	}
	return res
}

// noteRefusal counts a room's create or join refused by the server.
func (lt *loadtest) noteRefusal(err error) {
	var r *client.Refusal
	if errors.As(err, &r) {
		lt.ans.mu.Lock()
		lt.ans.refused[r.Code]++
		lt.ans.mu.Unlock()
	}
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

func quantile(s []float64, q float64) float64 {
	if len(s) == 0 {
		return 0
	}
	return s[min(len(s)-1, int(q*float64(len(s))))]
}

// turnMove is a turn move being timed: who sent it and when, which seats have its update
// and the last arrival.
type turnMove struct {
	mover int
	id    int64
	sent  time.Time
	got   []bool
	n     int
	need  int // seats that must have its update: all, or the mover alone for a stamped move
	last  time.Time
}

// roomSetup bounds making a room and seating its clients; setupAtOnce rooms at most are
// being made and seated at a time.
const (
	roomSetup   = 30 * time.Second
	setupAtOnce = 50
)

// room plays one room to its end; seated is called once every seat has joined.
func (lt *loadtest) room(ctx context.Context, n uint64, seated func()) {
	var mu sync.Mutex
	var cur *turnMove // the turn move in flight (one at a time at a table)
	onUpdate := func(seat int, msg *online.ServerMsg, t time.Time) {
		mu.Lock()
		defer mu.Unlock()
		m := cur
		if m == nil || m.got[seat] || t.Before(m.sent) {
			return
		}
		if mine := seat == m.mover; mine && msg.Ack != m.id || !mine && m.need == 1 {
			return // the mover's update for it acknowledges it; a stamped move is timed to that
		}
		m.got[seat] = true
		m.n++
		m.last = t
		if m.n < m.need {
			return
		}
		cur = nil
		ms := float64(m.last.Sub(m.sent).Microseconds()) / 1000
		lt.mu.Lock()
		lt.lat = append(lt.lat, ms)
		lt.mu.Unlock()
	}
	onSend := func(seat int, id int64, mv match.Move, t time.Time) {
		mu.Lock()
		defer mu.Unlock()
		cur = nil
		if lt.measuring.Load() {
			lt.moves.Add(1)
			need := lt.players
			if _, stamped := mv.(interface{ Stamp() int }); stamped {
				need = 1
			}
			cur = &turnMove{mover: seat, id: id, sent: t, got: make([]bool, lt.players), need: need}
		}
	}
	// At most setupAtOnce rooms are being made and seated at a time (thousands at once would
	// queue their connections and joins behind each other past roomSetup).
	select {
	case lt.setups <- struct{}{}:
	case <-ctx.Done():
		return
	}
	setting := true
	doneSetting := func() {
		if setting {
			setting = false
			<-lt.setups
		}
	}
	defer doneSetting()
	// Making the room and taking its seats is bounded: a room that cannot be made or
	// joined within roomSetup counts as an error, and the run goes on.
	setup, cancelSetup := context.WithTimeout(ctx, roomSetup)
	defer cancelSetup()
	conns := make([]*client.Conn, lt.players)
	defer func() {
		for _, c := range conns {
			if c != nil {
				c.Close()
			}
		}
	}()
	for i := range conns {
		c, err := client.Dial(setup, lt.urls[(int(n)+i)%len(lt.urls)])
		if err != nil {
			return
		}
		conns[i] = c
	}
	code, _, err := conns[0].Create(setup, online.RoomSpec{
		Config: match.Config{Game: lt.game.ID(), Players: lt.players, Options: lt.options},
		Seats:  make([]online.SeatSpec, lt.players),
	})
	if err != nil {
		lt.noteRefusal(err)
		return
	}
	bots := make([]*client.Bot, lt.players)
	for i := range lt.players {
		s, err := conns[i].Join(setup, code, client.JoinOptions{Seat: &i, Name: fmt.Sprint("load", i), NoEvents: true,
			OnUpdate: func(m *online.ServerMsg, t time.Time) { onUpdate(i, m, t) }})
		if err != nil {
			lt.noteRefusal(err)
			return
		}
		b, err := lt.game.NewBot(lt.level, i, n)
		if err != nil {
			return
		}
		bots[i] = &client.Bot{Seat: s, Bot: b, Think: lt.think, Spread: lt.think / 2,
			OnSend: func(id int64, mv match.Move, _ int, t time.Time) { onSend(i, id, mv, t) }}
	}
	doneSetting()
	seated()
	var wg sync.WaitGroup
	for _, b := range bots {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := b.Run(ctx); err != nil && ctx.Err() == nil {
				lt.errors.Add(1)
			}
		}()
	}
	wg.Wait()
}
