package ui

import (
	"cmp"
	"math"
	"slices"

	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// TopDrawn is a top button as the table framework draws it: where, which, the text
// shown, lit (a tab that is on) and dimmed (nothing to do now).
type TopDrawn struct {
	Rect     geom.Rect
	Button   TopButton
	Text     string
	On, Tab  bool
	Disabled bool
}

// OneStyle gives the top buttons one style at a table: their keys show on every one
// of tops or, when one has no room for its key, on none.
func OneStyle(tops []TopDrawn) {
	keys := true
	for _, b := range tops {
		keys = keys && b.Text == b.Button.Full()
	}
	for i := range tops {
		if !keys {
			tops[i].Text = tops[i].Button.Shown()
		}
	}
}

// TabCycle is a table whose own keyboard focus moves with Tab over places of its own
// (Third Wheel's hand and offered plays): in the Tab order the top buttons follow its
// last place and come before its first. At a table without one, Tab goes from the
// table straight to its top buttons, and from the last of them back to the table.
type TabCycle interface {
	// TabLeaves reports whether Tab (Shift+Tab when back) goes on from the table's
	// places to the top buttons now: its focus is on the last of them (the first), or
	// it has none.
	TabLeaves(back bool) bool
	// TabEnter puts the table's focus on its first place (its last when back): Tab
	// came back to the table from the top buttons.
	TabEnter(back bool)
}

// UpLeaver is a table whose own focus goes up to the top buttons past its top row
// (Three-Thirteen's row of the stock, the discard pile and Go out): there ↑, the
// gamepad's D-pad up too, moves the focus to the first top button. A gamepad reaches the
// buttons so at a table that keeps LB and RB (Tab's) for itself.
type UpLeaver interface {
	// UpLeaves reports that the table's focus is on its top row now.
	UpLeaves() bool
}

// spaceTaker is a table that keeps Space for itself whatever has the focus (Third
// Wheel's slap): package scenes' KeyTaker, asked about Space.
type spaceTaker interface{ TakesKey(k input.Key) bool }

// TopFocus is the keyboard's (and the gamepad's) focus on a table's top buttons, taken
// in reading order (top to bottom, then left to right); the zero TopFocus is on none.
// While it is on one, the button wears the focus ring (Draw) and the table hides its
// own.
type TopFocus struct {
	on  bool
	btn string // the focused button's label
}

// On reports that the focus is on a top button.
func (f *TopFocus) On() bool { return f.on }

// Keys moves the focus with this tick's keys over the top buttons drawn now (drawn
// lists them, asked only on a tick with keys), for table t (its TabCycle places come
// before the buttons in the Tab order): Tab and
// Shift+Tab go on from the table's last place to the first button (from its first to
// the last), along the buttons, and on from the last back to the table; ↑ goes from an
// UpLeaver's top row to the first button; ← and → step
// along the buttons, ↓ goes back to the table; Enter, and Space unless the table keeps
// it, press the focused button: this tick's input becomes a click at its centre, which
// the table framework answers exactly as it answers the mouse's. The keys it used are
// taken out of in. A press of the pointer takes the focus off the buttons.
func (f *TopFocus) Keys(in *input.Input, drawn func() []TopDrawn, t any) {
	if in.Pressed && in.Pointer {
		f.on = false
		return
	}
	if in.NKeys == 0 {
		return
	}
	tops := drawn()
	tc, _ := t.(TabCycle)
	ul, _ := t.(UpLeaver)
	st, keeps := t.(spaceTaker)
	space := !keeps || !st.TakesKey(input.KeySpace)
	order := readingOrder(tops)
	at := slices.IndexFunc(order, func(i int) bool { return tops[i].Button.Label == f.btn })
	f.on = f.on && at >= 0
	var click *geom.Rect
	kept := 0
	for k := 0; k < in.NKeys; k++ {
		key, used := in.Keys[k], len(order) > 0
		switch {
		case !used:
		case !f.on:
			up := key == input.KeyUp && ul != nil && ul.UpLeaves()
			used = up || key == input.KeyTab && (tc == nil || tc.TabLeaves(in.Shift))
			if used {
				f.on, at = true, 0
				if in.Shift && !up {
					at = len(order) - 1
				}
			}
		case key == input.KeyTab || key == input.KeyLeft || key == input.KeyRight:
			d := input.Arrow(key)
			if key == input.KeyTab {
				d = 1
				if in.Shift {
					d = -1
				}
				if to := at + d; to < 0 || to >= len(order) {
					f.leave(tc, d < 0)
					break
				}
			}
			at = input.Step(at, d, len(order))
		case key == input.KeyDown:
			f.leave(tc, false)
		case key == input.KeyUp:
		case key == input.KeyEnter || key == input.KeySpace && space:
			r := tops[order[at]].Rect
			click = &r
		default:
			used = false
		}
		if !used {
			in.Keys[kept] = key
			kept++
		}
	}
	in.NKeys = kept
	if f.on {
		f.btn = tops[order[at]].Button.Label
	}
	if click != nil {
		*in = input.Input{X: click.CX(), Y: click.CY(), Pointer: true, Down: true, Pressed: true}
	}
}

// leave takes the focus off the buttons, back to the table's places (its last when
// back).
func (f *TopFocus) leave(tc TabCycle, back bool) {
	f.on = false
	if tc != nil {
		tc.TabEnter(back)
	}
}

// Focused is the focused one of tops (ok false: none).
func (f *TopFocus) Focused(tops []TopDrawn) (b TopDrawn, ok bool) {
	if !f.on {
		return b, false
	}
	for _, b := range tops {
		if b.Button.Label == f.btn {
			return b, true
		}
	}
	return b, false
}

// Draw draws the focus ring round the focused one of tops; a button gone from them
// takes the focus off the buttons.
func (f *TopFocus) Draw(c *Canvas, tops []TopDrawn) {
	b, ok := f.Focused(tops)
	if ok {
		FocusRing(c, b.Rect)
	}
	f.on = ok
}

// FocusRing draws the focus ring round a widget over r (a button's: DrawWidget's
// focused).
func FocusRing(c *Canvas, r geom.Rect) {
	c.RoundRectLine(r.X-3, r.Y-3, r.W+6, r.H+6, 11, 3, Focus)
}

// readingOrder is the indices of tops in reading order: by rows from the top (buttons
// whose middles lie within half a height of each other share a row), each from the
// left.
func readingOrder(tops []TopDrawn) []int {
	order := make([]int, len(tops))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		a, b := tops[i].Rect, tops[j].Rect
		if math.Abs(a.CY()-b.CY()) > math.Min(a.H, b.H)/2 {
			return cmp.Compare(a.CY(), b.CY())
		}
		return cmp.Compare(a.X, b.X)
	})
	return order
}
