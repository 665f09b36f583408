package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/internal/clip"
	"parlor/internal/online"
	"parlor/internal/online/client"
)

// loadtest: many rooms of networked bot clients against one server.
//
//	parlor-sim loadtest -server ws://HOST:PORT/ws -rooms N -duration D [-game G]
//	                    [-think D] [-bots LEVEL]
//
// Each room is a new room of G (default threethirteen; its fewest players, Triples 3) whose
// seats are all people's, each played by a networked bot client on its own connection,
// pausing about -think (default 1s, like a person; each pause drawn from half to one and a
// half times it, so that rooms do not move in step) before each move. When a room's game ends a
// new one starts. After all rooms are seated it measures for -duration and prints
// {"rooms":N,"moves":…,"moves_per_s":…,"p50_ms":…,"p99_ms":…,"errors":…}: moves made in that
// time, and the latency of each move from sending it to every seat of the room having
// received its update. Errors count refused moves, dropped connections and rooms that
// could not be made or joined. The game should be one in which every move shows every
// seat an update (Third Wheel without its house rules, which queue hidden moves).

func init() { registerCommand("loadtest", cmdLoadtest) }

func cmdLoadtest(args []string, _ io.Reader, stdout io.Writer) error {
	fs := newFlagSet("loadtest")
	url := fs.String("server", "", "the server's WebSocket address, ws://HOST:PORT/ws")
	rooms := fs.Int("rooms", 0, "concurrent rooms")
	duration := fs.Duration("duration", 0, "how long to measure, e.g. 30s")
	gameID := fs.String("game", "threethirteen", "game id")
	think := fs.Duration("think", time.Second, "each bot's pause before a move")
	level := fs.String("bots", "", "bot level (default: the game's easiest)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := noArgs(rest); err != nil {
		return err
	}
	if !strings.HasPrefix(*url, "ws://") && !strings.HasPrefix(*url, "wss://") {
		return badf("missing or bad -server %s: want ws://HOST:PORT/ws", clip.Quote(*url))
	}
	if *rooms <= 0 || *rooms > 100_000 {
		return badf("-rooms %d: want 1 to 100000", *rooms)
	}
	if *duration <= 0 {
		return badf("missing -duration (e.g. -duration 30s)")
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
	lt := &loadtest{url: *url, game: g, level: *level, players: players, think: *think}
	res := lt.run(*rooms, *duration)
	return writeJSON(stdout, res)
}

type loadtest struct {
	url     string
	game    match.Game
	level   string
	players int
	think   time.Duration

	measuring atomic.Bool
	moves     atomic.Int64
	errors    atomic.Int64
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
	time.Sleep(d)
	lt.measuring.Store(false)
	elapsed := time.Since(start).Seconds()
	cancel()
	wg.Wait()
	lt.mu.Lock()
	defer lt.mu.Unlock()
	slices.Sort(lt.lat)
	return LoadResult{Rooms: rooms, Moves: lt.moves.Load(), MovesPerS: round2(float64(lt.moves.Load()) / elapsed),
		P50Ms: round2(quantile(lt.lat, 0.5)), P99Ms: round2(quantile(lt.lat, 0.99)), Errors: lt.errors.Load()}
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

func quantile(s []float64, q float64) float64 {
	if len(s) == 0 {
		return 0
	}
	return s[min(len(s)-1, int(q*float64(len(s))))]
}

// roomMove is one move of a room: when it was sent, how many seats have its update and
// the last arrival.
type roomMove struct {
	sent time.Time
	got  int
	last time.Time
	live bool // sent while measuring
}

// room plays one room to its end; seated is called once every seat has joined.
func (lt *loadtest) room(ctx context.Context, n uint64, seated func()) {
	var mu sync.Mutex
	var moves []roomMove
	at := func(j int) *roomMove {
		for len(moves) <= j {
			moves = append(moves, roomMove{})
		}
		return &moves[j]
	}
	done := func(m *roomMove) {
		if m.got == lt.players && !m.sent.IsZero() && m.live {
			ms := float64(m.last.Sub(m.sent).Microseconds()) / 1000
			lt.mu.Lock()
			lt.lat = append(lt.lat, ms)
			lt.mu.Unlock()
		}
	}
	onUpdate := func(msg *online.ServerMsg, t time.Time) {
		if msg.N < 2 {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		m := at(msg.N - 2)
		m.got++
		if t.After(m.last) {
			m.last = t
		}
		done(m)
	}
	onSend := func(_ int64, _ match.Move, base int, t time.Time) {
		// A move decided on update n is the room's move n-1 (update 1 is the opening); its
		// update is every seat's n+1.
		mu.Lock()
		defer mu.Unlock()
		m := at(base - 1)
		m.sent, m.live = t, lt.measuring.Load()
		if m.live {
			lt.moves.Add(1)
		}
		done(m)
	}
	conns := make([]*client.Conn, lt.players)
	defer func() {
		for _, c := range conns {
			if c != nil {
				c.Close()
			}
		}
	}()
	for i := range conns {
		c, err := client.Dial(ctx, lt.url)
		if err != nil {
			return
		}
		conns[i] = c
	}
	code, _, err := conns[0].Create(ctx, online.RoomSpec{Game: lt.game.ID(), Players: lt.players, Seats: make([]online.SeatSpec, lt.players)})
	if err != nil {
		return
	}
	bots := make([]*client.Bot, lt.players)
	for i := range lt.players {
		s, err := conns[i].Join(ctx, code, client.JoinOptions{Seat: &i, Name: fmt.Sprint("load", i), OnUpdate: onUpdate})
		if err != nil {
			return
		}
		b, err := lt.game.NewBot(lt.level, i, n)
		if err != nil {
			return
		}
		bots[i] = &client.Bot{Seat: s, Bot: b, Think: lt.think, Spread: lt.think / 2, OnSend: onSend}
	}
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
