package input

// WidgetKind is how a widget looks and reacts.
type WidgetKind uint8

// The widget kinds.
const (
	// Button runs an action on click, Enter or Space.
	Button WidgetKind = iota
	// Toggle is an on/off box; click, Enter, Space, Left or Right flip it.
	Toggle
	// Cycle steps through values ("‹ value ›" at its right end, CycleValue): Right, or
	// a click on the value's right half or the label, goes forward; Left, or a click on
	// the value's left half (the "‹"), back.
	Cycle
	// Field is a text field (the seed): typed characters go to it while focused.
	Field
	// Tab is one choice of a row of exclusive choices (the game picker).
	Tab
)

// Widget is one focusable control, laid out in layout units. Scenes rebuild their widget
// list every tick from their state, then hand it to Navigate with the input.
type Widget struct {
	Kind       WidgetKind
	ID         int
	X, Y, W, H float64
	Label      string // caption drawn inside (buttons) or to the left (others)
	Value      string // current value text (Cycle, Field)
	On         bool   // Toggle state, or the chosen Tab
	Disabled   bool
	Hint       string // shown in the status line when focused or hovered
}

// cycleValueW is the widest a Cycle widget's value column is, in layout units.
const cycleValueW = 170.0

// CycleValue is the value column of Cycle widget w: the "‹ value ›" part at its right
// end, from x, wide col (layout units); the label has the rest.
func CycleValue(w *Widget) (x, col float64) {
	col = min(cycleValueW, w.W*0.55)
	return w.X + w.W - col, col
}

// CycleStep is the step a press at x makes on Cycle widget w: -1 (back) on the left half
// of its value column, where its "‹" is; +1 (forward) on the right half, where its "›"
// is, and on its label.
func CycleStep(w *Widget, x float64) int {
	vx, col := CycleValue(w)
	if x >= vx && x < vx+col/2 {
		return -1
	}
	return 1
}

// Activation is what Navigate found: widget ID was used, with Delta +1 (forward, click,
// Enter), -1 (back) or 0 for "typed into" (Field).
type Activation struct {
	ID    int
	Delta int
	OK    bool
}

// Navigate applies one tick of input to a widget list: Tab/Shift+Tab and the Down/Up
// arrows move the focus to the next/previous widget in list order (wrapping; *focus is
// an index into ws), Left/Right change a Toggle or Cycle value or, on a row of Tabs and
// Buttons, move along the row, Enter/Space use the focused widget, and a
// click uses the widget under the pointer and focuses it (on a Cycle, its "‹" half
// steps back: CycleStep). Disabled widgets are skipped
// and never activate. It is a pure function of its inputs.
func Navigate(in *Input, ws []Widget, focus *int) Activation {
	if len(ws) == 0 {
		return Activation{}
	}
	if *focus < 0 || *focus >= len(ws) || ws[*focus].Disabled {
		*focus = nextEnabled(ws, -1, 1)
		if *focus < 0 {
			return Activation{}
		}
	}
	if in.Pressed && in.Pointer {
		for i := range ws {
			w := &ws[i]
			if !w.Disabled && Inside(in.X, in.Y, w.X, w.Y, w.W, w.H) {
				*focus = i
				d := 1
				if w.Kind == Cycle {
					d = CycleStep(w, in.X)
				}
				return Activation{ID: w.ID, Delta: d, OK: true}
			}
		}
	}
	cur := &ws[*focus]
	for k := 0; k < in.NKeys; k++ {
		switch in.Keys[k] {
		case KeyTab:
			if in.Shift {
				*focus = nextEnabled(ws, *focus, -1)
			} else {
				*focus = nextEnabled(ws, *focus, 1)
			}
			return Activation{}
		case KeyDown:
			*focus = nextEnabled(ws, *focus, 1)
			return Activation{}
		case KeyUp:
			*focus = nextEnabled(ws, *focus, -1)
			return Activation{}
		case KeyLeft, KeyRight:
			d := 1
			if in.Keys[k] == KeyLeft {
				d = -1
			}
			switch cur.Kind {
			case Toggle, Cycle:
				return Activation{ID: cur.ID, Delta: d, OK: true}
			default:
				if j := sameRow(ws, *focus, d); j >= 0 {
					*focus = j
				}
				return Activation{}
			}
		case KeyEnter, KeySpace:
			if cur.Kind == Field && in.Keys[k] == KeySpace {
				continue
			}
			return Activation{ID: cur.ID, Delta: 1, OK: true}
		}
	}
	if cur.Kind == Field && (in.NChars > 0 || in.Key(KeyBackspace)) {
		return Activation{ID: cur.ID, Delta: 0, OK: true}
	}
	return Activation{}
}

func nextEnabled(ws []Widget, from, d int) int {
	n := len(ws)
	i := from
	for range n {
		i = ((i+d)%n + n) % n
		if !ws[i].Disabled {
			return i
		}
	}
	return -1
}

// sameRow finds the next enabled widget left (d<0) or right on the same row.
func sameRow(ws []Widget, from, d int) int {
	cy, cx := ws[from].Y, ws[from].X
	best, bestDX := -1, 0.0
	for i := range ws {
		w := &ws[i]
		if w.Disabled || i == from || abs(w.Y-cy) > 0.5 {
			continue
		}
		dx := (w.X - cx) * float64(d)
		if dx > 0 && (best < 0 || dx < bestDX) {
			best, bestDX = i, dx
		}
	}
	return best
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// Hovered returns the index of the enabled widget under the pointer, or -1 (touch has no
// hover).
func Hovered(in *Input, ws []Widget) int {
	if !in.Pointer || in.Touch {
		return -1
	}
	for i := range ws {
		w := &ws[i]
		if !w.Disabled && Inside(in.X, in.Y, w.X, w.Y, w.W, w.H) {
			return i
		}
	}
	return -1
}
