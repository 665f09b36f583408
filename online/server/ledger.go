package server

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Ledger keeps what outlives rooms (docs/online.md, "Ratings", "The daily deal"): each
// player's rating per game, the daily deal's secret, who asked for a day's deal when, and
// the day's results. The NATS store keeps it in JetStream key-value buckets (replicated
// like the room stream); every node watches them, so the leaderboards are read from
// memory.
type Ledger interface {
	// Rating is key's rating for game and its revision (0: not rated yet).
	Rating(ctx context.Context, game, key string) (PlayerRating, uint64, error)
	// SetRating stores key's rating for game if it is still at revision rev (0: none yet);
	// ErrConflict when another game's update came first (read it again).
	SetRating(ctx context.Context, game, key string, p PlayerRating, rev uint64) error
	// Ratings are every rated player of game, from memory (a few seconds behind at most).
	Ratings(game string) []PlayerRating
	// Secret is the daily deal's secret: 32 random bytes, made once for the cluster.
	Secret(ctx context.Context) ([]byte, error)
	// DailyStart records that key asked for date's deal of game at (unix ms), unless it
	// had already, and returns the first time.
	DailyStart(ctx context.Context, date, game, key string, at int64) (int64, error)
	// DailyStarted is when key first asked for date's deal of game (ok false: never).
	DailyStarted(ctx context.Context, date, game, key string) (int64, bool, error)
	// DailyResult is key's result for date's deal of game (ok false: none yet).
	DailyResult(ctx context.Context, date, game, key string) (DailyEntry, bool, error)
	// AddDailyResult stores key's result; ErrPlayed when one is stored already (the first
	// counts).
	AddDailyResult(ctx context.Context, date, game, key string, e DailyEntry) error
	// DailyResults are date's results of game, from memory.
	DailyResults(date, game string) []DailyEntry
}

// PlayerRating is a player's rating for a game (Glicko-2: R, RD, Vol), the name last
// played under, the rated games and when the last one ended (unix ms).
type PlayerRating struct {
	Key   string  `json:"-"`
	Name  string  `json:"name"`
	R     float64 `json:"r"`
	RD    float64 `json:"rd"`
	Vol   float64 `json:"vol"`
	Games int     `json:"games"`
	At    int64   `json:"at"`
}

// DailyEntry is a daily deal's result: the name, the score the replay gave, when the
// player first asked for the deal and when the result came (unix ms; Started 0: never
// asked on this server), and the moves.
type DailyEntry struct {
	Key     string `json:"-"`
	Name    string `json:"name"`
	Score   int    `json:"score"`
	Started int64  `json:"started"`
	Done    int64  `json:"done"`
	Moves   int    `json:"moves"`
}

var (
	// ErrConflict: a rating changed between its read and its write.
	ErrConflict = errors.New("the rating changed meanwhile")
	// ErrPlayed: a daily result is in already.
	ErrPlayed = errors.New("a result for that day is in already")
)

// The ledger's buckets. Daily entries are kept dailyKeep.
const (
	ratingsBucket = "PARLOR_RATINGS"
	dailyBucket   = "PARLOR_DAILY"
	secretsBucket = "PARLOR_SECRETS"
	dailyKeep     = 8 * 24 * time.Hour
	// ledgerBytes caps each bucket on disk (a full one refuses new entries, which the
	// requests then report in words).
	ledgerBytes = 1 << 30
)

// natsLedger is the Ledger in JetStream key-value buckets: ratings "GAME.KEY", daily
// starts "s.DATE.GAME.KEY" and results "r.DATE.GAME.KEY", the secret "daily".
type natsLedger struct {
	ratings, daily, secrets jetstream.KeyValue
	stop                    context.CancelFunc

	mu      sync.Mutex
	byGame  map[string]map[string]PlayerRating // game → key → rating
	results map[string]map[string]DailyEntry   // "DATE.GAME" → key → result
	secret  []byte
}

