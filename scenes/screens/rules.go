package screens

import (
	"math"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// Rules is a game's rules screen, in our own words, reached from the menu and from the
// table; it sits on top of the scene that opened it and returns to it unchanged. When
// learn is set and the game has a lesson, a button opens its guided first game instead
// (beside Back on a landscape screen, at the foot of an upright one).
type Rules struct {
	g       *scenes.GameInfo
	learn   bool
	status  string // why the lesson could not start ("": nothing to say)
	scroll  ui.Scroll
	widgets []ui.Widget
	focus   int
	hover   int
	x       float64
	total   float64
	blocks  []rulesBlock
	laidW   float64
	laidS   float64
}

// NewRules shows g's rules, without the lesson's button (a replay's, an online
// table's).
func NewRules(g *scenes.GameInfo) *Rules { return &Rules{g: g} }

// newRulesToLearn shows g's rules with the button that opens its lesson (the menu's,
// a local table's).
func newRulesToLearn(g *scenes.GameInfo) *Rules { return &Rules{g: g, learn: true} }

// Widget ids of the rules screen.
const (
	rulesBack = iota + 1
	rulesLearn
)

// rulesFoot is the height of an upright screen's foot that holds the lesson's button.
const rulesFoot = 62.0

// foot is the height kept free at the foot of the screen under the text: the hint's
// line, or the lesson's button on an upright screen.
func (r *Rules) foot(w, h float64) float64 {
	if r.offersLesson() && ui.Portrait(w, h) {
		return rulesFoot + 10
	}
	return 52
}

// offersLesson reports that the screen shows the lesson's button.
func (r *Rules) offersLesson() bool { return r.learn && r.g.Lesson != nil }

// rulesMaxWidth is the text column's width on a landscape screen (layout units); an
// upright screen's column is its width less a margin, the text the same size.
const rulesMaxWidth = 860.0

// rulesWidth is the text column's width on a w-wide screen.
func rulesWidth(w float64) float64 { return math.Min(rulesMaxWidth, w-48) }

// Update scrolls (a drag, the wheel, arrows, Page Up/Down, Home/End) and goes back on
// Esc, Enter, Backspace or the Back button.
func (r *Rules) Update(a *scenes.App) error {
	in := &a.In
	cw := rulesWidth(a.W)
	r.x = (a.W - cw) / 2
	if r.laidW != a.W || r.laidS != a.Scale || r.blocks == nil {
		r.layout(a.Measure(), cw)
		r.laidW, r.laidS = a.W, a.Scale
	}
	r.scroll.Max = math.Max(0, r.total-(a.H-r.foot(a.W, a.H)-10-rulesTop))
	r.widgets = append(r.widgets[:0], ui.Widget{Kind: ui.Button, ID: rulesBack, X: r.x + cw - 110, Y: 28, W: 110, H: 48, Label: l10n.T("Back")})
	if r.offersLesson() {
		label := scenes.LessonLabel(a.Prefs, r.g)
		w := ui.Widget{Kind: ui.Button, ID: rulesLearn, X: r.x, Y: a.H - 14 - rulesFoot + 6, W: cw, H: rulesFoot - 6, Label: label, Hint: learnHint}
		if !ui.Portrait(a.W, a.H) {
			w.W = a.Measure().TextWidth(label, 19, true) + 36
			w.X, w.Y, w.H = r.x+cw-110-12-w.W, 28, 48
		}
		r.widgets = append(r.widgets, w)
	}
	r.hover = ui.Hovered(in, r.widgets)
	if in.Key(input.KeyEscape) || in.Key(input.KeyBackspace) || in.Key(input.KeyH) || in.Key(input.KeyR) {
		a.Pop()
		return nil
	}
	r.scroll.Update(in, geom.R(0, rulesClipTop, a.W, a.H-rulesClipTop), a.H-200)
	switch act := ui.Navigate(in, r.widgets, &r.focus); {
	case act.OK && act.ID == rulesLearn:
		r.startLesson(a)
	case act.OK:
		a.Pop()
	}
	return nil
}

// startLesson opens the game's lesson (its button, drawn or in the mirror), or says why
// it cannot start.
func (r *Rules) startLesson(a *scenes.App) {
	sc, err := scenes.StartLesson(a, r.g)
	if err != nil {
		r.status = "The lesson cannot start: " + err.Error()
		return
	}
	a.Goto(sc)
}

type rulesBlock struct {
	text  string
	y, h  float64
	title bool
}

const rulesTop = 100.0

// rulesClipTop is where scrolled text is cut off: below the title and the Back button
// (which ends at y 76), so text scrolling up never runs under them.
const rulesClipTop = 84.0

// layout wraps every paragraph to the column and stacks the blocks.
func (r *Rules) layout(m *ui.Canvas, cw float64) {
	r.blocks = r.blocks[:0]
	y := 0.0
	for _, sec := range r.g.Text().Rules {
		if sec.Title != "" {
			y += 16
			r.blocks = append(r.blocks, rulesBlock{text: sec.Title, y: y, h: 28, title: true})
			y += 40
		}
		for _, p := range sec.Text {
			w := m.Wrap(p, 18, cw, false)
			h := float64(ui.Lines(w)) * 18 * 1.35
			r.blocks = append(r.blocks, rulesBlock{text: w, y: y, h: h})
			y += h + 12
		}
	}
	r.total = y
}

// Draw draws the rules text, wrapped to a readable column.
func (r *Rules) Draw(c *ui.Canvas) {
	c.Fill(ui.FeltDark)
	x, cw := r.x, rulesWidth(c.W)
	pad := math.Min(30, x-8)
	c.RoundRect(x-pad, 10, cw+2*pad, c.H-20, 18, ui.Felt)
	restore := c.Clip(x-pad, rulesClipTop, cw+2*pad, c.H-r.foot(c.W, c.H)-rulesClipTop)
	for _, b := range r.blocks {
		y := rulesTop + b.y - r.scroll.Y
		if y+b.h < rulesClipTop || y > c.H {
			continue
		}
		if b.title {
			c.Text(b.text, x, y+b.h/2, 24, true, ui.Left, ui.Gold)
		} else {
			c.Text(b.text, x, y+b.h/2, 18, false, ui.Left, ui.Ink)
		}
	}
	restore()
	title, room := l10n.T("How to play %s", r.g.Name), cw-120
	if len(r.widgets) > 1 && r.widgets[1].Y < rulesClipTop {
		room = r.widgets[1].X - x - 12 // the lesson's button beside Back
	}
	if c.TextWidth(title, 32, true) > room {
		title = r.g.Name // an upright screen: the name alone beside Back
	}
	size := 32.0
	for size > 22 && c.TextWidth(title, size, true) > room {
		size-- // a long name on a narrow phone
	}
	c.Text(title, x, 52, size, true, ui.Left, ui.Ink)
	for i := range r.widgets {
		ui.DrawWidget(c, &r.widgets[i], false, i == r.hover)
	}
	hint, y := l10n.T("↑ ↓ Page Up/Down to scroll · Esc to go back"), c.H-28
	switch {
	case r.offersLesson() && ui.Portrait(c.W, c.H):
		// The lesson's button stands at the foot; a word about it goes above it.
		hint, y = r.status, c.H-r.foot(c.W, c.H)+2
	case r.status != "":
		hint = r.status
	case ui.Portrait(c.W, c.H):
		hint = l10n.T("Drag to scroll · Back to go back")
	}
	c.Text(c.Ellipsize(hint, 15, c.W-24, false), c.W/2, y, 15, false, ui.Center, ui.InkFaint)
}
