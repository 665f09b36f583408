package scenes

import (
	"parlor/assets"
	"parlor/scenes/device"
	"parlor/scenes/loading"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// LoadBudgetMs is how long a Loading scene works in one update (loading.BudgetMs).
const LoadBudgetMs = loading.BudgetMs

// LoadStep is one piece of start-up work done a slice at a time with the App.
type LoadStep = loading.Step[*App]

// Loading is the scene shown while steps are done, a few slices a frame, with a spinner
// and a progress line (package loading); then it makes the scene to show (then) and
// puts it in its place at once. An error from then ends the game, as a scene's would.
type Loading struct {
	sl   *loading.Slicer[*App]
	then func(a *App) (Scene, error)
}

// NewLoading is the scene that does steps and then shows the scene then makes.
func NewLoading(steps []LoadStep, then func(a *App) (Scene, error)) *Loading {
	return &Loading{sl: loading.New(steps), then: then}
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
		{Words: loading.FontsWords, Run: func(*App) (int, int) {
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
	if l.sl.Tick() == 1 && a.Tick == 1 {
		// The game's very first update: its frame (the spinner) goes out with the
		// browser's start of the program, the work from the next frame on.
		return nil
	}
	if !l.sl.Work(a, a.Monotonic, LoadBudgetMs) {
		device.NoteLoading(l.sl.Words())
		return nil
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
		l.sl.Add(DeckSteps(d)...)
		l.then = func(*App) (Scene, error) { return s, nil }
		return nil
	}
	a.replace(s)
	return nil
}

// Settled is false: a Loading scene is never the picture a screenshot waits for.
func (l *Loading) Settled() bool { return false }

// Words is the progress line ("Drawing the cards… 30 of 56").
func (l *Loading) Words() string { return l.sl.Words() }

// Done reports that every step is done.
func (l *Loading) Done() bool { return l.sl.Done() }

// Draw draws the spinner and the progress line.
func (l *Loading) Draw(c *ui.Canvas) { l.sl.Draw(c) }

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
