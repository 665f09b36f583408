// Package scenes is the middle of Parlor's front end: the App (the scene manager, the
// settings, the card atlases), the games' registry (GameInfo, Setup), the table
// framework (Shell, Table) and the sessions a table plays through (LocalSession,
// RemoteSession, ReplaySession). Each game's table lives in a sub-package
// (scenes/threethirteen, …) and joins the menu by registering a GameInfo; scenes/all
// lists them. The drawing kit is scenes/ui; the screens around the tables (menu,
// lobby, rules, history, statistics, score sheet, replay viewer) are scenes/screens,
// which this package reaches only through the App's hooks (Screens); the platform's
// input and page is scenes/device.
//
// A table sees the game only as its seat does: the Shell it embeds gives it the
// viewer's view, its events and a way to make moves, and nothing that leads to the
// match, a state or the session (see Shell).
//
// Update reads input once per tick into an Input and advances the active scene; Draw only
// draws. Animations count ticks (60 per second); the tables' real-time rules (reaction
// windows, race stamps, bot pacing) run on a monotonic clock each table reads once per
// Update (gametime.Clock).
package scenes

import (
	"errors"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets/sound"
	"parlor/scenes/device"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
	"parlor/sprites"
)

// TPS is the number of ticks per second (Ebitengine's default).
const TPS = 60

// TickMs is the length of one update in ms at TPS updates a second: the time a table
// counts per update when the App has no monotonic clock (tests, a lesson).
const TickMs = 1000.0 / TPS

// Scene is one screen of the game. Update runs once per tick and may switch scenes
// through the App; Draw only draws, in layout units through the Canvas.
type Scene interface {
	Update(a *App) error
	Draw(c *ui.Canvas)
}

// Settler is implemented by scenes that animate. Settled reports that nothing is moving
// and no move is pending, so a screenshot taken now shows a stable picture.
type Settler interface {
	Settled() bool
}

// TransitionTicks is the length of a scene change (fade to dark and back), in ticks.
const TransitionTicks = 16

// App is the state shared by every scene: settings, sound, the card atlas, the current
// input and the scene stack. Scenes receive it in Update.
type App struct {
	// Prefs are the player's settings; call SavePrefs after changing them.
	Prefs prefs.Settings
	// PrefsErr is the problem met loading the settings file, if any (shown once).
	PrefsErr error
	// Sound plays effects; never nil, silent without a device.
	Sound *sound.Player
	// In is this tick's input.
	In ui.Input
	// Tick counts Update calls since start.
	Tick int
	// W, H are the logical screen size in layout units; Scale is device pixels per unit.
	W, H, Scale float64
	// Launch is the configuration given on the command line, used by the menu as its
	// starting values and by scenes for "new game".
	Launch Setup
	// Monotonic is the monotonic clock in ms the tables read once per Update (gametime.Clock);
	// nil (tests) makes a table count TickMs per Update.
	Monotonic func() float64
	// ReadyBeat makes the tables on the monotonic clock start their game time only after
	// their first frame and a ready beat, and take a beat after a stalled frame
	// (gametime.Beat); NewApp sets it, tests of other timing leave it off.
	ReadyBeat bool
	// Saves is where the game in progress (and the history) is kept: the settings
	// folder, the browser's localStorage, or memory in tests; nil keeps nothing.
	// SavesErr is why there is no store (shown once by the menu).
	Saves    saves.Store
	SavesErr error
	// DOM are this tick's presses from the browser's DOM listeners, with their own
	// timestamps (always empty on the desktop). They last one tick like In, and a
	// scene change empties them: input never reaches the next scene.
	DOM []input.DOMPress
	// Notice is a message for whichever scene is up to show (the browser refused full
	// screen); the scene that shows it clears it.
	Notice string
	// Screens make the screens the tables open but package scenes does not hold (the
	// menu, the score sheet, the rules, the online screen); set by whoever builds the
	// App (scenes/screens.Install).
	Screens Screens
	// Sliced: a table whose deck's atlas is not made yet is shown after a Loading scene
	// that draws it a few cards a frame (cmd/parlor sets it; tests leave it off and
	// step their tables at once).
	Sliced bool
	// Mirror is the page's screen reader mirror in the browser's blind mode (?a11y;
	// scenes/blind.go); nil everywhere else.
	Mirror Mirror
	// Feed, when set, stands in for the devices (tests, tools): Update takes each tick's
	// input from it instead of Ebitengine, and the tick then runs as for a real key or
	// gamepad button (the pad's buttons mapped onto keys, then the top scene).
	Feed func(in *input.Input)
	// Vibrate shakes the player's gamepad for d at strength (0 to 1) where it can (a
	// lost slap race); NewApp sets it to the device's, nil does nothing.
	Vibrate func(d time.Duration, strength float64)

	// touch: the person plays by touch (the last press was a finger's; before any, the
	// screen is a touch screen); see Touch.
	touch   bool
	mirror  mirrorState
	stack   []Scene
	next    Scene
	nextPop bool
	trans   int // ticks left in the transition; the swap happens at the midpoint
	reader  device.Reader
	atlases sprites.Atlases
	quit    bool
	measure ui.Canvas
	// screen: the first screen after the start-up's loading has been drawn (NoteScreen).
	screen bool
}

