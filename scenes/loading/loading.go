// Package loading does start-up work a slice at a time, so that no frame holds the
// browser's one thread for long: a Slicer runs steps (the sounds, the fonts, the shapes'
// masks, a deck's atlas) within a budget of ms per update, says how far it is ("Drawing
// the cards… 30 of 56") and draws a spinner meanwhile. The scene that shows it
// (scenes.Loading) decides what to show once the steps are done.
package loading

import (
	"math"
	"parlor/scenes/l10n"

	"parlor/scenes/ui"
)

// BudgetMs is how long, in ms of the monotonic clock, a Slicer works in one update:
// slices are done until it is spent (at least one a frame). With the frame's own cost it
// keeps a task well under 200 ms on a quiet machine, in few enough frames.
const BudgetMs = 60

// FontsWords names the step that reads the fonts: once it is done the progress line can
// be written.
const FontsWords = "Reading the fonts"

// Step is one piece of start-up work done a slice at a time: Run does one slice with the
// host h and reports how far the piece is, done of total (done ≥ total: finished). Words
// name it on the progress line ("Drawing the cards").
type Step[H any] struct {
	Words string
	Run   func(h H) (done, total int)
}

// Slicer runs its steps in order, a few slices an update.
type Slicer[H any] struct {
	steps       []Step[H]
	step        int
	done, total int
	fonts       bool // the fonts are read: the progress line can be written
	ticks       int  // updates so far (the spinner turns with them)
}

// New is a Slicer of steps.
func New[H any](steps []Step[H]) *Slicer[H] { return &Slicer[H]{steps: steps} }

// Add puts more steps after the ones given.
func (s *Slicer[H]) Add(steps ...Step[H]) { s.steps = append(s.steps, steps...) }

// Tick counts an update (for the spinner) and returns how many there were, this one too.
func (s *Slicer[H]) Tick() int { s.ticks++; return s.ticks }

// Work does slices of the steps with h until budgetMs of now (ms) is spent, or one slice
// when now is nil; it reports that every step is done with the budget not spent, so the
// caller may go on to what comes after them in this update (a spent budget leaves that
// to the next).
func (s *Slicer[H]) Work(h H, now func() float64, budgetMs float64) bool {
	start := 0.0
	if now != nil {
		start = now()
	}
	for s.step < len(s.steps) {
		st := s.steps[s.step]
		s.done, s.total = st.Run(h)
		if st.Words == FontsWords && s.done >= s.total {
			s.fonts = true
		}
		if s.done >= s.total {
			s.step++
			s.done, s.total = 0, 0
		}
		if now == nil || now()-start >= budgetMs {
			return false
		}
	}
	return true
}

// Done reports that every step is done.
func (s *Slicer[H]) Done() bool { return s.step >= len(s.steps) }

// Words is the progress line: the step under way and, for one of several slices, how
// far it is ("Drawing the cards… 30 of 56"); "Setting the table…" once the steps are
// done.
func (s *Slicer[H]) Words() string {
	if s.Done() {
		return l10n.T("Setting the table…")
	}
	w := l10n.T(s.steps[s.step].Words) // each step's words are in the catalogues
	if s.total > 1 {
		return l10n.T("%s… %s of %s", w, l10n.Int(s.done), l10n.Int(s.total))
	}
	return l10n.T("%s…", w)
}

// spinnerDots is how many dots the spinner turns.
const spinnerDots = 8

// Draw draws the spinner (squares, which need no mask) and, once the fonts are read,
// the progress line.
func (s *Slicer[H]) Draw(c *ui.Canvas) {
	c.Fill(ui.FeltDark)
	cx, cy := c.W/2, c.H/2-20
	lead := s.ticks / 6 % spinnerDots
	for i := 0; i < spinnerDots; i++ {
		ang := 2 * math.Pi * float64(i) / spinnerDots
		age := (lead - i + spinnerDots) % spinnerDots
		clr := ui.WithAlpha(ui.Gold, 1-float64(age)/spinnerDots)
		x, y := cx+22*math.Sin(ang), cy-22*math.Cos(ang)
		c.Rect(x-4, y-4, 8, 8, clr)
	}
	if s.fonts {
		c.Text(s.Words(), cx, cy+56, 20, false, ui.Center, ui.InkDim)
	}
}