// openLedger opens (or makes) the ledger's buckets and starts watching them.
func (s *NATS) openLedger(wait time.Duration) (*natsLedger, error) {
	js, err := jetstream.New(s.nc)
	if err != nil {
		return nil, err
	}
	open := func(cfg jetstream.KeyValueConfig) (jetstream.KeyValue, error) {
		cfg.Storage, cfg.Replicas, cfg.MaxValueSize, cfg.MaxBytes = jetstream.FileStorage, s.replicas, 4096, ledgerBytes
		deadline := time.Now().Add(wait)
		for {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			kv, err := js.CreateOrUpdateKeyValue(ctx, cfg)
			cancel()
			if err == nil || time.Now().After(deadline) {
				return kv, err
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	l := &natsLedger{byGame: map[string]map[string]PlayerRating{}, results: map[string]map[string]DailyEntry{}}
	if l.ratings, err = open(jetstream.KeyValueConfig{Bucket: ratingsBucket, Description: "Parlor: ratings by game and player key"}); err != nil {
		return nil, fmt.Errorf("ratings: %w", err)
	}
	if l.daily, err = open(jetstream.KeyValueConfig{Bucket: dailyBucket, Description: "Parlor: daily deal starts and results", TTL: dailyKeep}); err != nil {
		return nil, fmt.Errorf("daily results: %w", err)
	}
	if l.secrets, err = open(jetstream.KeyValueConfig{Bucket: secretsBucket, Description: "Parlor: server secrets (never sent)"}); err != nil {
		return nil, fmt.Errorf("secrets: %w", err)
	}
	ctx, stop := context.WithCancel(context.Background())
	l.stop = stop
	if err := l.watch(ctx, l.ratings, ">", l.noteRating); err != nil {
		stop()
		return nil, err
	}
	if err := l.watch(ctx, l.daily, "r.>", l.noteResult); err != nil {
		stop()
		return nil, err
	}
	return l, nil
}

// watch follows a bucket's keys matching filter into memory, from what is stored on; it
// returns once what was stored is in.
func (l *natsLedger) watch(ctx context.Context, kv jetstream.KeyValue, filter string, note func(key string, v []byte, del bool)) error {
	w, err := kv.Watch(ctx, filter)
	if err != nil {
		return err
	}
	ready := make(chan struct{})
	go func() {
		defer w.Stop()
		first := true
		for e := range w.Updates() {
			if e == nil {
				if first {
					first = false
					close(ready)
				}
				continue
			}
			note(e.Key(), e.Value(), e.Operation() != jetstream.KeyValuePut)
		}
		if first {
			close(ready)
		}
	}()
	select {
	case <-ready:
		return nil
	case <-time.After(30 * time.Second):
		return fmt.Errorf("%s: reading the stored entries took over 30 s", kv.Bucket())
	}
}

func (l *natsLedger) noteRating(key string, v []byte, del bool) {
	game, who, ok := strings.Cut(key, ".")
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	m := l.byGame[game]
	if m == nil {
		m = map[string]PlayerRating{}
		l.byGame[game] = m
	}
	var p PlayerRating
	if del || json.Unmarshal(v, &p) != nil {
		delete(m, who)
		return
	}
	p.Key = who
	m[who] = p
}

func (l *natsLedger) noteResult(key string, v []byte, del bool) {
	parts := strings.Split(key, ".") // r.DATE.GAME.KEY
	if len(parts) != 4 {
		return
	}
	day := parts[1] + "." + parts[2]
	l.mu.Lock()
	defer l.mu.Unlock()
	m := l.results[day]
	if m == nil {
		m = map[string]DailyEntry{}
		l.results[day] = m
	}
	var e DailyEntry
	if del || json.Unmarshal(v, &e) != nil {
		delete(m, parts[3])
		if len(m) == 0 {
			delete(l.results, day)
		}
		return
	}
	e.Key = parts[3]
	m[parts[3]] = e
}

func (l *natsLedger) close() { l.stop() }

func (l *natsLedger) Rating(ctx context.Context, game, key string) (PlayerRating, uint64, error) {
	e, err := l.ratings.Get(ctx, game+"."+key)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return PlayerRating{}, 0, nil
	}
	if err != nil {
		return PlayerRating{}, 0, err
	}
	var p PlayerRating
	if err := json.Unmarshal(e.Value(), &p); err != nil {
		return PlayerRating{}, 0, fmt.Errorf("rating %s: %v", e.Key(), err)
	}
	p.Key = key
	return p, e.Revision(), nil
}

func (l *natsLedger) SetRating(ctx context.Context, game, key string, p PlayerRating, rev uint64) error {
	b, _ := json.Marshal(p)
	var err error
	if rev == 0 {
		_, err = l.ratings.Create(ctx, game+"."+key, b)
	} else {
		_, err = l.ratings.Update(ctx, game+"."+key, b, rev)
	}
	if errors.Is(err, jetstream.ErrKeyExists) {
		return ErrConflict
	}
	return err
}

func (l *natsLedger) Ratings(game string) []PlayerRating {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]PlayerRating, 0, len(l.byGame[game]))
	for _, p := range l.byGame[game] {
		out = append(out, p)
	}
	return out
}

