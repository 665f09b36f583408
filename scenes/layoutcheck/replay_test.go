//go:build display

package layoutcheck

import (
	"testing"
	"time"

	gamesreg "parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// afterFit are what is done to a screen, by its name, once it is shown at its size: the
// replay viewer's score chart opened, its More panel opened on a phone (elsewhere it has
// no More).
var afterFit = map[string]func(e *env, a *scenes.App, sc scenes.Scene){
	"replay-chart": func(e *env, a *scenes.App, sc scenes.Scene) {
		scenetest.Press(sc, a, input.KeyC)
		if !sc.(*screens.Replay).ChartOpen() {
			e.t.Fatal("C did not open the chart")
		}
	},
	"replay-more": func(e *env, a *scenes.App, sc scenes.Scene) {
		r := sc.(*screens.Replay)
		if b := r.BarButton("More"); b.W > 0 {
			scenetest.Click(r, a, b.CX(), b.CY())
			if !r.MoreOpen() {
				e.t.Fatal("More did not open its panel")
			}
		}
	},
}

// replayScreens are the replay viewer of a whole game of each of the four games, a
// third of the way in with the last move just shown (its banner up).
var replayScreens = []aScreen{
	replayOf("threethirteen", 3, 7),
	replayOf("troeven", 3, 4),
	replayOf("thirdwheel", 3, 5),
	replayOf("triples", 4, 3),
	{"replay-more", replayOf("troeven", 3, 4).build},
	{"replay-chart", replayOf("troeven", 3, 4).build},
	{"replay-end", func(e *env, a *scenes.App) scenes.Scene {
		// The record's end: the final standings over the table, under the bar.
		r := replayOf("triples", 4, 3).build(e, a).(*screens.Replay)
		if err := r.Seek(r.Len()); err != nil {
			e.t.Fatal(err)
		}
		return settle(r, a)
	}},
}

// replayOf is the replay screen of a game of players bots (a person's seat first)
// played out from seed, a third of the way in.
func replayOf(game string, players int, seed uint64) aScreen {
	return aScreen{"replay-" + game, func(e *env, a *scenes.App) scenes.Scene {
		m := e.playedGame(game, players, seed)
		r, err := screens.NewReplay(m, time.Time{}, func(*scenes.App) scenes.Scene { return screens.NewHistory() })
		if err != nil {
			e.t.Fatal(err)
		}
		k := max(1, m.Len()/3)
		if err := r.Seek(k - 1); err != nil {
			e.t.Fatal(err)
		}
		if err := r.Step(); err != nil {
			e.t.Fatal(err)
		}
		return show(a, r)
	}}
}

// playedGame is a whole game of game played by bots from seed, seat 0 a person's
// (played once, then kept).
func (e *env) playedGame(game string, players int, seed uint64) *match.Match {
	if m, ok := e.games[game]; ok {
		return m
	}
	m := playOut(e.t, game, players, seed)
	if e.games == nil {
		e.games = map[string]*match.Match{}
	}
	e.games[game] = m
	return m
}

// playOut plays a whole game of game for players bots from seed (seat 0 recorded as a
// person's).
func playOut(t *testing.T, game string, players int, seed uint64) *match.Match {
	g, _ := gamesreg.Lookup(game)
	levels := make([]string, players)
	bots := make([]match.Bot, players)
	for i := range bots {
		levels[i] = g.Levels()[0]
		bots[i], _ = g.NewBot(levels[i], i, seed)
	}
	levels[0] = "human"
	m, err := match.New(g, match.Config{Game: game, Players: players, Seed: seed}, levels)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := match.Play(m, bots, 1<<20); err != nil || !m.Over() {
		t.Fatalf("playing out %s: %v (over %v)", game, err, m.Over())
	}
	return m
}
