package main

import (
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/internal/clip"
)

// tournament (docs/commands.md#tournament):
//
//	parlor-sim tournament -game G [-variant V] [-players N] [-options a,b] -bots A,B,… -games N [-seed S] [-workers W]
//
// -bots names a level per seat (or one for all); game g (from 0) is dealt from seed S+g
// and the levels are rotated by g seats (seat s plays the level given for seat s-g), so
// every level plays every seat as often as the others. A shared win counts 1/k to each
// of its k winners. For each level: the seat-games it played, its wins, the win rate
// and its Wilson 95% interval, and the mean and largest wall-clock time it took to
// decide a move (its bots' Choose and, in a real-time game, React calls, over the moves
// it made). Third Wheel adds one entry per level and role (Duo, Third Wheel). -workers
// plays games on that many goroutines (default 1: every time is measured on one core);
// the counts are the same whatever it is.

func init() { registerCommand("tournament", cmdTournament) }

// maxTournamentGames bounds -games.
const maxTournamentGames = 1_000_000

// levelStats is one entry of "levels".
type levelStats struct {
	Level        string     `json:"level"`
	Role         string     `json:"role,omitempty"`
	SeatGames    int        `json:"seat_games"`
	Wins         float64    `json:"wins"`
	WinRate      float64    `json:"win_rate"`
	CI95         [2]float64 `json:"ci95"`
	MsPerMove    float64    `json:"ms_per_move"`
	MaxMsPerMove float64    `json:"max_ms_per_move"`

	moves   int
	thinkNs int64
}

type tournamentResult struct {
	Game    string        `json:"game"`
	Variant string        `json:"variant"`
	Players int           `json:"players"`
	Games   int           `json:"games"`
	Levels  []*levelStats `json:"levels"`
}

// gameOutcome is what one game adds to the tournament: per seat its level, role, share
// of the win, moves made and thinking time.
type gameOutcome struct {
	levels, roles  []string
	share          []float64
	moves          []int
	thinkNs, maxNs []int64
}

// tournamentSetup reads tournament's arguments: the setup, the number of games and of
// workers, each checked before anything is made for them.
func tournamentSetup(args []string) (s setup, games, workers int, err error) {
	fs := newFlagSet("tournament")
	f := addGameFlags(fs)
	n := fs.Int("games", 0, "games to play")
	w := fs.Int("workers", 1, "games played at once")
	roles := fs.String("roles", "", "Third Wheel: duo=LEVEL,tw=LEVEL instead of -bots")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return setup{}, 0, 0, err
	}
	if err := noArgs(rest); err != nil {
		return setup{}, 0, 0, err
	}
	var byRole *roleLevels
	if *roles != "" {
		r, err := parseRoleLevels(*f.game, *roles, *f.bots)
		if err != nil {
			return setup{}, 0, 0, err
		}
		byRole, *f.bots = &r, r.duo
	}
	if *n < 1 || *n > maxTournamentGames {
		return setup{}, 0, 0, badf("bad -games %d: want 1 to %d", *n, maxTournamentGames)
	}
	if *w < 1 || *w > 64 {
		return setup{}, 0, 0, badf("bad -workers %d: want 1 to 64", *w)
	}
	if s, err = f.resolve(false); err != nil {
		return setup{}, 0, 0, err
	}
	if byRole != nil && !slices.Contains(s.game.Levels(), byRole.tw) {
		return setup{}, 0, 0, badf("-roles: unknown bot level %s for %s (have: %s)", clip.Quote(byRole.tw), s.game.ID(), strings.Join(s.game.Levels(), ", "))
	}
	s.byRole = byRole
	if _, _, err := s.newMatch(); err != nil { // the setup itself must be playable
		return setup{}, 0, 0, err
	}
	return s, *n, *w, nil
}

func cmdTournament(args []string, _ io.Reader, stdout io.Writer) error {
	s, games, workers, err := tournamentSetup(args)
	if err != nil {
		return err
	}
	outcomes := make([]gameOutcome, games)
	errs := make([]error, games)
	var wg sync.WaitGroup
	next := make(chan int)
	for range min(workers, runtime.GOMAXPROCS(0)*4) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				outcomes[g], errs[g] = s.tournamentGame(g)
			}
		}()
	}
	for g := range games {
		next <- g
	}
	close(next)
	wg.Wait()
	for g, err := range errs {
		if err != nil {
			return fmt.Errorf("game %d (seed %d): %v", g, s.cfg.Seed+uint64(g), err)
		}
	}
	res := tournamentResult{Game: s.game.ID(), Variant: s.cfg.Variant, Players: s.cfg.Players, Games: games}
	if res.Variant == "" && len(s.game.Variants()) > 0 {
		res.Variant = s.game.Variants()[0]
	}
	find := func(level, role string) *levelStats {
		for _, e := range res.Levels {
			if e.Level == level && e.Role == role {
				return e
			}
		}
		e := &levelStats{Level: level, Role: role}
		res.Levels = append(res.Levels, e)
		return e
	}
	for _, l := range s.levels {
		find(l, "")
	}
	for _, o := range outcomes {
		for seat, l := range o.levels {
			entries := []*levelStats{find(l, "")}
			if o.roles != nil {
				entries = append(entries, find(l, o.roles[seat]))
			}
			for _, e := range entries {
				e.SeatGames++
				e.Wins += o.share[seat]
				e.moves += o.moves[seat]
				e.thinkNs += o.thinkNs[seat]
				e.MaxMsPerMove = math.Max(e.MaxMsPerMove, float64(o.maxNs[seat])/1e6)
			}
		}
	}
	for _, e := range res.Levels {
		if e.SeatGames > 0 {
			e.WinRate = e.Wins / float64(e.SeatGames)
			e.CI95 = wilson(e.Wins, float64(e.SeatGames))
		}
		if e.moves > 0 {
			e.MsPerMove = float64(e.thinkNs) / float64(e.moves) / 1e6
		}
		e.Wins = round(e.Wins, 4)
		e.WinRate, e.MsPerMove, e.MaxMsPerMove = round(e.WinRate, 4), round(e.MsPerMove, 4), round(e.MaxMsPerMove, 3)
		e.CI95 = [2]float64{round(e.CI95[0], 4), round(e.CI95[1], 4)}
	}
	return writeJSON(stdout, res)
}

