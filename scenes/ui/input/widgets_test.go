package input

import "testing"

func menu() []Widget {
	return []Widget{
		{Kind: Tab, ID: 1, X: 0, Y: 0, W: 100, H: 40, On: true},
		{Kind: Cycle, ID: 2, X: 0, Y: 50, W: 100, H: 40},
		{Kind: Toggle, ID: 3, X: 0, Y: 100, W: 100, H: 40},
		{Kind: Field, ID: 4, X: 0, Y: 150, W: 100, H: 40},
		{Kind: Button, ID: 5, X: 0, Y: 200, W: 100, H: 40, Disabled: true},
		{Kind: Button, ID: 6, X: 0, Y: 250, W: 100, H: 40},
		{Kind: Button, ID: 7, X: 120, Y: 250, W: 100, H: 40},
	}
}

func TestNavigateKeys(t *testing.T) {
	ws := menu()
	focus := 0
	steps := []struct {
		in        *Input
		wantFocus int
		want      Activation
	}{
		{Keys(KeyDown), 1, Activation{}},
		{Keys(KeyRight), 1, Activation{ID: 2, Delta: 1, OK: true}},
		{Keys(KeyLeft), 1, Activation{ID: 2, Delta: -1, OK: true}},
		{Keys(KeyTab), 2, Activation{}},
		{Keys(KeySpace), 2, Activation{ID: 3, Delta: 1, OK: true}},
		{Keys(KeyDown), 3, Activation{}},
		{Keys(KeySpace), 3, Activation{}}, // Space is typed into a field, not a press
		{func() *Input { in := &Input{}; in.AddChar('7'); return in }(), 3, Activation{ID: 4, OK: true}},
		{Keys(KeyDown), 5, Activation{}},  // the disabled button is skipped
		{Keys(KeyRight), 6, Activation{}}, // along the row of buttons
		{Keys(KeyEnter), 6, Activation{ID: 7, Delta: 1, OK: true}},
		{Keys(KeyTab), 0, Activation{}}, // wraps
		{func() *Input { in := Keys(KeyTab); in.Shift = true; return in }(), 6, Activation{}},
	}
	for i, s := range steps {
		got := Navigate(s.in, ws, &focus)
		if got != s.want || focus != s.wantFocus {
			t.Errorf("step %d: got %+v focus %d, want %+v focus %d", i, got, focus, s.want, s.wantFocus)
		}
	}
}

func TestNavigatePointer(t *testing.T) {
	ws := menu()
	focus := 0
	got := Navigate(&Input{Pointer: true, Pressed: true, X: 150, Y: 260}, ws, &focus)
	if got != (Activation{ID: 7, Delta: 1, OK: true}) || focus != 6 {
		t.Errorf("click on button 7: %+v focus %d", got, focus)
	}
	got = Navigate(&Input{Pointer: true, Pressed: true, X: 50, Y: 210}, ws, &focus)
	if got.OK {
		t.Errorf("click on a disabled button activated it: %+v", got)
	}
	if h := Hovered(&Input{Pointer: true, X: 50, Y: 60}, ws); h != 1 {
		t.Errorf("hover over widget 2 gives %d", h)
	}
	if h := Hovered(&Input{Pointer: true, Touch: true, X: 50, Y: 60}, ws); h != -1 {
		t.Errorf("a finger does not hover, got %d", h)
	}
}

// TestCycleClickSides: a click on a chooser's "‹" half steps back, on its "›" half or
// its label forward (a click anywhere used to step forward).
func TestCycleClickSides(t *testing.T) {
	ws := menu()
	w := ws[1]
	vx, col := CycleValue(&w)
	if vx <= w.X || vx+col != w.X+w.W {
		t.Fatalf("value column %v+%v outside the widget %v+%v", vx, col, w.X, w.W)
	}
	for _, c := range []struct {
		x    float64
		want int
	}{{vx + 2, -1}, {vx + col/2 - 1, -1}, {vx + col/2 + 1, 1}, {w.X + w.W - 1, 1}, {w.X + 2, 1}} {
		focus := 0
		in := &Input{Pointer: true, Pressed: true, X: c.x, Y: w.Y + 5}
		if got := Navigate(in, ws, &focus); got != (Activation{ID: w.ID, Delta: c.want, OK: true}) || focus != 1 {
			t.Errorf("click at x %v: %+v, focus %d; want delta %d on the chooser", c.x, got, focus, c.want)
		}
	}
}
