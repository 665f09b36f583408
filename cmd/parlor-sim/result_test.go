package main

import (
	"encoding/json"
	"strings"
	"testing"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/record"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/troeven"
)

// result is the play/replay result object (match.Summary) as the tests decode it, with
// R the game's own round type.
type result[R any] struct {
	Game    string
	Variant string
	Seed    uint64
	Players int
	Options []string
	Rounds  []R
	Totals  []int
	Winners []int
	Over    bool
	Moves   int
}

type (
	thirdWheelResult = result[thirdwheel.Round]
	ttResult         = result[threethirteen.Round]
	troevenResult    = result[troeven.Round]
)

// botRecord plays a whole bot game through the match layer and returns its record.
func botRecord(t *testing.T, cfg match.Config, levels []string) *record.Record {
	t.Helper()
	g, err := games.Find(cfg.Game)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(g, cfg, levels)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := match.Play(m, matchtest.Bots(t, g, cfg.Seed, levels...), maxMoves); err != nil {
		t.Fatal(err)
	}
	return m.Record()
}

// badInput runs parlor-sim with args and wants bad input: exit 2, nothing on stdout and
// one line on stderr naming want.
func badInput(t *testing.T, want string, args ...string) {
	t.Helper()
	out, errs, code := sim(t, "", args...)
	if code != 2 || out != "" || !strings.Contains(errs, want) || strings.Count(errs, "\n") != 1 {
		t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line naming %s", args, code, out, errs, want)
	}
}

// TestPlayBadInput: play refuses a bad setup of each game (bots, players, options,
// variant, rounds) with exit 2 and one line naming what is wrong.
func TestPlayBadInput(t *testing.T) {
	for _, tc := range []struct {
		game string
		args []string
		want string
	}{
		{"threethirteen", []string{"-bots", "easy,wizard"}, `"wizard"`},
		{"threethirteen", []string{"-bots", "easy"}, "2 to 6 players"},
		{"threethirteen", []string{"-bots", "easy,easy,easy,easy,easy,easy,easy"}, "2 to 6 players"},
		{"threethirteen", []string{"-bots", "easy,easy", "-players", "3"}, "-players 3"},
		{"threethirteen", []string{"-bots", "easy,easy", "-options", "no-jokers"}, `"no-jokers"`},
		{"threethirteen", []string{"-bots", "easy,easy", "-variant", "solo"}, `"solo"`},
		{"threethirteen", []string{}, "missing -bots"},
		// An empty entry names the seat instead of silently dropping it.
		{"threethirteen", []string{"-bots", "easy,,easy"}, "seat 1 has no level"},
		{"threethirteen", []string{"-bots", "easy,easy,"}, "seat 2 has no level"},
		{"troeven", []string{"-bots", "easy,easy"}, "3 bots"},
		{"troeven", []string{"-bots", "easy,easy,easy,easy"}, "3 bots"},
		{"troeven", []string{"-bots", "easy,expert,easy"}, `"expert"`},
		{"troeven", []string{"-bots", "easy,easy,easy", "-variant", "bridge"}, `"bridge"`},
		{"troeven", []string{"-bots", "easy,easy,easy", "-players", "4"}, "not 4"},
		{"troeven", []string{"-bots", "easy,easy,easy", "-options", "snap"}, `"snap"`},
		{"troeven", []string{"-bots", "easy,easy,easy", "-rounds", "3"}, "-rounds"},
		{"triples", []string{"-players", "11", "-bots", "easy"}, "11"},
		{"triples", []string{"-players", "1", "-bots", "easy"}, "not 1"},
		{"triples", []string{"-players", "4", "-bots", "easy,easy"}, "2 levels for 4 players"},
		{"triples", []string{"-players", "2", "-bots", "easy,genius"}, `"genius"`},
		{"triples", []string{"-players", "2", "-bots", "easy,easy", "-options", "turbo"}, `"turbo"`},
		{"triples", []string{"-players", "2", "-bots", "easy,easy", "-rounds", "2"}, "-rounds"},
		{"triples", []string{"-players", "2", "-bots", "easy,easy", "-variant", "x"}, `"x"`},
		{"triples", []string{"-players", "2", "-bots", "easy,easy", "-options", "chill", "-rounds", "5000"}, "5000"},
		{"thirdwheel", []string{"-bots", "easy,easy"}, "3 bots"},
		{"thirdwheel", []string{"-bots", "easy,easy,easy,easy"}, "3 bots"},
		{"thirdwheel", []string{"-bots", "easy,genius,easy"}, `"genius"`},
		{"thirdwheel", []string{"-bots", "easy", "-options", "turbo"}, `"turbo"`},
		{"thirdwheel", []string{"-bots", "easy", "-options", "pace=5"}, `"pace=5"`},
		{"thirdwheel", []string{"-bots", "easy", "-players", "4"}, "not 4"},
		{"thirdwheel", []string{"-bots", "easy", "-variant", "x"}, `"x"`},
		{"thirdwheel", []string{"-bots", "easy", "-rounds", "2"}, "rounds 2"},
	} {
		badInput(t, tc.want, append([]string{"play", "-game", tc.game, "-seed", "1"}, tc.args...)...)
	}
}

