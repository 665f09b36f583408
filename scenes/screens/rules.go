package scenes

import (
	"math"
	"strings"

	"parlor/scenes/geom"
	"parlor/scenes/input"
)

// About is what a game's rules.md gives the menu and the tables (ParseAbout).
type About struct {
	Summary string
	Rules   []RulesSection
	// Keys are the key help's rows; Options and Variants the menu's choices.
	Keys              [][2]string
	Options, Variants []Choice
}

// ParseAbout reads a game's text (each game keeps it in its rules.md): the summary
// paragraph the menu shows, then the rules screen's sections, each opened by a line
// "# Title", their paragraphs separated by blank lines (a paragraph's line breaks are
// spaces). The sections titled "Keys", "Options" and "Variants" are lists instead, one
// row a line: "key | what it does", "id | label".
func ParseAbout(text string) About {
	var a About
	list := ""
	for _, block := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		block = strings.TrimSpace(block)
		if title, ok := strings.CutPrefix(block, "# "); ok {
			title, block, _ = strings.Cut(title, "\n")
			switch list = strings.TrimSpace(title); list {
			case "Keys", "Options", "Variants":
			default:
				list = ""
				a.Rules = append(a.Rules, RulesSection{Title: strings.TrimSpace(title)})
			}
		}
		para := strings.Join(strings.Fields(block), " ")
		switch {
		case para == "":
		case list != "":
			for _, line := range strings.Split(block, "\n") {
				k, v, ok := strings.Cut(line, "|")
				k, v = strings.TrimSpace(k), strings.TrimSpace(v)
				switch {
				case !ok:
				case list == "Keys":
					a.Keys = append(a.Keys, [2]string{k, v})
				case list == "Options":
					a.Options = append(a.Options, Choice{ID: k, Label: v})
				default:
					a.Variants = append(a.Variants, Choice{ID: k, Label: v})
				}
			}
		case a.Rules == nil:
			a.Summary = para
		default:
			a.Rules[len(a.Rules)-1].Text = append(a.Rules[len(a.Rules)-1].Text, para)
		}
	}
	return a
}

// Rules is a game's rules screen, in our own words, reached from the menu and from the
// table; it sits on top of the scene that opened it and returns to it unchanged.
type Rules struct {
	g       *GameInfo
	scroll  Scroll
	widgets []Widget
	focus   int
	hover   int
	x       float64
	total   float64
	blocks  []rulesBlock
	laidW   float64
	laidS   float64
}

// NewRules shows g's rules.
func NewRules(g *GameInfo) *Rules { return &Rules{g: g} }

// rulesMaxWidth is the text column's width on a landscape screen (layout units); an
// upright screen's column is its width less a margin, the text the same size.
const rulesMaxWidth = 860.0

// rulesWidth is the text column's width on a w-wide screen.
func rulesWidth(w float64) float64 { return math.Min(rulesMaxWidth, w-48) }

// Update scrolls (a drag, the wheel, arrows, Page Up/Down, Home/End) and goes back on
// Esc, Enter, Backspace or the Back button.
func (r *Rules) Update(a *App) error {
	in := &a.In
	cw := rulesWidth(a.W)
	r.x = (a.W - cw) / 2
	if r.laidW != a.W || r.laidS != a.Scale || r.blocks == nil {
		r.layout(a.Measure(), cw)
		r.laidW, r.laidS = a.W, a.Scale
	}
	r.scroll.Max = math.Max(0, r.total-(a.H-62-rulesTop))
	r.widgets = append(r.widgets[:0], Widget{Kind: Button, ID: 1, X: r.x + cw - 110, Y: 28, W: 110, H: 48, Label: "Back"})
	r.hover = Hovered(in, r.widgets)
	if in.Key(input.KeyEscape) || in.Key(input.KeyBackspace) || in.Key(input.KeyH) || in.Key(input.KeyR) {
		a.Pop()
		return nil
	}
	r.scroll.Update(in, geom.R(0, rulesClipTop, a.W, a.H-rulesClipTop), a.H-200)
	if act := Navigate(in, r.widgets, &r.focus); act.OK {
		a.Pop()
	}
	return nil
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
func (r *Rules) layout(m *Canvas, cw float64) {
	r.blocks = r.blocks[:0]
	y := 0.0
	for _, sec := range r.g.Rules {
		if sec.Title != "" {
			y += 16
			r.blocks = append(r.blocks, rulesBlock{text: sec.Title, y: y, h: 28, title: true})
			y += 40
		}
		for _, p := range sec.Text {
			w := m.Wrap(p, 18, cw, false)
			h := float64(Lines(w)) * 18 * 1.35
			r.blocks = append(r.blocks, rulesBlock{text: w, y: y, h: h})
			y += h + 12
		}
	}
	r.total = y
}

// Draw draws the rules text, wrapped to a readable column.
func (r *Rules) Draw(c *Canvas) {
	c.Fill(FeltDark)
	x, cw := r.x, rulesWidth(c.W)
	pad := math.Min(30, x-8)
	c.RoundRect(x-pad, 10, cw+2*pad, c.H-20, 18, Felt)
	restore := c.Clip(x-pad, rulesClipTop, cw+2*pad, c.H-52-rulesClipTop)
	for _, b := range r.blocks {
		y := rulesTop + b.y - r.scroll.Y
		if y+b.h < rulesClipTop || y > c.H {
			continue
		}
		if b.title {
			c.Text(b.text, x, y+b.h/2, 24, true, Left, Gold)
		} else {
			c.Text(b.text, x, y+b.h/2, 18, false, Left, Ink)
		}
	}
	restore()
	title := "How to play " + r.g.Name
	if c.TextWidth(title, 32, true) > cw-120 {
		title = r.g.Name // an upright screen: the name alone fits beside Back
	}
	c.Text(title, x, 52, 32, true, Left, Ink)
	for i := range r.widgets {
		DrawWidget(c, &r.widgets[i], false, i == r.hover)
	}
	hint := "↑ ↓ Page Up/Down to scroll · Esc to go back"
	if Portrait(c.W, c.H) {
		hint = "Drag to scroll · Back to go back"
	}
	c.Text(hint, c.W/2, c.H-28, 15, false, Center, InkFaint)
}
