package main

import (
	"flag"
	"io"
	"strconv"
	"strings"

	"parlor/gameplay/record"
)

// playArgs are the flags of `parlor-sim play` (DESIGN.md), already checked for form.
type playArgs struct {
	Game    string
	Variant string   // "" when not given: the game's default
	Players int      // 0 when not given: the game decides (usually len(Bots))
	Options []string // RULES.md option ids
	Seed    uint64
	Bots    []string // one level per seat (easy, normal, hard)
	Rounds  int      // Triples chill mode: rounds to play; 0 when not given
}

// gameEntry is one game's part of parlor-sim. play runs a whole bot game and returns the
// result object (DESIGN.md: game, variant, seed, players, rounds, totals, winners);
// replay replays a record and returns the same object, or a *rejectedError.
type gameEntry struct {
	play   func(a playArgs) (any, error)
	replay func(r *record.Record) (any, error)
}

var games = map[string]gameEntry{}

// registerGame adds a game to play and replay; each game's file calls it in init.
func registerGame(id string, e gameEntry) { games[id] = e }

func gameNames() string {
	var names []string
	for n := range games {
		names = append(names, n)
	}
	return strings.Join(sortStrings(names), "|")
}

func init() {
	registerCommand("play", cmdPlay)
	registerCommand("replay", cmdReplay)
}

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

func cmdPlay(args []string, _ io.Reader, stdout io.Writer) error {
	fs := newFlagSet("play")
	game := fs.String("game", "", "game id")
	variant := fs.String("variant", "", "variant id")
	players := fs.Int("players", 0, "number of seats")
	options := fs.String("options", "", "comma-separated option ids")
	seed := fs.String("seed", "", "seed (unsigned integer)")
	bots := fs.String("bots", "", "comma-separated bot levels, one per seat")
	rounds := fs.Int("rounds", 0, "rounds to play (Triples chill mode)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return badf("unexpected argument %q", fs.Arg(0))
	}
	e, ok := games[*game]
	if !ok {
		if *game == "" {
			return badf("missing -game (want %s)", gameNames())
		}
		return badf("unknown game %q (want %s)", *game, gameNames())
	}
	if *seed == "" {
		return badf("missing -seed")
	}
	s, err := strconv.ParseUint(*seed, 10, 64)
	if err != nil {
		return badf("bad -seed %q: want an unsigned integer", *seed)
	}
	if *bots == "" {
		return badf("missing -bots (one level per seat, e.g. easy,normal,easy)")
	}
	// An empty entry ("easy,,easy") would silently drop a seat.
	for i, f := range strings.Split(*bots, ",") {
		if strings.TrimSpace(f) == "" {
			return badf("-bots %q: seat %d has no level (want one level per seat, e.g. easy,normal,easy)", *bots, i)
		}
	}
	if *players < 0 {
		return badf("bad -players %d", *players)
	}
	if *rounds < 0 {
		return badf("bad -rounds %d", *rounds)
	}
	a := playArgs{Game: *game, Variant: *variant, Players: *players, Seed: s,
		Bots: splitList(*bots), Options: splitList(*options), Rounds: *rounds}
	res, err := e.play(a)
	if err != nil {
		return err
	}
	return writeJSON(stdout, res)
}

func cmdReplay(args []string, _ io.Reader, stdout io.Writer) error {
	if len(args) != 1 {
		return badf("want exactly one record file, got %d arguments", len(args))
	}
	r, err := record.Load(args[0])
	if err != nil {
		return badf("unreadable replay: %v", err)
	}
	e, ok := games[r.Game]
	if !ok {
		return badf("%s: unknown game %q (want %s)", args[0], r.Game, gameNames())
	}
	res, err := e.replay(r)
	if err != nil {
		return err
	}
	return writeJSON(stdout, res)
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
