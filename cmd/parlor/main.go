// Command parlor is the game: a window on the desktop, a canvas in the browser (the
// same main package built for js/wasm by cmd/parlor-web).
//
// Flags (docs/commands.md#parlor): -game, -variant, -players, -options, -seed, -bots
// (comma list of per-seat bot levels, "human" for a person), -autoplay (bots take every
// seat), -scene menu|table|scoring|stats|history (start there; scoring first plays the
// configured game out with bots), -resume (continue the game in progress), -replay FILE
// (open a game record in the replay viewer), -screenshot FILE (save a PNG once the scene
// has settled, then exit 0), -exit-after DURATION, -games N (with -autoplay: N games in a
// row, then exit 0), -rounds N (a game length the table may choose: Triples' chill mode),
// -connect ws://…/ws -room CODE (join an online room; a seat link takes its seat), -quick
// GAME (with -connect: quick play), -rematch (a rematch of the last online game finished
// here), -lang CODE (the language: en, nl, de, fr, es, or pseudo for tests; else the
// settings', else the system's from LC_ALL, LC_MESSAGES or LANG). A bad flag prints one line and exits with status 2, and -h prints the flags,
// both without a display: packages cli and early read the command line before Ebitengine
// starts.
//
// In the browser the page's address gives the flags: ?scene=table&players=4&autoplay,
// ?lang=nl (without it, the settings' language, else navigator.languages').
//
// Environment: PARLOR_CONFIG_DIR moves the settings file (scenes/prefs), PARLOR_AUDIO=off
// silences the game, and PARLOR_DEMO (development screenshots with -screenshot) holds
// words: "round11" skips ahead to round 11, "help" opens the key help, "settings" the
// settings, "rules" the rules screen, "reveal" waits for a round's end, "privacy" for the
// pass-and-play screen, "review" (with -replay) has the hard bot review the game and shows
// its costliest move, "review summary" the review's summary, "hint" the hint of the
// person's first turn, "lesson" opens the game's lesson (where the settings leave it) at
// its step on show, "lessonend" follows it to its last step, "lessonwrong" to its first
// move step, where it makes a move the narrator explains instead; "goout" (Three-Thirteen)
// plays on to a turn of the first seat's where a discard goes out and asks the go-out
// question; "shown" lifts the pass-and-play screen for the first person. PARLOR_WINDOW=WxH
// (development screenshots) opens the window that many pixels wide and high, e.g. 390x844
// for a phone held upright.
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/cmd/parlor/cli"
	"parlor/cmd/parlor/early"
	"parlor/online/client"
	"parlor/scenes"
	"parlor/scenes/all"
	"parlor/scenes/device"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// options are the parsed command line: the checked flags (-connect and -room as
// onlineFlags reads them) and the setup they name.
type options struct {
	cli.Flags
	setup scenes.Setup
	// seat is a seat link's token (-room with a link ending #seat=…; in the browser the
	// page's fragment), the seat to take in Room.
	seat string
}

// fromFlags turns the checked command line (package early) into the setup and scene.
func fromFlags(f cli.Flags) (options, error) {
	if inBrowser && (f.Screenshot != "" || f.ExitAfter != 0) {
		return options{}, fmt.Errorf("-screenshot and -exit-after are for the desktop game, not the browser")
	}
	if inBrowser && f.Replay != "" {
		return options{}, fmt.Errorf("-replay reads a file: in the browser, import the record from the history screen")
	}
	seed := f.Seed
	if !f.SeedSet {
		seed = scenes.RandomSeed()
	}
	setup, err := scenes.ParseSetup(f.Game, f.Variant, f.Players, f.Options, f.Bots, seed, f.Autoplay)
	if err != nil {
		return options{}, err
	}
	setup.Rounds = f.Rounds
	seat := client.SeatToken(f.Room)
	if inBrowser && seat == "" {
		seat = pageSeat()
	}
	if f.Connect == "" && f.Quick != "" && inBrowser {
		f.Connect = pageServer()
	}
	if f.Quick != "" && f.Connect == "" {
		return options{}, fmt.Errorf("-quick %s needs -connect ws://HOST:PORT/ws (the server to play on)", f.Quick)
	}
	if f.Connect, f.Room, err = onlineFlags(f.Connect, f.Room); err != nil {
		return options{}, err
	}
	return options{Flags: f, setup: setup, seat: seat}, nil
}

func gameIDs() []string {
	var ids []string
	for _, g := range scenes.Games() {
		ids = append(ids, g.ID)
	}
	return ids
}

// onlineFlags checks -connect and -room: the server is a ws:// or wss:// address (in the
// browser, by default the page's own server); a room needs a server.
func onlineFlags(connect, room string) (string, string, error) {
	connect = strings.TrimSpace(connect)
	if connect == "" && room != "" && inBrowser {
		connect = pageServer()
	}
	if connect != "" && !strings.HasPrefix(connect, "ws://") && !strings.HasPrefix(connect, "wss://") {
		return "", "", fmt.Errorf("bad -connect %q: want the server's address, ws://HOST:PORT/ws", connect)
	}
	if room == "" {
		return connect, "", nil
	}
	code := client.RoomCode(room)
	if connect == "" {
		return "", "", fmt.Errorf("-room %s needs -connect ws://HOST:PORT/ws (the server the room is on)", code)
	}
	if code == "" || len(code) > 16 || strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" {
		return "", "", fmt.Errorf("bad -room %q: want the room's code (letters and digits) or its invite link", room)
	}
	return connect, code, nil
}

