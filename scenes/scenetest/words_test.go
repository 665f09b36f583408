//go:build display

package scenetest_test

import (
	"regexp"
	"sort"
	"testing"

	"parlor/gameplay/match"
	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// badWords are the slips of agreement the tables once made: a plural after 1 ("leaves 1
// points", "1 tricks"), "a" before a vowel sound ("a 8", "a 11"), the viewer's name made
// possessive ("You's"), and a Third Wheel suit in the singular after "of" ("5 of ring").
var badWords = regexp.MustCompile(`(^|[^0-9.])1 (points|tricks|cards|branches|wins|moves|bots)\b|\b[Aa] (8|11|18)\b|\b[Aa] 8[0-9]\b|You's|\bof (heart|ring|disco)\b`)

// TestNoBadWordsInBotGames plays a few games of every table with a person whose
// decisions a normal bot makes through the table (Submit), and reads every banner,
// toast and hint shown on the way (the table's descriptions of the events and its
// refusals and advice): none says "1 points", "1 tricks", "a 8", "a 11", "You's" or
// "5 of ring".
func TestNoBadWordsInBotGames(t *testing.T) {
	setups := []struct {
		game, bots string
		seeds      []uint64
	}{
		{"threethirteen", "human,normal,normal", []uint64{1, 2}},
		{"troeven", "human,normal,normal", []uint64{1, 2}},
		{"thirdwheel", "human,normal,normal", []uint64{1, 2, 3}},
		{"triples", "human,normal,normal,normal", []uint64{1, 2, 3}},
	}
	for _, s := range setups {
		said := map[string]bool{}
		for _, seed := range s.seeds {
			for text := range playThrough(t, s.game, s.bots, seed) {
				said[text] = true
			}
		}
		var bad []string
		for text := range said {
			if badWords.MatchString(text) {
				bad = append(bad, text)
			}
		}
		sort.Strings(bad)
		if len(bad) > 0 {
			t.Errorf("%s: %d messages with a slip of agreement: %q", s.game, len(bad), bad)
		}
		t.Logf("%s: %d different messages", s.game, len(said))
		if len(said) < 20 {
			t.Errorf("%s: only %d different messages seen: too few games to test", s.game, len(said))
		}
	}
}

// playThrough plays a game of game at the table with seat 0 a person whose moves a
// normal bot chooses, asking for a hint before each of them, and returns every banner,
// toast and hint text shown.
func playThrough(t *testing.T, game, bots string, seed uint64) map[string]bool {
	t.Helper()
	a := App(prefs.Instant)
	tb, sh := table(t, a, game, bots, seed)
	a.Goto(tb)
	m := MatchOf(sh)
	g, _ := scenes.Lookup(game)
	bot, err := g.Game.NewBot("normal", 0, seed)
	if err != nil {
		t.Fatal(err)
	}
	said := map[string]bool{}
	note := func(s string) {
		if s != "" {
			said[s] = true
		}
	}
	for n := 0; n < 60000 && !m.Over(); n++ {
		note(sh.BannerShown())
		note(sh.ToastShown())
		switch {
		case sh.RoundOver():
			Press(tb, a, input.KeyEnter)
			continue
		case m.ToMove() == 0 && sh.Viewer() == 0 && sh.MayMove():
			v := m.View(0)
			if _, why, ok := g.Game.Hint(v); ok {
				note(why.String())
			}
			sh.Try(match.Choose(bot, v))
		}
		Step(tb, a, 1)
	}
	if !m.Over() {
		t.Fatalf("%s seed %d: no end after 60000 updates (%d moves)", game, seed, m.Len())
	}
	return said
}
