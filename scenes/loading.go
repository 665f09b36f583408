package scenes

import (
	"math"
	"strconv"

	"parlor/assets"
	"parlor/scenes/device"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// The start-up's work (the sounds, the fonts, the shapes' masks, a deck's atlas, the
// first screen) is done a slice at a time by a Loading scene, so that no frame holds the
// browser's one thread for long: the page stays alive, the spinner turns and a progress
// line says what is being done ("Drawing the cards… 30 of 56").

// LoadBudgetMs is how long, in ms of the monotonic clock, a Loading scene works in one
// update: slices are done until it is spent (at least one a frame). With the frame's own
// cost it keeps a task well under 200 ms on a quiet machine, in few enough frames.
const LoadBudgetMs = 60

// LoadStep is one piece of start-up work done a slice at a time: Run does one slice and
// reports how far the piece is, done of total (done ≥ total: finished). Words name it on
// the progress line ("Drawing the cards").
type LoadStep struct {
	Words string
	Run   func(a *App) (done, total int)
}

// Loading is the scene shown while steps are done, a few slices a frame, with a spinner
// and a progress line; then it makes the scene to show (then) and puts it in its place
// at once. An error from then ends the game, as a scene's would.
type Loading struct {
	steps       []LoadStep
	then        func(a *App) (Scene, error)
	step        int
	done, total int
	fonts       bool // the fonts are read: the progress line can be written
	ticks       int
}

// NewLoading is the scene that does steps and then shows the scene then makes.
func NewLoading(steps []LoadStep, then func(a *App) (Scene, error)) *Loading {
	return &Loading{steps: steps, then: then}
}

// StartSteps are the start-up's steps before the first screen: the sounds' effects, the
// fonts, the shapes' masks and the atlases of decks (a table's deck, so that its first
// frame does not draw a whole deck).
func StartSteps(decks ...sprites.Deck) []LoadStep {
	steps := []LoadStep{
		{Words: "Tuning the sounds", Run: func(a *App) (int, int) {
			if a.Sound.Prepare() {
				return 1, 1
			}
			return 0, 1
		}},
		{Words: "Reading the fonts", Run: func(*App) (int, int) {
			assets.RegularFont()
			assets.BoldFont()
			return 1, 1
		}},
		{Words: "Cutting the shapes", Run: func(*App) (int, int) {
			ui.PrepareShapes()
			return 1, 1
		}},
	}
	return append(steps, DeckSteps(decks...)...)
}

// DeckSteps are the steps that draw decks' atlases at the screen's scale, a card a
// slice.
func DeckSteps(decks ...sprites.Deck) []LoadStep {
	var steps []LoadStep
	for _, d := range decks {
		steps = append(steps, LoadStep{Words: "Drawing the cards", Run: func(a *App) (int, int) {
			return a.atlases.Prepare(d, a.Scale, a.Prefs.FourColour)
		}})
	}
	return steps
}

// Update does slices of the steps for up to LoadBudgetMs (one slice without a clock),
// and once every step is done shows the scene to show.
func (l *Loading) Update(a *App) error {
	l.ticks++
	if l.ticks == 1 && a.Tick == 1 {
		// The game's very first update: its frame (the spinner) goes out with the
		// browser's start of the program, the work from the next frame on.
		return nil
	}
	start := 0.0
	if a.Monotonic != nil {
		start = a.Monotonic()
	}
	for l.step < len(l.steps) {
		st := l.steps[l.step]
		l.done, l.total = st.Run(a)
		if st.Words == "Reading the fonts" && l.done >= l.total {
			l.fonts = true
		}
		if l.done >= l.total {
			l.step++
			l.done, l.total = 0, 0
		}
		if a.Monotonic == nil || a.Monotonic()-start >= LoadBudgetMs {
			device.NoteLoading(l.Words())
			return nil
		}
	}
	if l.then == nil {
		return nil
	}
	s, err := l.then(a)
	if err != nil {
		return err
	}
	l.then = nil
	if d := a.unready(s); d != nil {
		// A table the start-up made (a game resumed, say): its cards first.
		l.steps = append(l.steps, DeckSteps(d)...)
		l.then = func(*App) (Scene, error) { return s, nil }
		return nil
	}
	a.replace(s)
	return nil
}

// Settled is false: a Loading scene is never the picture a screenshot waits for.
func (l *Loading) Settled() bool { return false }

// Words is the progress line: the step under way and, for one of several slices, how
// far it is ("Drawing the cards… 30 of 56"); "Setting the table…" once the steps are
// done.
func (l *Loading) Words() string {
	if l.step >= len(l.steps) {
		return "Setting the table…"
	}
	w := l.steps[l.step].Words + "…"
	if l.total > 1 {
		w += " " + strconv.Itoa(l.done) + " of " + strconv.Itoa(l.total)
	}
	return w
}

// Done reports that every step is done.
func (l *Loading) Done() bool { return l.step >= len(l.steps) }

// spinnerDots is how many dots the spinner turns.
const spinnerDots = 8

// Draw draws the spinner (squares, which need no mask) and, once the fonts are read,
// the progress line.
func (l *Loading) Draw(c *ui.Canvas) {
	c.Fill(ui.FeltDark)
	cx, cy := c.W/2, c.H/2-20
	lead := l.ticks / 6 % spinnerDots
	for i := 0; i < spinnerDots; i++ {
		ang := 2 * math.Pi * float64(i) / spinnerDots
		age := (lead - i + spinnerDots) % spinnerDots
		clr := ui.WithAlpha(ui.Gold, 1-float64(age)/spinnerDots)
		x, y := cx+22*math.Sin(ang), cy-22*math.Cos(ang)
		c.Rect(x-4, y-4, 8, 8, clr)
	}
	if l.fonts {
		c.Text(l.Words(), cx, cy+56, 20, false, ui.Center, ui.InkDim)
	}
}

// replace puts s in the place of the top scene at once, without a fade (the scene a
// Loading scene was making ready).
func (a *App) replace(s Scene) {
	a.DOM = a.DOM[:0]
	if len(a.stack) == 0 {
		a.stack = append(a.stack, s)
		return
	}
	a.stack[len(a.stack)-1] = s
}
