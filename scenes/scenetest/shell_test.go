//go:build display

package scenetest_test

import (
	"slices"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

func init() { all.Register() }

// table starts game's table for bots (a level per seat, "human" for a person) and
// returns it with its Shell.
func table(t *testing.T, a *scenes.App, game, bots string, seed uint64) (scenes.Scene, *scenes.Shell) {
	t.Helper()
	g, _ := scenes.Lookup(game)
	sc := Open(t, g, Setup(t, game, "", 0, "", bots, seed))
	return sc, shellOf(t, sc)
}

// shellOf is the Shell of a table scene.
func shellOf(t *testing.T, sc scenes.Scene) *scenes.Shell {
	t.Helper()
	sh := anyShell(sc)
	if sh == nil {
		t.Fatalf("no shell in %T", sc)
	}
	return sh
}

// anyShell is the Shell of a table scene (nil for any other scene).
func anyShell(sc scenes.Scene) *scenes.Shell { return scenes.ShellOf(sc) }

// moves is the number of moves made in the table's match.
func moves(sh *scenes.Shell) int { return matchOf(sh).Len() }

// games are every game (all.Games, in menu order), with a person and two bots (people)
// and with bots only (bots).
var games = func() (out []struct{ id, people, bots string }) {
	for _, g := range all.Games() {
		out = append(out, struct{ id, people, bots string }{g.Game.ID(), "human,normal,normal", "normal,normal,normal"})
	}
	return out
}()

// TestTopKeysEverywhere: every table has the same top buttons and keys: K or ? or the
// Help button open the key help, which any key or click closes (a key the game knows
// nothing of too); R or Rules open the rules; Esc or Menu ask before leaving.
func TestTopKeysEverywhere(t *testing.T) {
	for _, g := range games {
		a := App(prefs.Instant)
		tb, sh := table(t, a, g.id, g.people, 3)
		a.Goto(tb)
		Step(tb, a, 5)
		opens := []struct {
			name string
			in   input.Input
		}{{"K", *input.Keys(input.KeyK)}, {"?", input.Input{}}, {"the Help button", *input.Tap(sh.Chrome().Help.CX(), sh.Chrome().Help.CY())}}
		opens[1].in.AddChar('?')
		closes := []input.Input{{AnyKey: true}, *input.Tap(5, 5), *input.Keys(input.KeyEscape)}
		for i, o := range opens {
			Tick(tb, a, o.in)
			if !scenes.FrameOf(sh).HelpOpen() {
				t.Fatalf("%s: %s did not open the key help", g.id, o.name)
			}
			Tick(tb, a, closes[i])
			if scenes.FrameOf(sh).HelpOpen() || scenes.FrameOf(sh).Leaving() {
				t.Fatalf("%s: the help stayed open (or asked to leave) after %+v", g.id, closes[i])
			}
		}
		for _, in := range []input.Input{*input.Keys(input.KeyR), *input.Tap(sh.Chrome().Rules.CX(), sh.Chrome().Rules.CY())} {
			Tick(tb, a, in)
			if _, ok := a.Top().(*screens.Rules); !ok {
				t.Fatalf("%s: %+v opens %T, want the rules", g.id, in, a.Top())
			}
			a.Pop()
		}
		for _, in := range []input.Input{*input.Keys(input.KeyEscape), *input.Tap(sh.Chrome().Menu.CX(), sh.Chrome().Menu.CY())} {
			Tick(tb, a, in)
			if !scenes.FrameOf(sh).Leaving() {
				t.Fatalf("%s: %+v did not ask to leave", g.id, in)
			}
			Press(tb, a, input.KeyN)
			if scenes.FrameOf(sh).Leaving() || a.Next() != nil {
				t.Fatalf("%s: N did not keep playing", g.id)
			}
		}
	}
}

// TestHelpPausesBots: while the key help is open no bot moves and game time stands
// still, in every game (Third Wheel's reaction windows included); closed, the bots go on.
func TestHelpPausesBots(t *testing.T) {
	for _, g := range games {
		a := App(prefs.Normal)
		clk := 0.0
		a.Monotonic = func() float64 { return clk }
		tb, sh := table(t, a, g.id, g.bots, 5)
		a.Goto(tb)
		tick := func(n int) {
			for range n {
				clk += 1000.0 / 60
				Step(tb, a, 1)
			}
		}
		for i := 0; moves(sh) < 3; i++ {
			if i > 60*60 {
				t.Fatalf("%s: the bots made %d moves in a minute", g.id, moves(sh))
			}
			tick(1)
		}
		scenes.FrameOf(sh).ShowHelp()
		tick(1)
		n, game := moves(sh), sh.Clock().Game
		tick(60 * 20)
		if moves(sh) != n || sh.Clock().Game != game {
			t.Errorf("%s: behind the help %d moves were made and game time ran %v ms", g.id, moves(sh)-n, sh.Clock().Game-game)
		}
		Tick(tb, a, input.Input{AnyKey: true})
		tick(60 * 20)
		if moves(sh) == n {
			t.Errorf("%s: the bots did not go on once the help closed", g.id)
		}
	}
}

// TestToastNeverCoversAButton: at every table and at a wide and a tall screen, and a
// phone's upright and on its side, a toast (short or so long it wraps) never lies over
// one of the table's controls or top buttons.
func TestToastNeverCoversAButton(t *testing.T) {
	msgs := []string{"Wait for your turn.", "You can't go out yet: your best discard still leaves 27 points unmatched, so keep collecting melds before you try again; this sentence is long on purpose."}
	for _, g := range games {
		for _, size := range [][2]float64{{1280, 800}, {1700, 800}, {1280, 1100}, {390, 844}, {844, 390}} {
			a := App(prefs.Instant)
			a.W, a.H = size[0], size[1]
			tb, sh := table(t, a, g.id, g.people, 3)
			Step(tb, a, 2)
			ch := sh.Chrome()
			controls := append([]geom.Rect{ch.Help, ch.Rules, ch.Menu}, ch.Controls...)
			for _, msg := range msgs {
				box, _ := scenes.FrameOf(sh).ToastBox(a.Measure(), msg)
				if box.W <= 0 || box.X < 0 || box.X+box.W > a.W {
					t.Errorf("%s %v: toast box %+v", g.id, size, box)
				}
				for _, r := range controls {
					if box.Overlaps(r) {
						t.Errorf("%s %v: the toast %+v covers the control %+v", g.id, size, box, r)
					}
				}
			}
		}
	}
}

// TestSceneChangeEmptiesDOM: the browser's presses of one scene never reach the next:
// every scene change empties them.
func TestSceneChangeEmptiesDOM(t *testing.T) {
	a := App(prefs.Instant)
	a.Goto(screens.NewMenu(Setup(t, "threethirteen", "", 2, "", "", 1)))
	for _, change := range []func(){
		func() { a.Push(screens.NewMenu(Setup(t, "troeven", "", 3, "", "", 1))) },
		func() { a.Pop() },
		func() { a.Goto(screens.NewMenu(Setup(t, "triples", "", 2, "", "", 1))) },
	} {
		a.DOM = []input.DOMPress{{Code: "Space", Stamp: 10}}
		change()
		if len(a.DOM) != 0 {
			t.Errorf("%d DOM presses survive a scene change", len(a.DOM))
		}
	}
}

// TestMenuChoicesAreTheGames: the options and variants each game's rules.md offers the
// menu are exactly the on/off options and the variants its rules core knows, and every game has its summary, rules
// and key help.
func TestMenuChoicesAreTheGames(t *testing.T) {
	for _, g := range scenes.Games() {
		var opts, vars []string
		for _, o := range g.Options {
			opts = append(opts, o.ID)
		}
		for _, v := range g.Variants {
			vars = append(vars, v.ID)
		}
		// Options that take a value ("pace=") are not the menu's toggles.
		toggles := slices.DeleteFunc(g.Game.Options(), func(o string) bool { return strings.HasSuffix(o, "=") })
		if !slices.Equal(opts, toggles) || !slices.Equal(vars, g.Game.Variants()) {
			t.Errorf("%s: the menu offers options %q and variants %q; the game has %q and %q", g.ID, opts, vars, toggles, g.Game.Variants())
		}
		if g.Summary == "" || len(g.Rules) < 5 || len(g.Keys) < 3 && g.ID != "thirdwheel" {
			t.Errorf("%s: summary %q, %d rules sections, %d key rows", g.ID, g.Summary, len(g.Rules), len(g.Keys))
		}
	}
}