// Screens are the constructors of the screens a table goes to, which live above package
// scenes (in scenes/screens, which imports it): hooks set when the App is built, so that
// scenes never imports the package of its screens. A nil hook makes its way out do
// nothing.
type Screens struct {
	// Menu is the menu with setup s's choices (its seed 0: a fresh one).
	Menu func(s Setup) Scene
	// Scores is the score sheet sh; resume is the table its "Next round" returns to (nil
	// once the game is over), newGame deals a fresh game with the same seats.
	Scores func(sh *ui.ScoreSheet, resume Scene, newGame func(a *App) (Scene, error)) Scene
	// Rules is game g's rules screen, pushed over the table; learn: it may offer g's
	// guided first game (StartLesson), which leaves the table (a local game of a
	// person's, kept by the autosave; never an online, watched or lesson table).
	Rules func(g *GameInfo, learn bool) Scene
	// Lobby is the online screen for setup s (code: a room to join at once, or "").
	Lobby func(s Setup, code string) Scene
}

// LeaveToMenu goes from a table back to the menu, keeping the table's setup as the
// menu's choices but not its seed (a new game gets a fresh deal).
func LeaveToMenu(a *App, s Setup) {
	s.Seed = 0
	if a.Screens.Menu != nil {
		a.Goto(a.Screens.Menu(s))
	}
}

// ShowScores opens the score sheet sh from a table. While the game goes on, table is
// the scene "Next round" returns to; "New game" deals setup again with a fresh seed
// through newTable.
func ShowScores(a *App, sh *ui.ScoreSheet, table Scene, setup Setup, newTable func(Setup) (Scene, error)) {
	if a.Screens.Scores == nil {
		return
	}
	var resume Scene
	if !sh.Over {
		resume = table
	}
	newGame := func(a *App) (Scene, error) {
		s := setup
		s.Seed = RandomSeed()
		a.Launch = s
		return newTable(s)
	}
	sc := a.Screens.Scores(sh, resume, newGame)
	a.mirror.sheet, a.mirror.sheetOf, a.mirror.sheetNew, a.mirror.sheetBack = sh, sc, newGame, resume
	a.Goto(sc)
}

// Measure is a Canvas for measuring and wrapping text in Update (it draws nothing): its
// scale and size are the current screen's.
func (a *App) Measure() *ui.Canvas {
	a.measure.S, a.measure.W, a.measure.H, a.measure.Touch = a.Scale, a.W, a.H, a.touch
	return &a.measure
}