// tournamentGame plays game g: seed S+g, levels rotated by g seats (or, with -roles,
// given by the roles drawn from the seed).
func (s setup) tournamentGame(g int) (gameOutcome, error) {
	n := len(s.levels)
	c := s
	c.cfg.Seed = s.cfg.Seed + uint64(g)
	c.levels = make([]string, n)
	for seat := range n {
		c.levels[seat] = s.levels[((seat-g)%n+n)%n]
	}
	if s.byRole != nil {
		st, err := s.game.New(c.cfg)
		if err != nil {
			return gameOutcome{}, err
		}
		tw, ok := match.Unwrap[*thirdwheel.State](st)
		if !ok {
			return gameOutcome{}, fmt.Errorf("-roles: %s has no roles", s.game.ID())
		}
		for seat, r := range tw.Roles() {
			c.levels[seat] = s.byRole.duo
			if r == thirdwheel.ThirdWheel {
				c.levels[seat] = s.byRole.tw
			}
		}
	}
	m, bots, err := c.newMatch()
	if err != nil {
		return gameOutcome{}, err
	}
	o := gameOutcome{levels: c.levels, share: make([]float64, n), moves: make([]int, n),
		thinkNs: make([]int64, n), maxNs: make([]int64, n)}
	timed := make([]match.Bot, n)
	for i, b := range bots {
		timed[i] = timeBot(b, &o.thinkNs[i], &o.maxNs[i])
	}
	if _, err := match.Play(m, timed, maxMoves); err != nil {
		return o, err
	}
	for _, e := range m.Log() {
		if e.Seat >= 0 && e.Seat < n {
			o.moves[e.Seat]++
		}
	}
	if w := m.Winners(); len(w) > 0 {
		for _, seat := range w {
			o.share[seat] += 1 / float64(len(w))
		}
	}
	if tw, ok := match.Unwrap[*thirdwheel.State](m.State()); ok {
		o.roles = make([]string, n)
		for seat, r := range tw.Roles() {
			o.roles[seat] = "tw"
			if r.IsDuo() {
				o.roles[seat] = "duo"
			}
		}
	}
	return o, nil
}

// roleLevels are the levels of -roles: one for both Duo players, one for the Third Wheel.
type roleLevels struct{ duo, tw string }

// parseRoleLevels reads -roles "duo=LEVEL,tw=LEVEL" (either order). It is for Third
// Wheel only, and replaces -bots. The duo level is checked by resolve as -bots.
func parseRoleLevels(game, text, bots string) (roleLevels, error) {
	if game != "thirdwheel" {
		return roleLevels{}, badf("-roles is for thirdwheel, whose levels can follow the roles; %s has -bots only", clip.Quote(game))
	}
	if bots != "" {
		return roleLevels{}, badf("give -bots or -roles, not both")
	}
	var r roleLevels
	for _, part := range strings.Split(text, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		v = strings.TrimSpace(v)
		switch {
		case ok && k == "duo" && r.duo == "" && v != "":
			r.duo = v
		case ok && k == "tw" && r.tw == "" && v != "":
			r.tw = v
		default:
			return roleLevels{}, badf("bad -roles %s: want duo=LEVEL,tw=LEVEL", clip.Quote(text))
		}
	}
	if r.duo == "" || r.tw == "" {
		return roleLevels{}, badf("bad -roles %s: want duo=LEVEL,tw=LEVEL", clip.Quote(text))
	}
	return r, nil
}

// timedBot adds the wall-clock time of each decision (Begin to Result, and React) to a
// total and keeps the largest.
type timedBot struct {
	match.Bot
	total, max *int64
	start      time.Time
}

type timedReactor struct {
	*timedBot
	r match.Reactor
}

func timeBot(b match.Bot, total, max *int64) match.Bot {
	t := &timedBot{Bot: b, total: total, max: max}
	if r, ok := b.(match.Reactor); ok {
		return timedReactor{t, r}
	}
	return t
}

func (t *timedBot) add(d time.Duration) {
	*t.total += int64(d)
	*t.max = max(*t.max, int64(d))
}

func (t *timedBot) Begin(v match.View) { t.start = time.Now(); t.Bot.Begin(v) }
func (t *timedBot) Result() match.Move {
	m := t.Bot.Result()
	t.add(time.Since(t.start))
	return m
}

func (t timedReactor) React(v match.View) (match.Move, bool) {
	start := time.Now()
	m, ok := t.r.React(v)
	t.add(time.Since(start))
	return m, ok
}

// wilson is the Wilson score 95% interval of wins out of n.
func wilson(wins, n float64) [2]float64 {
	const z = 1.959964
	p := wins / n
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return [2]float64{math.Max(0, c-h), math.Min(1, c+h)}
}

func round(x float64, digits int) float64 {
	p := math.Pow(10, float64(digits))
	return math.Round(x*p) / p
}
