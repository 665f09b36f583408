//go:build display

package layoutcheck

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	gamesreg "parlor/gameplay/games"
	"parlor/gameplay/match"
	tr "parlor/gameplay/triples"
	"parlor/online/onlinetest"
	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	"parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/triples/board"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// size is a screen the layouts are checked at, in CSS pixels (one device pixel each);
// touch: a phone's or a tablet's, where tap targets and text have their least sizes.
type size struct {
	w, h  int
	touch bool
}

// sizes: phone portrait (390×844, 360×640), phone landscape (844×390, and a small one
// 640×360), tablet portrait and landscape (768×1024, 1024×768), and three desktop
// windows (an upright one).
var sizes = []size{{390, 844, true}, {360, 640, true}, {844, 390, true}, {768, 1024, true},
	{1024, 768, true}, {640, 360, true}, {1280, 800, false}, {800, 600, false}, {700, 1000, false}}

// knownFaults are the rules a screen at a size still breaks, each with why, keyed
// "SCREEN@WxH/rule" or "WxH/rule" (every screen at that size): the test logs those
// faults, and fails when a listed key has none left (so the list only shrinks).
var knownFaults = map[string]string{}

// known is the reason a fault of screen at sz is listed in knownFaults, and its key.
func known(screen string, sz size, rule string) (key, why string) {
	for _, k := range []string{fmt.Sprintf("%s@%dx%d/%s", screen, sz.w, sz.h, rule), fmt.Sprintf("%dx%d/%s", sz.w, sz.h, rule)} {
		if w, ok := knownFaults[k]; ok {
			return k, w
		}
	}
	return "", ""
}

// env is what every screen is built from: the history of played games, the server
// (online screens) and the test.
type env struct {
	t       *testing.T
	history *saves.Mem
	played  *match.Match
	games   map[string]*match.Match // whole games by game (playedGame)
}

// aScreen is one screen of the game: its name and how it is made on a (whose size is
// set); the screen is then updated until it settles.
type aScreen struct {
	name  string
	build func(e *env, a *scenes.App) scenes.Scene
}

// table opens game's table for bots on a (the human in seat 0).
// helpOf is game's table for three (the person and two normal bots) with its key help
// open (K).
func helpOf(game string) func(*env, *scenes.App) scenes.Scene {
	return func(e *env, a *scenes.App) scenes.Scene {
		sc := table(game, 3, "human,normal,normal", nil)(e, a)
		press(a, sc, input.KeyK)
		return sc
	}
}

func table(game string, players int, bots string, then func(*scenes.Shell)) func(*env, *scenes.App) scenes.Scene {
	return func(e *env, a *scenes.App) scenes.Scene {
		g, _ := scenes.Lookup(game)
		sc := show(a, scenetest.Open(e.t, g, scenetest.Setup(e.t, game, "", players, "", bots, 3)))
		if then != nil {
			then(scenes.ShellOf(sc))
			scenetest.Step(sc, a, 1)
		}
		return sc
	}
}

// press is a table's follow-up: key k pressed.
func press(a *scenes.App, sc scenes.Scene, k input.Key) { scenetest.Press(sc, a, k) }