// NewApp makes the App with loaded settings (a broken file gives defaults and PrefsErr)
// and a sound player whose effects a Loading scene with StartSteps makes.
func NewApp(launch Setup) *App {
	p, err := prefs.Load()
	a := &App{Prefs: p, PrefsErr: err, Launch: launch, W: ui.BaseW, H: ui.BaseH, Scale: 1, Monotonic: device.MonotonicMs, ReadyBeat: true, Vibrate: device.Vibrate}
	a.Saves, a.SavesErr = saves.Default()
	device.Start()
	a.touch = device.TouchScreen()
	a.Sound = sound.Begin() // its effects are made by StartSteps' first step
	a.Sound.SetMuted(p.Muted)
	return a
}

// SavePrefs stores the settings and applies the sound setting; a failure is returned to
// be shown, never fatal.
func (a *App) SavePrefs() error {
	a.Sound.SetMuted(a.Prefs.Muted)
	return prefs.Save(a.Prefs)
}

// Top is the active scene (nil before the first Goto).
func (a *App) Top() Scene {
	if len(a.stack) == 0 {
		return nil
	}
	return a.stack[len(a.stack)-1]
}

// unready is the deck of table s when the App draws atlases in slices (Sliced) and that
// deck's atlas is not made yet; nil otherwise.
func (a *App) unready(s Scene) sprites.Deck {
	sh := ShellOf(s)
	if !a.Sliced || sh == nil || sh.info == nil || sh.info.Deck == nil || a.atlases.Ready(sh.info.Deck) {
		return nil
	}
	return sh.info.Deck
}

// Goto replaces the whole stack with s after a short fade. The first call shows s at once.
// A table whose deck's atlas is not made yet comes after a Loading scene that draws it a
// few cards a frame.
func (a *App) Goto(s Scene) {
	a.DOM = a.DOM[:0]
	if d := a.unready(s); d != nil {
		table := s
		s = NewLoading(DeckSteps(d), func(*App) (Scene, error) { return table, nil })
	}
	if len(a.stack) == 0 {
		a.stack = append(a.stack, s)
		return
	}
	a.next, a.nextPop, a.trans = s, false, TransitionTicks
}

// Push shows s over the current scene at once (rules screen, …); Pop returns to the
// scene below with its state intact.
func (a *App) Push(s Scene) {
	a.DOM = a.DOM[:0]
	a.stack = append(a.stack, s)
}

// Pop removes the top scene, returning to the one below (no-op on the last scene).
func (a *App) Pop() {
	a.DOM = a.DOM[:0]
	if len(a.stack) > 1 {
		a.stack[len(a.stack)-1] = nil
		a.stack = a.stack[:len(a.stack)-1]
	}
}

// Next is the scene a transition in progress is heading to (nil when none is).
func (a *App) Next() Scene { return a.next }

// PixelScale is how many screen (device) pixels a layout unit is: Scale, or 1 before
// the window has one.
func (a *App) PixelScale() float64 {
	if a.Scale <= 0 {
		return 1
	}
	return a.Scale
}

// Quit asks the game to end after this tick.
func (a *App) Quit() { a.quit = true }

// ShortFit is implemented by a scene with a layout for a short landscape screen (a
// phone held sideways, geom.Short): ShortLayout reports that it has one now.
type ShortFit interface{ ShortLayout() bool }

// Fit sets W, H and Scale for a screen of devW×devH device pixels at dpr device pixels
// per CSS pixel: ui.FitShort when the scene shown has a short landscape layout
// (ShortFit), else ui.Fit. short reports the first (a Canvas's Short must match it).
func (a *App) Fit(devW, devH, dpr float64) (short bool) {
	f, ok := a.Top().(ShortFit)
	if short = ok && f.ShortLayout(); short {
		a.W, a.H, a.Scale = ui.FitShort(devW, devH, dpr)
	} else {
		a.W, a.H, a.Scale = ui.Fit(devW, devH, dpr)
	}
	return short
}

// Transitioning reports a scene change in progress.
func (a *App) Transitioning() bool { return a.trans > 0 }

// Settled reports no transition and a settled top scene.
func (a *App) Settled() bool {
	if a.trans > 0 || a.Top() == nil {
		return false
	}
	if s, ok := a.Top().(Settler); ok {
		return s.Settled()
	}
	return true
}

