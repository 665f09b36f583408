// Package cli reads parlor's command line (docs/commands.md#parlor) without the front
// end: it imports no Ebitengine, so the parlor binary checks its flags and answers -h
// before anything opens a window or needs an X display (see package early).
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
)

// ErrHelp is returned by Parse for -h and -help: print Usage and exit 0.
var ErrHelp = flag.ErrHelp

// Flags are the command line's values, checked against the games' rules cores.
type Flags struct {
	// Game, Variant are ids (lower case); Variant "" is the game's default.
	Game, Variant string
	// Players is the seat count, 0 when -players was left out; Rounds the game's length
	// where the table chooses it (Triples' chill mode), 0 for the game's default.
	Players, Rounds int
	// Options is the raw comma list of option ids; Bots the raw comma list of levels.
	Options, Bots string
	// Seed is the deal seed; SeedSet is false when -seed was left out (a random seed).
	// 0 is a seed like any other, as in parlor-sim.
	Seed    uint64
	SeedSet bool
	// Autoplay: bots take every seat. Games is how many games -autoplay plays in a row
	// before parlor exits (0: one game, and the window stays open).
	Autoplay bool
	Games    int
	// Resume: continue the game in progress. Chosen: the command line names the game
	// or its seats (-game, -variant, -players, -options, -bots, -autoplay, -rounds);
	// otherwise the menu starts from the last setup.
	Resume, Chosen bool
	// Scene is menu, table, scoring, stats or history; Replay a game record's path to
	// open in the replay viewer; Screenshot a PNG path; ExitAfter a duration.
	Scene      string
	Replay     string
	Screenshot string
	ExitAfter  time.Duration
	// Connect is an online server's address (ws://HOST:PORT/ws) and Room a room code or
	// invite link to join there ("" for none); parlor checks them.
	Connect, Room string
}

// Parse reads args (without the program name). Errors are one line naming the bad flag
// or value; ErrHelp for -h. The game, variant, option ids, seat count and bot levels
// are checked against the game's rules core.
func Parse(args []string) (Flags, error) {
	fs := flag.NewFlagSet("parlor", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var f Flags
	var seed string
	fs.StringVar(&f.Game, "game", "threethirteen", "")
	fs.StringVar(&f.Variant, "variant", "", "")
	fs.IntVar(&f.Players, "players", 0, "")
	fs.IntVar(&f.Rounds, "rounds", 0, "")
	fs.StringVar(&f.Options, "options", "", "")
	fs.StringVar(&seed, "seed", "", "")
	fs.StringVar(&f.Bots, "bots", "", "")
	fs.BoolVar(&f.Autoplay, "autoplay", false, "")
	fs.IntVar(&f.Games, "games", 0, "")
	fs.StringVar(&f.Scene, "scene", "menu", "")
	fs.StringVar(&f.Replay, "replay", "", "")
	fs.StringVar(&f.Screenshot, "screenshot", "", "")
	fs.DurationVar(&f.ExitAfter, "exit-after", 0, "")
	fs.BoolVar(&f.Resume, "resume", false, "")
	fs.StringVar(&f.Connect, "connect", "", "")
	fs.StringVar(&f.Room, "room", "", "")
	if err := fs.Parse(args); err != nil {
		return Flags{}, err
	}
	if fs.NArg() > 0 {
		return Flags{}, fmt.Errorf("unexpected argument %q (all settings are flags, e.g. -players 4)", fs.Arg(0))
	}
	given := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { given[fl.Name] = true })
	for _, n := range []string{"game", "variant", "players", "options", "bots", "autoplay", "rounds"} {
		f.Chosen = f.Chosen || given[n]
	}
	switch f.Scene {
	case "menu", "table", "scoring", "stats", "history":
	default:
		return Flags{}, fmt.Errorf("bad -scene %q: want menu, table, scoring, stats or history", f.Scene)
	}
	if given["seed"] {
		v, err := strconv.ParseUint(strings.TrimSpace(seed), 10, 64)
		if err != nil {
			return Flags{}, fmt.Errorf("bad -seed %q: want a whole number from 0 to 18446744073709551615", seed)
		}
		f.Seed, f.SeedSet = v, true
	}
	// -players left out means 0, "the default"; given, it must be a positive number.
	if f.Players < 0 || (given["players"] && f.Players == 0) {
		return Flags{}, fmt.Errorf("bad -players %d: want a positive number (or leave -players out for the game's default)", f.Players)
	}
	if f.ExitAfter < 0 {
		return Flags{}, fmt.Errorf("bad -exit-after %v: want a positive duration", f.ExitAfter)
	}
	if given["games"] && f.Games < 1 {
		return Flags{}, fmt.Errorf("bad -games %d: want the number of games to play, 1 or more", f.Games)
	}
	if f.Games > 0 && !f.Autoplay {
		return Flags{}, errors.New("-games plays that many games with bots in every seat: give -autoplay too")
	}
	f.Game = strings.ToLower(strings.TrimSpace(f.Game))
	f.Variant = strings.ToLower(strings.TrimSpace(f.Variant))
	if err := check(f); err != nil {
		return Flags{}, err
	}
	return f, nil
}