// playTwice runs parlor-sim with args twice: it must exit 0 and print the same bytes
// both times. It returns what it printed.
func playTwice(t *testing.T, args ...string) string {
	t.Helper()
	a, errs, code := sim(t, "", args...)
	b, _, _ := sim(t, "", args...)
	if code != 0 || a != b {
		t.Fatalf("%q: exit %d (%s); the same arguments printed the same: %v", args, code, errs, a == b)
	}
	return a
}

// replay writes r to a file and runs parlor-sim replay on it.
func replay(t *testing.T, r *record.Record) (string, string, int) {
	t.Helper()
	return sim(t, "", "replay", writeRecord(t, r))
}

// replayEqualsPlay replays r, which must print exactly what `parlor-sim play playArgs`
// prints (both exit 0); it returns that.
func replayEqualsPlay(t *testing.T, r *record.Record, playArgs ...string) string {
	t.Helper()
	played := simOK(t, "", append([]string{"play"}, playArgs...)...)
	replayed, errs, code := replay(t, r)
	if code != 0 || replayed != played {
		t.Fatalf("replay (exit %d, %s) printed\n%s\nplay %q printed\n%s", code, errs, replayed, playArgs, played)
	}
	return replayed
}

// replayRefused replays r, which the rules must stop: exit 1, nothing on stdout and one
// line on stderr holding each of parts.
func replayRefused(t *testing.T, r *record.Record, parts ...string) {
	t.Helper()
	out, errs, code := replay(t, r)
	ok := code == 1 && out == "" && strings.Count(errs, "\n") == 1
	for _, p := range parts {
		ok = ok && strings.Contains(errs, p)
	}
	if !ok {
		t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and one line naming %q", r.Moves, code, out, errs, parts)
	}
}

// replayBadRecords replays r changed by each of mods: each is bad input, exit 2 and one
// line on stderr.
func replayBadRecords(t *testing.T, r *record.Record, mods ...func(*record.Record)) {
	t.Helper()
	for _, mod := range mods {
		x := *r
		mod(&x)
		if _, errs, code := replay(t, &x); code != 2 || strings.Count(errs, "\n") != 1 {
			t.Errorf("bad record %+v: exit %d %q", x, code, errs)
		}
	}
}

// simOK runs parlor-sim like sim; it must exit 0. It returns what it printed.
func simOK(t *testing.T, stdin string, args ...string) string {
	t.Helper()
	out, errs, code := sim(t, stdin, args...)
	if code != 0 {
		t.Fatalf("%q: exit %d: %s", args, code, errs)
	}
	return out
}

// decode reads the JSON object parlor-sim printed (out) as an R.
func decode[R any](t *testing.T, out string) R {
	t.Helper()
	var r R
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return r
}
