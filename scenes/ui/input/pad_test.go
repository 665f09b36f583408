package input

import (
	"slices"
	"testing"
)

// pads is a tick's input with gamepad buttons ps pressed.
func pads(ps ...Pad) *Input {
	in := &Input{}
	for _, p := range ps {
		in.AddPad(p)
	}
	return in
}

func TestApplyPad(t *testing.T) {
	table := DefaultPad.With(PadX, KeyS).With(PadStart, KeyNone)
	cases := []struct {
		name  string
		in    *Input
		m     *PadMap
		keys  []Key
		shift bool
	}{
		{"the D-pad is the arrows", pads(PadUp, PadDown, PadLeft, PadRight), &DefaultPad, []Key{KeyUp, KeyDown, KeyLeft, KeyRight}, false},
		{"A chooses, B goes back", pads(PadA, PadB), &DefaultPad, []Key{KeyEnter, KeyEscape}, false},
		{"Start leads to the menu", pads(PadStart), &DefaultPad, []Key{KeyEscape}, false},
		{"RB steps the focus on", pads(PadRB), &DefaultPad, []Key{KeyTab}, false},
		{"LB steps it back", pads(PadLB), &DefaultPad, []Key{KeyTab}, true},
		{"a table's own button", pads(PadX), &table, []Key{KeyS}, false},
		{"a button a table reads itself", pads(PadStart, PadY), &table, nil, false},
		{"nothing pressed", pads(), &DefaultPad, nil, false},
	}
	for _, c := range cases {
		c.in.ApplyPad(c.m)
		if got := c.in.Keys[:c.in.NKeys]; !slices.Equal(got, c.keys) || c.in.Shift != c.shift {
			t.Errorf("%s: keys %v shift %v, want %v shift %v", c.name, got, c.in.Shift, c.keys, c.shift)
		}
		if len(c.keys) > 0 && !c.in.AnyKey {
			t.Errorf("%s: a key from the pad is not AnyKey", c.name)
		}
	}
}

func TestPadPresses(t *testing.T) {
	in := pads(PadA, PadNone, PadCount, PadStart)
	if in.NPads != 2 || !in.PadPressed(PadA) || !in.PadPressed(PadStart) || in.PadPressed(PadB) {
		t.Errorf("pads %v (%d): want A and Start only", in.Pads[:in.NPads], in.NPads)
	}
	for i := 0; i < MaxPads+3; i++ {
		in.AddPad(PadB)
	}
	if in.NPads != MaxPads {
		t.Errorf("%d presses kept, want at most %d", in.NPads, MaxPads)
	}
	for p := PadA; p < PadCount; p++ {
		if p.String() == "" || p.String() == "?" {
			t.Errorf("button %d has no name", p)
		}
	}
	if Pad(200).String() != "?" {
		t.Errorf("an unknown button is named %q", Pad(200).String())
	}
}

// TestDefaultPadCoversNavigate: on a screen of widgets the default gamepad alone moves
// the focus both ways and uses the focused widget.
func TestDefaultPadCoversNavigate(t *testing.T) {
	ws := []Widget{{Kind: Button, ID: 1, Y: 0, W: 10, H: 10}, {Kind: Button, ID: 2, Y: 20, W: 10, H: 10}, {Kind: Button, ID: 3, Y: 40, W: 10, H: 10}}
	focus := 0
	for _, step := range []struct {
		p     Pad
		focus int
		use   int
	}{{PadDown, 1, 0}, {PadRB, 2, 0}, {PadLB, 1, 0}, {PadUp, 0, 0}, {PadA, 0, 1}} {
		in := pads(step.p)
		in.ApplyPad(&DefaultPad)
		act := Navigate(in, ws, &focus)
		if focus != step.focus || act.OK != (step.use > 0) || act.OK && act.ID != step.use {
			t.Errorf("%s: focus %d, use %+v; want focus %d, use %d", step.p, focus, act, step.focus, step.use)
		}
	}
}