func (l *natsLedger) Secret(ctx context.Context) ([]byte, error) {
	l.mu.Lock()
	s := l.secret
	l.mu.Unlock()
	if s != nil {
		return s, nil
	}
	fresh := make([]byte, 32)
	rand.Read(fresh)
	if _, err := l.secrets.Create(ctx, "daily", fresh); err != nil && !errors.Is(err, jetstream.ErrKeyExists) {
		return nil, err
	}
	e, err := getExisting(ctx, l.secrets, "daily") // whoever made it first, every node reads the same
	if err != nil {
		return nil, err
	}
	if len(e.Value()) < 16 {
		return nil, fmt.Errorf("the stored daily secret is %d bytes: too short", len(e.Value()))
	}
	l.mu.Lock()
	l.secret = e.Value()
	l.mu.Unlock()
	return e.Value(), nil
}

func (l *natsLedger) DailyStart(ctx context.Context, date, game, key string, at int64) (int64, error) {
	k := "s." + date + "." + game + "." + key
	b, _ := json.Marshal(at)
	if _, err := l.daily.Create(ctx, k, b); err == nil {
		return at, nil
	} else if !errors.Is(err, jetstream.ErrKeyExists) {
		return 0, err
	}
	e, err := getExisting(ctx, l.daily, k)
	if err != nil {
		return 0, err
	}
	var first int64
	if err := json.Unmarshal(e.Value(), &first); err != nil {
		return 0, err
	}
	return first, nil
}

func (l *natsLedger) DailyStarted(ctx context.Context, date, game, key string) (int64, bool, error) {
	e, err := l.daily.Get(ctx, "s."+date+"."+game+"."+key)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, err
	}
	var at int64
	if err := json.Unmarshal(e.Value(), &at); err != nil {
		return 0, false, err
	}
	return at, true, nil
}

func (l *natsLedger) DailyResult(ctx context.Context, date, game, key string) (DailyEntry, bool, error) {
	e, err := l.daily.Get(ctx, "r."+date+"."+game+"."+key)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return DailyEntry{}, false, nil
	}
	if err != nil {
		return DailyEntry{}, false, err
	}
	var d DailyEntry
	if err := json.Unmarshal(e.Value(), &d); err != nil {
		return DailyEntry{}, false, err
	}
	d.Key = key
	return d, true, nil
}

func (l *natsLedger) AddDailyResult(ctx context.Context, date, game, key string, e DailyEntry) error {
	b, _ := json.Marshal(e)
	_, err := l.daily.Create(ctx, "r."+date+"."+game+"."+key, b)
	if errors.Is(err, jetstream.ErrKeyExists) {
		return ErrPlayed
	}
	return err
}

func (l *natsLedger) DailyResults(date, game string) []DailyEntry {
	l.mu.Lock()
	defer l.mu.Unlock()
	m := l.results[date+"."+game]
	out := make([]DailyEntry, 0, len(m))
	for _, e := range m {
		out = append(out, e)
	}
	return out
}

// Ledger is the store's ledger (nil: it could not be opened; the server then answers
// no-ledger).
func (s *NATS) Ledger() Ledger {
	if s.ledger == nil {
		return nil
	}
	return s.ledger
}

// startLedger opens the ledger after the room stream; a ledger that cannot be opened is
// logged, and the server plays on without ratings and daily deals.
func (s *NATS) startLedger(wait time.Duration) {
	l, err := s.openLedger(wait)
	if err != nil {
		log.Printf("parlor-server: the ratings and daily deal store could not be opened (no ratings, no daily deal): %v", err)
		return
	}
	s.ledger = l
}

// getExisting reads a key another node has just made (its Create said the key exists): a
// replica this node reads from may not have it yet, so "not found" is tried again every
// 20 ms until it is there or ctx ends (then the last error).
func getExisting(ctx context.Context, kv jetstream.KeyValue, key string) (jetstream.KeyValueEntry, error) {
	for {
		e, err := kv.Get(ctx, key)
		if !errors.Is(err, jetstream.ErrKeyNotFound) {
			return e, err
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("%w (a replica had not caught up before %v)", err, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}