// firstScene builds the scene the command line asks for.
func firstScene(a *scenes.App, o options) (scenes.Scene, error) {
	if o.Resume {
		return resumeScene(a, o)
	}
	g, _ := scenes.Lookup(o.setup.Game)
	if inBrowser {
		screens.OnlineServer = pageServer()
		screens.ReviewProgress = pageReview
	}
	if o.Rematch {
		return screens.NewLobbyWith(o.setup, screens.LobbyStart{Rematch: true}), nil
	}
	if o.Connect != "" {
		screens.OnlineServer = o.Connect
		return screens.NewLobbyWith(o.setup, screens.LobbyStart{Code: o.Room, Token: o.seat, Quick: o.Quick}), nil
	}
	if o.Replay != "" {
		return openReplay(o.Replay, o.setup)
	}
	switch o.Scene {
	case "history":
		return screens.NewHistory(), nil
	case "stats":
		return screens.NewStats(), nil
	case "table":
		return tableScene(a, o)
	case "scoring":
		sh, err := g.PlayOut(o.setup)
		if err != nil {
			return nil, err
		}
		setup := o.setup
		return screens.NewScoring(sh, nil, func(a *scenes.App) (scenes.Scene, error) {
			s := setup
			s.Seed = scenes.RandomSeed()
			return g.NewTable(s)
		}), nil
	}
	m := screens.NewMenu(o.setup)
	if o.SeedSet {
		m.SetSeed(o.setup.Seed)
	}
	return m, nil
}

// noGameToResume is what the menu says to -resume (?resume) with no game in progress.
const noGameToResume = "There is no game in progress to continue: choose a game to start one."

// resumeScene is the table of the game in progress (-resume). With none saved, or
// saved data that is not a playable game (reported on stderr, moved aside), it is the
// menu, which says so too.
func resumeScene(a *scenes.App, o options) (scenes.Scene, error) {
	menu := screens.NewMenu(o.setup)
	if a.SavesErr != nil {
		fmt.Fprintln(os.Stderr, "parlor: -resume: games in progress cannot be kept: "+a.SavesErr.Error())
		return menu, nil
	}
	sv, err := saves.LoadGame(a.Saves)
	switch {
	case err != nil:
		fmt.Fprintln(os.Stderr, "parlor: -resume: "+saves.BrokenText(err))
		menu.Say(saves.BrokenText(err))
		device.Say(saves.BrokenText(err))
		return menu, nil
	case sv == nil:
		fmt.Fprintln(os.Stderr, "parlor: -resume: there is no game in progress in "+a.Saves.Where()+"; starting at the menu")
		menu.Say(noGameToResume)
		device.Say(noGameToResume)
		return menu, nil
	}
	return scenes.Resume(a, sv.Match, o.Autoplay)
}

func main() {
	all.Register()
	if early.Err != nil {
		// Only the browser gets here: the desktop build has exited in package early.
		fail(early.Err, 2)
	}
	o, err := fromFlags(early.Flags)
	if err != nil {
		fail(err, 2)
	}
	app := screens.NewApp(o.setup)
	l10n.Set(l10n.Choose(o.Lang, app.Prefs.Language))
	pageMirror(app)
	if last, ok := scenes.LastSetup(app.Prefs, o.setup.Seed); ok && !o.Chosen {
		o.setup, app.Launch = last, last
	}
	// The first screen comes after its start-up work, done a slice a frame (the sounds,
	// the fonts, the masks, a table's cards), so that the page is never frozen.
	app.Sliced = true
	var decks []sprites.Deck
	if g, ok := scenes.Lookup(o.setup.Game); ok && o.Scene == "table" && o.Connect == "" && !o.Resume && !o.Rematch && o.Replay == "" {
		decks = append(decks, g.Deck)
	}
	app.Goto(scenes.NewLoading(scenes.StartSteps(decks...), func(a *scenes.App) (scenes.Scene, error) {
		first, err := firstScene(a, o)
		if err != nil {
			fail(err, 2)
		}
		return first, nil
	}))
	g := newGame(app, o)
	ebiten.SetWindowTitle("Parlor")
	ebiten.SetWindowSize(ui.BaseW, ui.BaseH)
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
		l10n.Set(pageLang())
		pageFatal(l10n.T("This address cannot start the game: %s", cli.AddressWords(err.Error())) + "\n\n" +
			l10n.T("Address parameters: game (%[1]s), variant, players, options, seed, bots, autoplay, scene (menu, table, scoring, stats, history), room (an online room's code), quick (a game to play online at once), lang (%[2]s).",
				strings.Join(gameIDs(), ", "), l10n.CodeList()))
	}
	os.Exit(status)
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
