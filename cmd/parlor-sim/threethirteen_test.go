package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/gameplay/threethirteen"
	"parlor/internal/golden"
)

func TestPlayIsDeterministic(t *testing.T) {
	a := playTwice(t, "play", "-game", "threethirteen", "-seed", "11", "-bots", "easy,normal,easy", "-options", "forbid-retake")
	r := decode[ttResult](t, a)
	if r.Game != "threethirteen" || r.Players != 3 || r.Seed != 11 || len(r.Rounds) != 11 || !r.Over {
		t.Fatalf("result %+v", r)
	}
	totals := make([]int, 3)
	for i, rd := range r.Rounds {
		if want := threethirteen.WildFor(i + 1).String(); rd.Wild != want {
			t.Errorf("round %d wild %s, want %s", i+1, rd.Wild, want)
		}
		if rd.Out < 0 || rd.Scores[rd.Out] != 0 {
			t.Errorf("round %d: seat %d went out but scored %v", i+1, rd.Out, rd.Scores)
		}
		for s, p := range rd.Scores {
			totals[s] += p
		}
	}
	for s := range totals {
		if totals[s] != r.Totals[s] {
			t.Errorf("totals %v are not the sum of the rounds %v", r.Totals, totals)
		}
	}
	for _, w := range r.Winners {
		for _, tot := range r.Totals {
			if r.Totals[w] > tot {
				t.Errorf("winner %d total %d is not the lowest of %v", w, r.Totals[w], r.Totals)
			}
		}
	}
	c, _, _ := sim(t, "", "play", "-game", "threethirteen", "-seed", "12", "-bots", "easy,normal,easy")
	if c == a {
		t.Error("a different seed gave the same game")
	}
}

// recordBotGame plays a seeded bot game and writes down its moves as a game record.
func recordBotGame(t *testing.T, seed uint64, levels []string, opts []string) *record.Record {
	t.Helper()
	return botRecord(t, match.Config{Game: "threethirteen", Players: len(levels), Options: opts, Seed: seed}, levels)
}

// TestReplayEqualsPlay: a bot game written down move by move replays to exactly what
// play printed for the same seed and bots.
func TestReplayEqualsPlay(t *testing.T) {
	levels := []string{"normal", "easy", "normal"}
	rec := recordBotGame(t, 2026, levels, []string{"forbid-retake"})
	replayEqualsPlay(t, rec, "-game", "threethirteen", "-seed", "2026", "-bots", strings.Join(levels, ","), "-options", "forbid-retake")
}

// TestDocumentedExample: docs/examples/threethirteen.json is a whole game; it replays to
// the end with the result pinned in testdata (the moves are fixed, so only a rules change
// can move it). -update rewrites the example from today's bots and the pinned result.
func TestDocumentedExample(t *testing.T) {
	example := filepath.Join("..", "..", "docs", "examples", "threethirteen.json")
	if *golden.Update {
		if err := record.Save(example, recordBotGame(t, 2026, []string{"normal", "easy", "normal"}, []string{"forbid-retake"})); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := sim(t, "", "replay", example)
	if code != 0 || !strings.Contains(out, `"over":true`) {
		t.Fatalf("replay of %s: exit %d, %s%s", example, code, out, errOut)
	}
	golden.Check(t, filepath.Join("testdata", "threethirteen-example.golden.json"), out)
}

func writeRecord(t *testing.T, r *record.Record) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "game.json")
	if err := record.Save(p, r); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestReplayRejectedMove(t *testing.T) {
	rec := recordBotGame(t, 5, []string{"easy", "easy"}, nil)
	// Moves 1–3 are the first draw, its discard and the next seat's draw; a second draw
	// in the same turn breaks the rule "draw once, then discard".
	rec.Moves = append(rec.Moves[:3:3], "draw")
	replayRefused(t, rec, `move 4 "draw"`, "already-drew")

	// A move that is not a move at all is bad input (exit 2), not a broken rule.
	for _, bad := range []string{"fold", "discard ZZ"} {
		rec.Moves = []string{"draw", bad}
		_, errOut, code := replay(t, rec)
		if code != 2 || !strings.Contains(errOut, `move 2 "`+bad+`"`) {
			t.Errorf("%q: exit %d, %q; want exit 2 naming move 2", bad, code, errOut)
		}
	}
}

func TestReplayPartialAndBadFiles(t *testing.T) {
	rec := recordBotGame(t, 8, []string{"easy", "easy", "easy"}, nil)
	rec.Moves = rec.Moves[:10]
	out, _, code := replay(t, rec)
	if code != 0 || !strings.Contains(out, `"over":false`) || !strings.Contains(out, `"moves":10`) {
		t.Errorf("partial record: exit %d, %s", code, out)
	}

	dir := t.TempDir()
	for name, body := range map[string]string{
		"trunc.json":   `{"game":"threethirteen","players":3,`,
		"game.json":    `{"game":"gin","players":2,"seed":1,"moves":[]}`,
		"players.json": `{"game":"threethirteen","players":9,"seed":1,"moves":[]}`,
		"deck.json":    `{"game":"threethirteen","players":2,"seed":1,"decks":[["AS","ZZ"]],"moves":[]}`,
		"option.json":  `{"game":"threethirteen","players":2,"seed":1,"options":["jokers"],"moves":[]}`,
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		out, errOut, code := sim(t, "", "replay", p)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 and one line", name, code, out, errOut)
		}
	}
}
