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
	"parlor/internal/clip"
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

// parseFlags parses flags given before, between and after the other arguments (so
// `meld AC 2C -wild 8` reads -wild) and returns those other arguments in order; "--"
// ends the flags. A flag given twice is refused (the second would silently win). Flag
// errors are usage errors naming the flag.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.VisitAll(func(f *flag.Flag) {
		if _, ok := f.Value.(*onceValue); !ok {
			f.Value = &onceValue{Value: f.Value, name: f.Name}
		}
	})
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, flagHelp(fs)
			}
			return nil, badf("%s", clip.Line(oneLine(err.Error()), 200))
		}
		left := fs.Args()
		if len(left) == 0 {
			return rest, nil
		}
		if used := len(args) - len(left); used > 0 && args[used-1] == "--" {
			return append(rest, left...), nil
		}
		rest = append(rest, left[0])
		args = left[1:]
	}
}

// onceValue is a flag's value that may be set once.
type onceValue struct {
	flag.Value
	name string
	set  bool
}

func (v *onceValue) Set(s string) error {
	if v.set {
		return fmt.Errorf("given twice: give -%s once", v.name)
	}
	v.set = true
	return v.Value.Set(s)
}

// IsBoolFlag keeps a bool flag usable without a value (-batch).
func (v *onceValue) IsBoolFlag() bool {
	b, ok := v.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// noArgs refuses arguments left after the flags.
func noArgs(rest []string) error {
	if len(rest) > 0 {
		return badf("unexpected argument %s", clip.Quote(rest[0]))
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
			return setup{}, badf("bad -seed %s: want an unsigned integer", clip.Quote(*f.seed))
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
			return setup{}, badf("-bots %s: seat %d has no level (want one level per seat, e.g. easy,normal,easy)", clip.Quote(*f.bots), i)
		}
	}
	lo, hi := g.Seats()
	players := *f.players
	switch {
	case players == 0 && len(levels) == 1 && lo == hi:
		players = lo
	case players == 0 && lo == hi && len(levels) != lo:
		return setup{}, badf("%s needs %d bots, one per seat (got %d: %s)", g.ID(), lo, len(levels), clip.Quote(*f.bots))
	case players == 0:
		players = len(levels)
	}
	if err := match.CheckSeats(g, players); err != nil {
		return setup{}, badf("%v", err)
	}
	if len(levels) == 1 {
		levels = slices.Repeat(levels, players)
	}
	if len(levels) != players {
		return setup{}, badf("-bots lists %d levels for %d players (-players %d): give one per seat, or one for all", len(levels), players, players)
	}
	for i, l := range levels {
		if !slices.Contains(g.Levels(), l) {
			return setup{}, badf("-bots: seat %d: unknown bot level %s for %s (have: %s)", i, clip.Quote(l), g.ID(), strings.Join(g.Levels(), ", "))
		}
	}
	if *f.rounds < 0 {
		return setup{}, badf("bad -rounds %d", *f.rounds)
	}
	cfg := match.Config{Game: g.ID(), Variant: *f.variant, Players: players, Options: splitList(*f.options),
		Rounds: *f.rounds, Seed: seed}
	return setup{game: g, cfg: cfg, levels: levels}, nil
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

// playSetup reads play's arguments and starts the match and its bots.
func playSetup(args []string) (*match.Match, []match.Bot, error) {
	fs := newFlagSet("play")
	f := addGameFlags(fs)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return nil, nil, err
	}
	if err := noArgs(rest); err != nil {
		return nil, nil, err
	}
	s, err := f.resolve(true)
	if err != nil {
		return nil, nil, err
	}
	return s.newMatch()
}

func cmdPlay(args []string, _ io.Reader, stdout io.Writer) error {
	m, bots, err := playSetup(args)
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
