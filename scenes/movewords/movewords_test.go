package movewords_test

import (
	"strconv"
	"testing"

	gamesreg "parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/movewords"

	// The games' words (each registers its Sayer).
	_ "parlor/scenes/thirdwheel/mirrorwords"
	_ "parlor/scenes/threethirteen/mirrorwords"
	_ "parlor/scenes/triples/mirrorwords"
	_ "parlor/scenes/troeven/mirrorwords"
)

// TestSayEveryMove plays a whole game of each game with bots and says each of its moves:
// in English the words are the game core's own (Game.MoveWords, with its "seat 2"), and
// in Dutch every move is said in Dutch words, not the core's.
func TestSayEveryMove(t *testing.T) {
	t.Cleanup(func() { l10n.Set(l10n.En) })
	seat := func(i int) string { return "seat " + strconv.Itoa(i) }
	for _, tc := range []struct {
		game    string
		players int
	}{{"troeven", 3}, {"threethirteen", 3}, {"triples", 4}, {"thirdwheel", 3}} {
		t.Run(tc.game, func(t *testing.T) {
			g, ok := gamesreg.Lookup(tc.game)
			if !ok {
				t.Fatalf("no game %s", tc.game)
			}
			levels := make([]string, tc.players)
			bots := make([]match.Bot, tc.players)
			for i := range bots {
				levels[i] = g.Levels()[0]
				bots[i], _ = g.NewBot(levels[i], i, 5)
			}
			m, err := match.New(g, match.Config{Game: tc.game, Players: tc.players, Seed: 5}, levels)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := match.Play(m, bots, 1<<20); err != nil || !m.Over() {
				t.Fatalf("playing out: %v (over %v)", err, m.Over())
			}
			said := 0
			for _, e := range m.Log() {
				if mv, ok := e.Move.(thirdwheel.Move); ok && mv.Kind == thirdwheel.MoveTick {
					continue // the core says a tick in notation; the clock's words are ours
				}
				l10n.Set(l10n.En)
				en := movewords.Say(g, e.Move, seat)
				if want := g.MoveWords(e.Move); en != want {
					t.Errorf("movewords.Say(%v) in English = %q, the core says %q", e.Move, en, want)
				}
				l10n.Set(l10n.Nl)
				if nl := movewords.Say(g, e.Move, seat); nl == en {
					t.Errorf("movewords.Say(%v) in Dutch = %q: the English words", e.Move, nl)
				}
				said++
			}
			if said < 20 {
				t.Errorf("only %d moves said", said)
			}
		})
	}
}