// atlas is deck d's atlas at the current scale and deck colours (sprites.Atlases),
// made on first use and made again by the App's Update when the window's scale settles
// on a new value or four-colour changes (AtlasOf).
func (a *App) atlas(d sprites.Deck) sprites.AnyAtlas {
	return a.atlases.Get(d, a.Scale, a.Prefs.FourColour)
}

// Touch reports that the person plays by touch: the last press was a finger's (before
// any press or key, that the screen is a touch screen). The canvas then says "tap" and
// shows no key hints (ui.Canvas.Touch): a phone has no keys to press.
func (a *App) Touch() bool { return a.touch }

// FollowInput takes this tick's input (In) into Touch: a finger's press makes it true,
// a mouse click or a key false. The App's Update calls it; tests may too.
func (a *App) FollowInput() {
	switch {
	case a.In.Pressed && a.In.Touch:
		a.touch = true
	case a.In.Pressed || a.In.AnyKey || a.In.NKeys > 0:
		a.touch = false
	}
}

// ApplyPad turns this tick's gamepad presses into keys (input.Input.ApplyPad), with
// scene sc's map where it has one (input.PadMapper), else input.DefaultPad. Update
// calls it for the top scene before the scene sees the tick.
func (a *App) ApplyPad(sc Scene) {
	m := &input.DefaultPad
	if pm, ok := sc.(input.PadMapper); ok {
		m = pm.PadMap()
	}
	a.In.ApplyPad(m)
}

// Shake vibrates the player's gamepad for d at strength (Vibrate), if it can.
func (a *App) Shake(d time.Duration, strength float64) {
	if a.Vibrate != nil {
		a.Vibrate(d, strength)
	}
}

// ToggleFullscreen switches full screen on or off (F anywhere, or a button); call it
// from Update, while a key or click is being handled: a browser grants full screen
// only then. A refusal comes back as a Notice.
func (a *App) ToggleFullscreen() {
	device.ToggleFullscreen(func(msg string) { a.Notice = msg })
}

// errQuit ends the game loop without an error.
var errQuit = ebiten.Termination

// clickEffect is the sound of a button.
const clickEffect = sound.Click

var colorBlack = color.RGBA{0, 0, 0, 0xff}

// Update advances one tick: reads input, advances the transition or the top scene.
func (a *App) Update() error {
	a.Tick++
	if a.Feed != nil {
		a.In = input.Input{}
		a.Feed(&a.In)
	} else {
		a.reader.Read(&a.In, a.PixelScale())
	}
	a.ApplyPad(a.Top())
	a.DOM = device.DrainDOM(a.DOM[:0])
	a.FollowInput()
	device.FollowPixelRatio()
	a.atlases.Maintain(a.Scale, a.Prefs.FourColour)
	if a.In.Key(input.KeyF) {
		a.ToggleFullscreen()
	}
	if a.quit {
		return errQuit
	}
	if a.trans > 0 {
		a.trans--
		if a.trans == TransitionTicks/2 {
			if a.nextPop {
				a.Pop()
			} else {
				for i := range a.stack {
					a.stack[i] = nil
				}
				a.stack = append(a.stack[:0], a.next)
			}
			a.next = nil
		}
		return nil
	}
	top := a.Top()
	if top == nil {
		return errors.New("no scene to show")
	}
	a.mirrorTake()
	if err := top.Update(a); err != nil {
		return err
	}
	a.mirrorScreen(top)
	if a.quit {
		return errQuit
	}
	return nil
}

// Draw draws the top scene and the transition's dark veil.
func (a *App) Draw(c *ui.Canvas) {
	if top := a.Top(); top != nil {
		top.Draw(c)
		if _, loading := top.(*Loading); !loading && !a.screen {
			a.screen = true
			device.NoteScreen()
		}
	}
	if a.trans > 0 {
		half := float64(TransitionTicks) / 2
		d := math.Abs(float64(a.trans) - half)
		alpha := 1 - d/half
		c.Shade(ui.WithAlpha(colorBlack, alpha))
	}
}
