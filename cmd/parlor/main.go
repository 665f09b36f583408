// Command parlor is the game: a window on the desktop, a canvas in the browser (the
// same main package built for js/wasm by cmd/parlor-web).
//
// Flags (DESIGN.md): -game, -variant, -players, -options, -seed, -bots (comma list of
// per-seat bot levels, "human" for a person), -autoplay (bots take every seat),
// -scene menu|table|scoring (start there; scoring first plays the configured game out
// with bots), -resume (continue the game in progress), -screenshot FILE (save a PNG once the scene has settled, then exit 0),
// -exit-after DURATION. A bad flag prints one line and exits with status 2. (On Linux the
// desktop build needs an X display even to start: Ebitengine opens it before main runs.)
//
// In the browser the page's address gives the flags: ?scene=table&players=4&autoplay.
//
// Environment: PARLOR_CONFIG_DIR moves the settings file (scenes/prefs), PARLOR_AUDIO=off
// silences the game, and PARLOR_DEMO (development screenshots with -screenshot) holds
// words: "round11" skips ahead to round 11, "help" opens the key help, "settings" the settings, "rules" the rules
// screen, "reveal" waits for a round's end, "privacy" for the pass-and-play screen.
// PARLOR_WINDOW=WxH (development screenshots) opens the window that many pixels wide and
// high, e.g. 390x844 for a phone held upright.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes"
	"parlor/scenes/saves"
	"parlor/scenes/thirdwheel"
	"parlor/scenes/threethirteen"
	"parlor/scenes/triples"
	"parlor/scenes/troeven"
)

// options are the parsed command line.
type options struct {
	setup      scenes.Setup
	scene      string
	screenshot string
	exitAfter  time.Duration
	resume     bool
	autoplay   bool
	// chosen: the command line names the game or its seats (-game, -variant,
	// -players, -options, -bots, -autoplay); otherwise the menu starts from the last
	// setup.
	chosen bool
}

// register adds every game Parlor ships to the menu, in menu order.
func register() {
	scenes.Register(threethirteen.Info())
	scenes.Register(troeven.Info())
	scenes.Register(triples.Info())
	scenes.Register(thirdwheel.Info())
}

// parseFlags reads the command line. Errors are one line naming the bad flag or value.
func parseFlags(args []string) (options, error) {
	fs := flag.NewFlagSet("parlor", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	game := fs.String("game", "threethirteen", "game id: "+strings.Join(gameIDs(), ", "))
	variant := fs.String("variant", "", "variant id (games that have them)")
	players := fs.Int("players", 0, "number of players (default: from -bots, else the game's default)")
	opts := fs.String("options", "", "comma list of table option ids")
	seed := fs.String("seed", "", "deal seed, a whole number (default: random)")
	bots := fs.String("bots", "", "comma list of per-seat bot levels, \"human\" for a person (default: human,normal,…)")
	autoplay := fs.Bool("autoplay", false, "bots take every seat")
	scene := fs.String("scene", "menu", "start scene: menu, table or scoring")
	shot := fs.String("screenshot", "", "save a PNG of the screen to FILE once the scene has settled, then exit")
	exitAfter := fs.Duration("exit-after", 0, "quit after this long (e.g. 10s)")
	resume := fs.Bool("resume", false, "continue the game in progress (saved after every move)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return options{}, err
		}
		return options{}, err
	}
	if fs.NArg() > 0 {
		return options{}, fmt.Errorf("unexpected argument %q (all settings are flags, e.g. -players 4)", fs.Arg(0))
	}
	var o options
	switch *scene {
	case "menu", "table", "scoring":
		o.scene = *scene
	default:
		return options{}, fmt.Errorf("bad -scene %q: want menu, table or scoring", *scene)
	}
	var s uint64
	if *seed != "" {
		v, err := strconv.ParseUint(strings.TrimSpace(*seed), 10, 64)
		if err != nil || v == 0 {
			return options{}, fmt.Errorf("bad -seed %q: want a whole number from 1 to 18446744073709551615", *seed)
		}
		s = v
	} else {
		s = scenes.RandomSeed()
	}
	// -players left out means 0, "the default"; given, it must be a positive number.
	playersSet := false
	fs.Visit(func(f *flag.Flag) { playersSet = playersSet || f.Name == "players" })
	if *players < 0 || (playersSet && *players == 0) {
		return options{}, fmt.Errorf("bad -players %d: want a positive number (or leave -players out for the game's default)", *players)
	}
	if inBrowser && (*shot != "" || *exitAfter != 0) {
		return options{}, fmt.Errorf("-screenshot and -exit-after are for the desktop game, not the browser")
	}
	if *exitAfter < 0 {
		return options{}, fmt.Errorf("bad -exit-after %v: want a positive duration", *exitAfter)
	}
	setup, err := scenes.ParseSetup(strings.ToLower(strings.TrimSpace(*game)), strings.ToLower(strings.TrimSpace(*variant)), *players, *opts, *bots, s, *autoplay)
	if err != nil {
		return options{}, err
	}
	o.setup = setup
	o.resume, o.autoplay = *resume, *autoplay
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "game", "variant", "players", "options", "bots", "autoplay":
			o.chosen = true
		}
	})
	o.screenshot = *shot
	o.exitAfter = *exitAfter
	return o, nil
}

