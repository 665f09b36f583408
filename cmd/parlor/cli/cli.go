// Package cli reads parlor's command line (docs/commands.md#parlor) without the front
// end: it imports no Ebitengine, so the parlor binary checks its flags and answers -h
// before anything opens a window or needs an X display (see package early).
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/scenes/l10n"
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
	// invite link to join there ("" for none); parlor checks them. Quick is a game to
	// play through the server's quick play at once; Rematch asks for a rematch of the
	// last online game this device finished (its server, room and seat are kept).
	Connect, Room string
	Quick         string
	Rematch       bool
	// Lang is the language's code (-lang; ?lang= in the browser), checked by l10n.Parse;
	// "" when left out: the settings' language, else the system's.
	Lang string
}

// Parse reads args (without the program name). Errors are one line naming the bad flag
// or value; ErrHelp for -h. The game, variant, option ids, seat count and bot levels
// are checked against the game's rules core.
func Parse(args []string) (Flags, error) {
	var f Flags
	var seed string
	fs := flagSet(&f, &seed)
	if err := fs.Parse(args); err != nil {
		return Flags{}, flagError(fs, err)
	}
	return finish(fs, f, seed)
}

// flagSet is parlor's flags, writing into f and seed (-seed is read as text, to name a
// bad one in words).
func flagSet(f *Flags, seed *string) *flag.FlagSet {
	fs := flag.NewFlagSet("parlor", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&f.Game, "game", "threethirteen", "")
	fs.StringVar(&f.Variant, "variant", "", "")
	fs.IntVar(&f.Players, "players", 0, "")
	fs.IntVar(&f.Rounds, "rounds", 0, "")
	fs.StringVar(&f.Options, "options", "", "")
	fs.StringVar(seed, "seed", "", "")
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
	fs.StringVar(&f.Quick, "quick", "", "")
	fs.BoolVar(&f.Rematch, "rematch", false, "")
	fs.StringVar(&f.Lang, "lang", "", "")
	return fs
}

// finish checks the parsed flags.
func finish(fs *flag.FlagSet, f Flags, seed string) (Flags, error) {
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
	if given["lang"] {
		l, err := l10n.Parse(f.Lang)
		if err != nil {
			return Flags{}, fmt.Errorf("bad -lang %q: want a language Parlor speaks: %s", f.Lang, l10n.CodeList())
		}
		f.Lang = l.Code()
	}
	if err := checkOnline(&f, given); err != nil {
		return Flags{}, err
	}
	f.Game = strings.ToLower(strings.TrimSpace(f.Game))
	f.Variant = strings.ToLower(strings.TrimSpace(f.Variant))
	if err := check(f); err != nil {
		return Flags{}, err
	}
	return f, nil
}

// flagError words an error of the flag package: a value that is not of the flag's kind
// names the flag, the value and what it wants; an unknown flag or one without its value
// is named.
func flagError(fs *flag.FlagSet, err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	msg := err.Error()
	if m := badValue.FindStringSubmatch(msg); m != nil {
		want := "another value"
		if fl := fs.Lookup(m[2]); fl != nil {
			switch fl.Value.(flag.Getter).Get().(type) {
			case int:
				want = "a whole number"
			case bool:
				want = "true or false (or -" + m[2] + " alone for true)"
			case time.Duration:
				want = "a duration such as 30s or 2m"
			}
		}
		return fmt.Errorf("bad -%s %q: want %s", m[2], m[1], want)
	}
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return fmt.Errorf("unknown flag -%s (parlor -h lists them)", name)
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return fmt.Errorf("-%s needs a value", name)
	}
	return err
}

// badValue matches the flag package's "invalid value" errors: the value and the flag.
var badValue = regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for (?:flag )?-([\w-]+)`)

// IsFlag reports whether name (without the leading dash) is one of parlor's flags.
func IsFlag(name string) bool {
	var f Flags
	var seed string
	return flagSet(&f, &seed).Lookup(name) != nil
}

// FromAddress splits the flags a browser page made of its address (each "-NAME" or
// "-NAME=VALUE", as web/index.html writes them) into parlor's own and the names of the
// rest, which a page ignores: messengers and mail add parameters such as fbclid or
// utm_source to a shared link.
func FromAddress(args []string) (flags, ignored []string) {
	for _, a := range args {
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "-") && IsFlag(name) {
			flags = append(flags, a)
		} else {
			ignored = append(ignored, name)
		}
	}
	return flags, ignored
}

// AddressWords says a command-line message in the words of a page's address: "bad
// -players 99: …" becomes "players=99 in the address cannot be used: …", and any other
// "-name" of a flag becomes "name".
func AddressWords(msg string) string {
	msg = badFlag.ReplaceAllStringFunc(msg, func(m string) string {
		sub := badFlag.FindStringSubmatch(m)
		if !IsFlag(sub[1]) {
			return m
		}
		v := sub[2]
		if u, err := strconv.Unquote(v); err == nil {
			v = u
		}
		return sub[1] + "=" + v + " in the address cannot be used:"
	})
	return flagName.ReplaceAllStringFunc(msg, func(m string) string {
		sub := flagName.FindStringSubmatch(m)
		if !IsFlag(sub[2]) {
			return m
		}
		return sub[1] + sub[2]
	})
}

var (
	badFlag  = regexp.MustCompile(`bad -([a-z][a-z-]*) ("(?:[^"\\]|\\.)*"|[^ :]+):`)
	flagName = regexp.MustCompile(`(^|[\s("'])-([a-z][a-z-]*)\b`)
)

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

// checkOnline checks -quick (a game id; not with -room) and -rematch (alone among the
// online flags: the server and room are the kept ones).
func checkOnline(f *Flags, given map[string]bool) error {
	f.Quick = strings.ToLower(strings.TrimSpace(f.Quick))
	switch {
	case given["quick"] && f.Quick == "":
		return errors.New("bad -quick \"\": want a game to play at once (" + games.IDs(", ") + ")")
	case f.Quick != "":
		if _, ok := games.Lookup(f.Quick); !ok {
			return fmt.Errorf("bad -quick %q: unknown game (have: %s)", f.Quick, games.IDs(", "))
		}
		if f.Room != "" {
			return errors.New("-quick finds a table by itself: give -room or -quick, not both")
		}
	}
	if f.Rematch && (f.Room != "" || f.Quick != "" || f.Connect != "") {
		return errors.New("-rematch needs no other online flag: it asks the server of the last online game this device finished")
	}
	return nil
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
  -room CODE           join this room on the -connect server (a code or an invite link;
                       a seat link takes that seat back)
  -quick GAME          with -connect: sit at a table of GAME at once (quick play: people
                       waiting, bots in the rest; the player count is -players, else the
                       game's fewest)
  -lang CODE           language: en, nl, de, fr, es (or pseudo, for tests);
                       default: the one chosen in the settings, else the system's
  -rematch             ask for a rematch of the last online game this device finished
                       (its server and seat are kept for a few days; no other flag needed)
`)
}