var allScreens = []aScreen{
	{"threethirteen", table("threethirteen", 3, "human,normal,normal", nil)},
	{"troeven", table("troeven", 3, "human,normal,normal", nil)},
	{"thirdwheel", table("thirdwheel", 3, "human,normal,normal", nil)},
	{"triples2", table("triples", 2, "human,normal", nil)},
	{"triples6", table("triples", 6, "human,normal,normal,normal,normal,normal", nil)},
	{"refusal", table("triples", 2, "human,normal", func(sh *scenes.Shell) {
		sh.Toast(l10n.T("Those three cards are not a triple: their colours are neither all the same nor all different"))
	})},
	{"refusal-long", table("triples", 2, "human,normal", func(sh *scenes.Shell) {
		// The longest a refusal of a play gets: three cards named, and what two share.
		cs, err := tr.ParseList("BQ1 PC2 RT3")
		if err != nil {
			panic(err)
		}
		sh.Toast(board.NotATriple(cs[:2], cs[2:]))
	})},
	{"leave", func(e *env, a *scenes.App) scenes.Scene {
		sc := table("threethirteen", 3, "human,normal,normal", nil)(e, a)
		press(a, sc, input.KeyEscape)
		return sc
	}},
	{"settings", func(e *env, a *scenes.App) scenes.Scene {
		sc := table("troeven", 3, "human,normal,normal", nil)(e, a)
		press(a, sc, input.KeyG)
		return sc
	}},
	{"help", helpOf("thirdwheel")},
	{"help-troeven", helpOf("troeven")},
	{"help-threethirteen", helpOf("threethirteen")},
	{"help-triples", helpOf("triples")},
	{"privacy", table("threethirteen", 3, "human,human,normal", nil)},
	{"thirdwheel-hotseat", func(e *env, a *scenes.App) scenes.Scene {
		// Two people at one screen, Snap Match: a SLAP button each, naming its player.
		g, _ := scenes.Lookup("thirdwheel")
		sc := show(a, scenetest.Open(e.t, g, scenetest.Setup(e.t, "thirdwheel", "", 3, "snap", "human,human,normal", 3)))
		press(a, sc, input.KeyEnter) // the first person takes the screen
		return settle(sc, a)
	}},
	{"roundend", func(e *env, a *scenes.App) scenes.Scene {
		// Bots only: the first round (three cards each) ends by itself.
		sc := table("threethirteen", 3, "normal,normal,normal", nil)(e, a)
		sh := scenes.ShellOf(sc)
		for i := 0; i < 6000 && !sh.RoundOver(); i++ {
			scenetest.Step(sc, a, 1)
		}
		if !sh.RoundOver() {
			e.t.Fatal("Three-Thirteen's first round did not end")
		}
		return sc
	}},
	{"daily", func(e *env, a *scenes.App) scenes.Scene {
		a.Saves = saves.NewMem() // a device key: the daily deal is for an identified player
		return dailyShown(e, a)
	}},
	{"board", func(e *env, a *scenes.App) scenes.Scene {
		return show(a, screens.NewBoard(scenetest.Setup(e.t, "triples", "", 2, "", "human,normal", 0), "triples"))
	}},
	{"menu", func(e *env, a *scenes.App) scenes.Scene {
		return show(a, screens.NewMenu(scenetest.Setup(e.t, "threethirteen", "", 0, "", "", 0)))
	}},
	{"scores", func(e *env, a *scenes.App) scenes.Scene {
		sh := &ui.ScoreSheet{Game: "Troeven", Names: []string{"You", "Basil (normal)", "Cleo (easy)"}, Totals: []int{31, 42, 27}}
		for r := 0; r < 11; r++ {
			sh.Scores = append(sh.Scores, []int{r, 2 * r, 3 * r})
			sh.RoundLabels = append(sh.RoundLabels, fmt.Sprintf("%d · ♣ · ", r+1)+l10n.T("%s calls", "Basil"))
		}
		return show(a, screens.NewScoring(sh, nil, func(*scenes.App) (scenes.Scene, error) { return nil, nil }))
	}},
	{"rules", func(e *env, a *scenes.App) scenes.Scene {
		g, _ := scenes.Lookup("troeven")
		return show(a, screens.NewRules(g))
	}},
	{"history", func(e *env, a *scenes.App) scenes.Scene { a.Saves = e.history; return show(a, screens.NewHistory()) }},
	{"stats", func(e *env, a *scenes.App) scenes.Scene { a.Saves = e.history; return show(a, screens.NewStats()) }},
	{"replay", func(e *env, a *scenes.App) scenes.Scene {
		r, err := screens.NewReplay(e.played, time.Time{}, func(*scenes.App) scenes.Scene { return screens.NewHistory() })
		if err != nil {
			e.t.Fatal(err)
		}
		return show(a, r)
	}},
	{"lobby", func(e *env, a *scenes.App) scenes.Scene {
		return show(a, screens.NewLobby(scenetest.Setup(e.t, "triples", "", 2, "", "human,human", 7), ""))
	}},
	{"online", func(e *env, a *scenes.App) scenes.Scene {
		l := show(a, screens.NewLobby(scenetest.Setup(e.t, "triples", "", 2, "", "human,human", 7), ""))
		scenetest.Press(l, a, input.KeyEnter) // Create room: the table waits for one more
		for end := time.Now().Add(20 * time.Second); scenes.RemoteOf(a.Top()) == nil; {
			if time.Now().After(end) {
				e.t.Fatal("Create room gave no table")
			}
			scenetest.Step(a.Top(), a, 1)
			for a.Next() != nil || a.Transitioning() {
				a.Update() // the fade to the table
			}
		}
		return settle(a.Top(), a)
	}},
}

// show makes sc the screen on a (after the fade from the last one) and lets it settle.
func show(a *scenes.App, sc scenes.Scene) scenes.Scene {
	a.Goto(sc)
	for a.Transitioning() {
		a.Update()
	}
	return settle(sc, a)
}

// settle updates sc until it reports a stable picture (at most 10 s of game time).
func settle(sc scenes.Scene, a *scenes.App) scenes.Scene {
	scenetest.Step(sc, a, 3)
	st, ok := sc.(scenes.Settler)
	for i := 0; ok && i < 600 && !st.Settled(); i++ {
		scenetest.Step(sc, a, 1)
	}
	return sc
}

// playedOut is a whole Troeven game of bots (a person's seat among them).
func playedOut(t *testing.T) *match.Match {
	g, _ := gamesreg.Lookup("troeven")
	m, err := match.New(g, match.Config{Game: "troeven", Players: 3, Seed: 4}, []string{"human", "normal", "easy"})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]match.Bot, 3)
	for i := range bots {
		bots[i], _ = g.NewBot(g.Levels()[0], i, 4)
	}
	if _, err := match.Play(m, bots, 1<<20); err != nil || !m.Over() {
		t.Fatalf("playing out: %v (over %v)", err, m.Over())
	}
	return m
}