func gameIDs() []string {
	var ids []string
	for _, g := range scenes.Games() {
		ids = append(ids, g.ID)
	}
	return ids
}

// firstScene builds the scene the command line asks for.
func firstScene(a *scenes.App, o options) (scenes.Scene, error) {
	if o.resume {
		return resumeScene(a, o)
	}
	g, _ := scenes.Lookup(o.setup.Game)
	switch o.scene {
	case "table":
		return g.NewTable(a, o.setup)
	case "scoring":
		sh, err := g.PlayOut(o.setup)
		if err != nil {
			return nil, err
		}
		setup := o.setup
		return scenes.NewScoring(sh, nil, func(a *scenes.App) (scenes.Scene, error) {
			s := setup
			s.Seed = scenes.RandomSeed()
			return g.NewTable(a, s)
		}), nil
	}
	return scenes.NewMenu(o.setup), nil
}

// resumeScene is the table of the game in progress (-resume). With none saved, or
// saved data that is not a playable game (reported on stderr, moved aside), it is the
// menu, which says so too.
func resumeScene(a *scenes.App, o options) (scenes.Scene, error) {
	menu := scenes.NewMenu(o.setup)
	if a.SavesErr != nil {
		fmt.Fprintln(os.Stderr, "parlor: -resume: games in progress cannot be kept: "+a.SavesErr.Error())
		return menu, nil
	}
	sv, err := saves.LoadGame(a.Saves)
	switch {
	case err != nil:
		fmt.Fprintln(os.Stderr, "parlor: -resume: "+scenes.BrokenText(err))
		menu.Say(scenes.BrokenText(err))
		return menu, nil
	case sv == nil:
		fmt.Fprintln(os.Stderr, "parlor: -resume: there is no game in progress in "+a.Saves.Where()+"; starting at the menu")
		return menu, nil
	}
	return scenes.Resume(a, sv.Match, o.autoplay)
}

func main() {
	register()
	o, err := parseFlags(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		usage(os.Stdout)
		os.Exit(0)
	}
	if err != nil {
		fail(err, 2)
	}
	app := scenes.NewApp(o.setup)
	if last, ok := scenes.LastSetup(app.Prefs, o.setup.Seed); ok && !o.chosen {
		o.setup, app.Launch = last, last
	}
	first, err := firstScene(app, o)
	if err != nil {
		fail(err, 2)
	}
	app.Goto(first)
	g := newGame(app, o)
	ebiten.SetWindowTitle("Parlor")
	ebiten.SetWindowSize(scenes.BaseW, scenes.BaseH)
	ebiten.SetWindowSizeLimits(320, 400, -1, -1)
	if w, h, ok := windowSize(os.Getenv("PARLOR_WINDOW")); ok {
		ebiten.SetWindowSize(w, h)
	}
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "parlor: "+err.Error())
		os.Exit(1)
	}
	if g.shotErr != nil {
		fmt.Fprintln(os.Stderr, "parlor: "+g.shotErr.Error())
		os.Exit(1)
	}
}

// fail reports err (stderr; in the browser also on the page) and exits with status.
func fail(err error, status int) {
	msg := "parlor: " + err.Error()
	fmt.Fprintln(os.Stderr, msg)
	if inBrowser {
		pageFatal(strings.Replace(msg, "parlor: ", "This address cannot start the game: ", 1) +
			"\n\nAddress parameters: game (" + strings.Join(gameIDs(), ", ") + "), variant, players, options, seed, bots, autoplay, scene (menu, table, scoring).")
	}
	os.Exit(status)
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage: parlor [flags]
  -game ID             game to play (`+strings.Join(gameIDs(), ", ")+`)
  -variant ID          variant of the game, if it has any
  -players N           number of players
  -options a,b         table options (RULES.md ids)
  -seed S              deal seed (default: random)
  -bots L,L,...        per seat: a bot level, or "human"
  -autoplay            bots take every seat
  -scene S             start at menu, table or scoring
  -resume              continue the game in progress
  -screenshot FILE     save a PNG once the scene has settled, then exit
  -exit-after D        quit after D (e.g. 30s)
`)
}

// windowSize parses PARLOR_WINDOW's "WxH" (each 320 to 4000 pixels).
func windowSize(v string) (w, h int, ok bool) {
	a, b, found := strings.Cut(v, "x")
	w, err1 := strconv.Atoi(a)
	h, err2 := strconv.Atoi(b)
	if !found || err1 != nil || err2 != nil || w < 320 || h < 320 || w > 4000 || h > 4000 {
		return 0, 0, false
	}
	return w, h, true
}
