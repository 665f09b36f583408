package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
)

// play, replay (and tournament, online) on the match layer: one loop for every game.
//
//	parlor-sim play -game G [-variant V] [-players N] [-options a,b] [-rounds N] -seed S -bots L,L,…
//	parlor-sim replay FILE.json
//
// -bots names one level per seat, or one level for every seat. Without -players the
// number of levels is the number of seats (a game with one seat count needs neither).
// -rounds is where the table chooses the number of rounds (Triples chill mode). The
// result object is match.Summary: the same fields in every game, plus each game's own
// per-round fields (the game packages' Round types).

func init() {
	registerCommand("play", cmdPlay)
	registerCommand("replay", cmdReplay)
}

// maxMoves bounds a bot game; every game ends long before.
const maxMoves = 1_000_000

func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags wraps flag errors as usage errors naming the flag.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return badf("%v", err)
	}
	return nil
}

// noArgs refuses arguments left after the flags.
func noArgs(fs *flag.FlagSet) error {
	if fs.NArg() > 0 {
		return badf("unexpected argument %q", short(fs.Arg(0)))
	}
	return nil
}

// gameFlags are the flags that set up a game, shared by play, tournament and online.
type gameFlags struct {
	game, variant, options, seed, bots *string
	players, rounds                    *int
}

func addGameFlags(fs *flag.FlagSet) gameFlags {
	return gameFlags{
		game:    fs.String("game", "", "game id"),
		variant: fs.String("variant", "", "variant id"),
		players: fs.Int("players", 0, "number of seats"),
		options: fs.String("options", "", "comma-separated option ids"),
		rounds:  fs.Int("rounds", 0, "rounds to play (Triples chill mode)"),
		seed:    fs.String("seed", "", "seed (unsigned integer)"),
		bots:    fs.String("bots", "", "comma-separated bot levels, one per seat"),
	}
}

// setup is a checked game setup: the game, its config and one bot level per seat.
type setup struct {
	game   match.Game
	cfg    match.Config
	levels []string
	// byRole (tournament -roles, Third Wheel) gives the levels by role instead.
	byRole *roleLevels
}

// resolve checks the flags and builds the setup. The seat count is checked against the
// game before anything is made for it.
func (f gameFlags) resolve(needSeed bool) (setup, error) {
	g, err := games.Find(*f.game)
	if err != nil {
		if *f.game == "" {
			return setup{}, badf("missing -game (want %s)", games.IDs("|"))
		}
		return setup{}, badf("%v", err)
	}
	var seed uint64
	switch {
	case *f.seed != "":
		if seed, err = strconv.ParseUint(*f.seed, 10, 64); err != nil {
			return setup{}, badf("bad -seed %q: want an unsigned integer", short(*f.seed))
		}
	case needSeed:
		return setup{}, badf("missing -seed")
	}
	if *f.bots == "" {
		return setup{}, badf("missing -bots (one level per seat, e.g. easy,normal,easy)")
	}
	levels := strings.Split(*f.bots, ",")
	for i, l := range levels {
		if levels[i] = strings.TrimSpace(l); levels[i] == "" {
			return setup{}, badf("-bots %q: seat %d has no level (want one level per seat, e.g. easy,normal,easy)", short(*f.bots), i)
		}
	}
	lo, hi := g.Seats()
	players := *f.players
	switch {
	case players == 0 && len(levels) == 1 && lo == hi:
		players = lo
	case players == 0 && lo == hi && len(levels) != lo:
		return setup{}, badf("%s needs %d bots, one per seat (got %d: %s)", g.ID(), lo, len(levels), short(*f.bots))
	case players == 0:
		players = len(levels)
	}
	if players < lo || players > hi {
		return setup{}, badf("%s", seatsError(g, players))
	}
	if len(levels) == 1 {
		levels = slices.Repeat(levels, players)
	}
	if len(levels) != players {
		return setup{}, badf("-bots lists %d levels for %d players (-players %d): give one per seat, or one for all", len(levels), players, players)
	}
	for i, l := range levels {
		if !slices.Contains(g.Levels(), l) {
			return setup{}, badf("-bots: seat %d: unknown bot level %q for %s (have: %s)", i, short(l), g.ID(), strings.Join(g.Levels(), ", "))
		}
	}
	if *f.rounds < 0 {
		return setup{}, badf("bad -rounds %d", *f.rounds)
	}
	cfg := match.Config{Game: g.ID(), Variant: *f.variant, Players: players, Options: splitList(*f.options),
		Rounds: *f.rounds, Seed: seed}
	return setup{game: g, cfg: cfg, levels: levels}, nil
}

// seatsError says how many players a game takes.
func seatsError(g match.Game, n int) string {
	lo, hi := g.Seats()
	if lo == hi {
		return fmt.Sprintf("%s is for exactly %d players, not %d", g.ID(), lo, n)
	}
	return fmt.Sprintf("%s takes %d to %d players, not %d", g.ID(), lo, hi, n)
}

// newMatch starts the setup's match and its bots (seeded from the config's seed).
func (s setup) newMatch() (*match.Match, []match.Bot, error) {
	m, err := match.New(s.game, s.cfg, s.levels)
	if err != nil {
		if s.cfg.Rounds != 0 {
			c := s.cfg
			c.Rounds = 0
			if _, err2 := s.game.New(c); err2 == nil {
				return nil, nil, badf("-rounds %d: %v", s.cfg.Rounds, err)
			}
		}
		return nil, nil, badf("%v", err)
	}
	bots := make([]match.Bot, len(s.levels))
	for seat, l := range s.levels {
		if bots[seat], err = s.game.NewBot(l, seat, s.cfg.Seed); err != nil {
			return nil, nil, badf("-bots: %v", err)
		}
	}
	return m, bots, nil
}

func cmdPlay(args []string, _ io.Reader, stdout io.Writer) error {
	fs := newFlagSet("play")
	f := addGameFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := noArgs(fs); err != nil {
		return err
	}
	s, err := f.resolve(true)
	if err != nil {
		return err
	}
	m, bots, err := s.newMatch()
	if err != nil {
		return err
	}
	if _, err := match.Play(m, bots, maxMoves); err != nil {
		return fmt.Errorf("internal error: %v", err)
	}
	return writeJSON(stdout, m.Summary())
}

func cmdReplay(args []string, _ io.Reader, stdout io.Writer) error {
	if len(args) != 1 {
		return badf("want exactly one record file, got %d arguments", len(args))
	}
	r, err := record.Load(args[0])
	if err != nil {
		return badf("unreadable replay: %v", err)
	}
	m, err := games.Load(r)
	if err != nil {
		var le *match.LoadError
		if errors.As(err, &le) && le.Refused() {
			return &rejectedError{le.Error()}
		}
		return badf("%s: %v", args[0], err)
	}
	return writeJSON(stdout, m.Summary())
}

// splitList splits "a,b, c" into trimmed non-empty items.
func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// short cuts a long token for an error message.
func short(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	return s[:max] + "…"
}