// check tries the setup on the game's rules core: the game id, the bot levels (each
// named when wrong), the seat count, and the variant and options (the core's words).
func check(f Flags) error {
	g, ok := games.Lookup(f.Game)
	if !ok {
		return fmt.Errorf("unknown game %q (have: %s)", f.Game, games.IDs(", "))
	}
	var levels []string
	if strings.TrimSpace(f.Bots) != "" {
		for _, b := range strings.Split(f.Bots, ",") {
			l := strings.ToLower(strings.TrimSpace(b))
			if l != match.Human && !slices.Contains(g.Levels(), l) {
				return fmt.Errorf("bad -bots %q: unknown bot level %q for %s (have: %s, or %s)",
					f.Bots, l, g.Name(), strings.Join(g.Levels(), ", "), match.Human)
			}
			levels = append(levels, l)
		}
	}
	n := f.Players
	if levels != nil {
		if n != 0 && len(levels) != n {
			return fmt.Errorf("-bots lists %s but -players is %d", seats(len(levels)), n)
		}
		n = len(levels)
	}
	lo, hi := g.Seats()
	if n != 0 && (n < lo || n > hi) {
		if lo == hi {
			return fmt.Errorf("%s is for exactly %d players, not %d", g.Name(), lo, n)
		}
		return fmt.Errorf("%s takes %d to %d players, not %d", g.Name(), lo, hi, n)
	}
	if n == 0 {
		n = lo
	}
	var opts []string
	if strings.TrimSpace(f.Options) != "" {
		for _, o := range strings.Split(f.Options, ",") {
			o = strings.ToLower(strings.TrimSpace(o))
			if o == "" {
				return fmt.Errorf("empty option in -options %q", f.Options)
			}
			opts = append(opts, o)
		}
	}
	_, err := g.New(match.Config{Game: g.ID(), Variant: f.Variant, Players: n, Options: opts, Rounds: f.Rounds, Seed: f.Seed})
	return err
}

// seats is "1 seat", "3 seats".
func seats(n int) string {
	if n == 1 {
		return "1 seat"
	}
	return strconv.Itoa(n) + " seats"
}

// Usage writes the flags' help.
func Usage(w io.Writer) {
	fmt.Fprint(w, `usage: parlor [flags]
  -game ID             game to play (`+games.IDs(", ")+`)
  -variant ID          variant of the game, if it has any
  -players N           number of players
  -options a,b         table options (ids in docs/rules/)
  -rounds N            rounds to play where the table chooses (triples -options chill)
  -seed S              deal seed, 0 or more (default: random)
  -bots L,L,...        per seat: a bot level, or "human"
  -autoplay            bots take every seat
  -games N             with -autoplay: play N games in a row, then exit
  -scene S             start at menu, table, scoring, stats or history
  -resume              continue the game in progress
  -replay FILE         open a game record in the replay viewer
  -screenshot FILE     save a PNG once the scene has settled, then exit
  -exit-after D        quit after D (e.g. 30s)
  -connect URL         online server, ws://HOST:PORT/ws (opens the online screen)
  -room CODE           join this room on the -connect server (a code or an invite link)
`)
}