// TestLayouts draws every screen once at every size with the layout recorder on and
// checks the record (layoutFaults). PARLOR_LAYOUT_SHOTS=DIR saves each picture there
// as SCREEN-WxH.png, to look at; PARLOR_LAYOUT_ONLY=SCREEN,… draws only those screens
// (while a layout is being fixed: the known faults are then not checked).
func TestLayouts(t *testing.T) {
	e := layoutEnv(t)
	shots := os.Getenv("PARLOR_LAYOUT_SHOTS")
	rec := &ui.LayoutRec{}
	seen := map[string]int{} // the knownFaults keys met, and how often
	// One App per size, as a player's: its card atlases are made once for its scale.
	apps := map[size]*scenes.App{}
	only := os.Getenv("PARLOR_LAYOUT_ONLY")
	for _, s := range slices.Concat(allScreens, replayScreens) {
		if only != "" && !slices.Contains(strings.Split(only, ","), s.name) {
			continue
		}
		start := time.Now()
		for _, sz := range sizes {
			key := fmt.Sprintf("%s@%dx%d", s.name, sz.w, sz.h)
			a := apps[sz]
			if a == nil {
				a = scenetest.App(prefs.Instant)
				apps[sz] = a
			}
			faults, c := draw(t, e, a, s, sz, rec, shots, s.name)
			var bad []string
			for _, f := range faults {
				if k, _ := known(s.name, sz, f.rule); k != "" {
					seen[k]++
					continue
				}
				bad = append(bad, f.rule+": "+f.what)
			}
			if len(bad) > 0 {
				t.Errorf("%s (%.0f×%.0f layout units at %.2f): %d faults:\n\t%s", key, c.W, c.H, c.S, len(bad), strings.Join(first(bad, 15), "\n\t"))
			}
		}
		t.Logf("%s: %v", s.name, time.Since(start).Round(time.Millisecond))
	}
	for k, why := range knownFaults {
		if only != "" {
			break
		}
		if seen[k] == 0 {
			t.Errorf("%s is listed as a known fault (%s) but no screen breaks it now: take it off the list", k, why)
		} else {
			t.Logf("known fault %s (%s): %d", k, why, seen[k])
		}
	}
}

// layoutEnv is what the screens are drawn in: a settings folder of t's own, the games
// registered, a -dev parlor-server for the online screens (no limit on an address's
// rooms or daily deals: every size draws the daily deal), and a history holding one
// played game.
func layoutEnv(t *testing.T) *env {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	all.Register()
	addr := onlinetest.Start(t, "-dev", "-conns-per-addr", "0", "-rooms-per-min", "0", "-results-per-min", "0")
	screens.OnlineServer = "ws://" + addr + "/ws"
	e := &env{t: t, history: saves.NewMem(), played: playedOut(t)}
	saves.AddHistory(e.history, e.played, time.Date(2026, 12, 1, 15, 0, 0, 0, time.UTC))
	return e
}

// draw shows screen s on a at size sz, draws it with the layout recorder rec on and
// returns the record's faults and the canvas; with shots set it saves the picture there
// as NAME-WxH.png.
func draw(t *testing.T, e *env, a *scenes.App, s aScreen, sz size, rec *ui.LayoutRec, shots, name string) ([]fault, *ui.Canvas) {
	a.Saves = nil
	a.W, a.H, a.Scale = ui.Fit(float64(sz.w), float64(sz.h), 1)
	sc := s.build(e, a)
	// The screen shown picks its logical size (App.Fit): a table with a short
	// landscape layout takes it, and is laid out again for it.
	short := a.Fit(float64(sz.w), float64(sz.h), 1)
	if short {
		settle(a.Top(), a)
	}
	if f := afterFit[s.name]; f != nil {
		f(e, a, sc)
	}
	img := ebiten.NewImage(sz.w, sz.h)
	defer img.Deallocate()
	c := &ui.Canvas{DPR: 1, Rec: rec, Short: short}
	c.Begin(img)
	rec.Reset()
	a.Draw(c)
	faults := layoutFaults(topLayer(rec.Items), c.W, c.H, c.S/c.DPR, sz.touch)
	if shots != "" {
		save(t, img, filepath.Join(shots, fmt.Sprintf("%s-%dx%d.png", name, sz.w, sz.h)))
	}
	if r := scenes.RemoteOf(sc); r != nil {
		r.Close()
	}
	return faults, c
}

// topLayer is the items drawn over the last shade (a dialog over its table: the table
// is checked on its own).
func topLayer(items []ui.RecItem) []ui.RecItem {
	top := 0
	for _, it := range items {
		top = max(top, it.Layer)
	}
	var out []ui.RecItem
	for _, it := range items {
		if it.Layer == top {
			out = append(out, it)
		}
	}
	return out
}

// first is at most n of faults, and how many more there are.
func first(faults []string, n int) []string {
	if len(faults) <= n {
		return faults
	}
	return append(faults[:n:n], fmt.Sprintf("… and %d more", len(faults)-n))
}

// save writes img as a PNG to path.
func save(t *testing.T, img *ebiten.Image, path string) {
	rgba := image.NewRGBA(img.Bounds())
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}
