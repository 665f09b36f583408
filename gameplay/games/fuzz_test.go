package games

import (
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/record"
	"parlor/internal/fuzzcheck"
)

// FuzzLoadRecord: any bytes are a game record that loads (or loads up to a refused
// move), or a short error. A record that loads saves to one that loads to the same game.
func FuzzLoadRecord(f *testing.F) {
	if data, err := os.ReadFile("../../docs/examples/threethirteen.json"); err == nil {
		f.Add(data)
	}
	for _, g := range All {
		lo, hi := g.Seats()
		for _, n := range []int{lo, hi} {
			m, err := match.New(g, match.Config{Players: n, Seed: 42}, nil)
			if err != nil {
				f.Fatal(err)
			}
			match.Play(m, matchtest.Bots(f, g, 42, slices.Repeat(g.Levels()[:1], n)...), 30)
			data, err := record.Marshal(m.Record())
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	for _, s := range []string{
		`{"game":"thirdwheel","players":3,"seed":1,"options":["snap","pace=300"],"moves":["1: play 12R @5","tick @1500"]}`,
		`{"game":"triples","players":4,"seed":9,"options":["chill"],"rounds":2,"decks":[[]],"moves":["draw","play GH3"]}`,
		`{"game":"troeven","variant":"solo","players":3,"seed":2,"bots":["easy","human","normal"],"moves":["trump H"]}`,
		`{"game":"threethirteen","players":2,"seed":1,"decks":[["AS","2C"]],"moves":[]}`,
		`{"Game":"x"}`, `[]`, `{"game":"triples","players":2,"seed":1,"moves":[null]}`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := record.Parse(data)
		if err != nil {
			fuzzcheck.Message(t, string(data), err)
			return
		}
		m, err := Load(r)
		if err != nil {
			fuzzcheck.Message(t, string(data), err)
			var le *match.LoadError
			if !errors.As(err, &le) {
				t.Fatalf("error %v is not a LoadError", err)
			}
			if m == nil {
				return
			}
		}
		// What loaded saves, and loads again to the same game.
		saved, err := record.Marshal(m.Record())
		if err != nil {
			t.Fatal(err)
		}
		r2, err := record.Parse(saved)
		if err != nil {
			t.Fatalf("a saved record does not parse: %v\n%s", err, saved)
		}
		m2, err := Load(r2)
		if err != nil {
			t.Fatalf("a saved record does not load: %v\n%s", err, saved)
		}
		if !reflect.DeepEqual(m2.Events(), m.Events()) || !reflect.DeepEqual(m2.Summary(), m.Summary()) {
			t.Fatalf("the saved record plays another game\n%s", saved)
		}
	})
}

// FuzzReplayMoves: a record built from fuzzed parts (game, table size, seed, options,
// moves one per line) reaches the moves far more often than fuzzed JSON does. Whatever
// the moves, loading stops at the first one that cannot be read or that the rules
// refuse, with a short error, and the match as far as it got saves and reloads equal.
func FuzzReplayMoves(f *testing.F) {
	f.Add(uint8(0), 3, uint64(1), "", "draw\ndiscard 7H\ntake\nout KS")
	f.Add(uint8(1), 3, uint64(2), "", "trump H\nplay 10H\ndummy AS\nplay 7C")
	f.Add(uint8(2), 3, uint64(3), "snap,actions", "1: play 12R @5\n0: slap @30\ntick @1500\n2: play HIKE 7\n0: discard 3H")
	f.Add(uint8(3), 4, uint64(4), "chill", "draw\nplay GH3\nplay RH5+2 GH3\ntarget 2")
	f.Fuzz(func(t *testing.T, game uint8, players int, seed uint64, options, moves string) {
		g := All[int(game)%len(All)]
		r := &record.Record{Config: match.Config{Game: g.ID(), Players: players, Seed: seed}, Moves: strings.Split(moves, "\n")}
		if options != "" {
			r.Options = strings.Split(options, ",")
		}
		data, err := record.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		r, err = record.Parse(data)
		if err != nil {
			fuzzcheck.Message(t, string(data), err)
			return
		}
		m, err := Load(r)
		if err != nil {
			fuzzcheck.Message(t, string(data), err)
			if m == nil {
				return
			}
		}
		back, err := Load(m.Record())
		if err != nil || !reflect.DeepEqual(back.Events(), m.Events()) {
			t.Fatalf("the match as far as it got does not reload equal: %v", err)
		}
	})
}
