package input

// Pad names a button of a standard gamepad (the W3C standard layout, which Ebitengine
// calls StandardGamepadButton), by where it sits: A is the bottom face button, B the
// right one, X the left one, Y the top one; LB and RB the front shoulder buttons; Back
// and Start the centre pair; Up, Down, Left and Right the D-pad (the left stick, pushed
// past half way, counts as the D-pad).
type Pad uint8

// The gamepad buttons the game reads.
const (
	PadNone Pad = iota
	PadA
	PadB
	PadX
	PadY
	PadLB
	PadRB
	PadBack
	PadStart
	PadUp
	PadDown
	PadLeft
	PadRight
	// PadCount is the number of buttons, not a button.
	PadCount
)

// padNames are the buttons' names, as the key help says them.
var padNames = [PadCount]string{"", "A", "B", "X", "Y", "LB", "RB", "Back", "Start", "D-pad ↑", "D-pad ↓", "D-pad ←", "D-pad →"}

// String is the button's name ("A", "LB", "D-pad ←").
func (p Pad) String() string {
	if p < PadCount {
		return padNames[p]
	}
	return "?"
}

// MaxPads is how many gamepad presses one tick's Input records; more are dropped.
const MaxPads = 8

// AddPad records a press of gamepad button p this tick; beyond MaxPads presses, and for
// a button the game does not know, it is dropped.
func (in *Input) AddPad(p Pad) {
	if in.NPads < MaxPads && p > PadNone && p < PadCount {
		in.Pads[in.NPads] = p
		in.NPads++
	}
}

// PadPressed reports whether gamepad button p went down this tick.
func (in *Input) PadPressed(p Pad) bool {
	for i := 0; i < in.NPads; i++ {
		if in.Pads[i] == p {
			return true
		}
	}
	return false
}

// PadMap says which key each gamepad button stands for on a screen: the key it presses
// (KeyNone: the button does nothing there, or the screen reads it itself). A table
// whose moves have keys of their own maps the face and shoulder buttons onto them.
type PadMap [PadCount]Key

// DefaultPad is the gamepad on every screen that says nothing else: the D-pad (and the
// stick) moves the focus as the arrows do, A chooses (Enter), B goes back (Esc), Start
// opens the menu (Esc, the way back to it), and the shoulder buttons step the focus
// (LB as Shift+Tab, RB as Tab).
var DefaultPad = PadMap{
	PadUp: KeyUp, PadDown: KeyDown, PadLeft: KeyLeft, PadRight: KeyRight,
	PadA: KeyEnter, PadB: KeyEscape, PadStart: KeyEscape, PadLB: KeyTab, PadRB: KeyTab,
}

// TablePadBase is the gamepad at every table that says nothing else: the D-pad moves
// the choice (the arrows), A chooses (Enter), B goes back (Esc), Back opens the settings
// (G), and Start, which the table reads itself, opens the question that leads to the
// menu; the shoulder buttons step the focus as on every screen (LB as Shift+Tab, RB as
// Tab: on to the top buttons), unless the table gives them keys of its own (sorts).
var TablePadBase = DefaultPad.With(PadStart, KeyNone).With(PadBack, KeyG)

// TablePad is TablePadBase with the buttons a table gives keys of its own (with) on top.
func TablePad(with map[Pad]Key) PadMap {
	m := TablePadBase
	for p, k := range with {
		m[p] = k
	}
	return m
}

// With is m with button p standing for key k.
func (m PadMap) With(p Pad, k Key) PadMap {
	m[p] = k
	return m
}

// ApplyPad turns this tick's gamepad presses into the keys map m gives them, appended
// to Keys in press order, so every screen and table reads a gamepad through the keys it
// already knows. LB stands for Shift+Tab when it maps to Tab (Shift is then held for the
// tick). The presses stay in Pads for a screen that reads a button itself. It is a pure
// function of the input and the map.
func (in *Input) ApplyPad(m *PadMap) {
	for i := 0; i < in.NPads; i++ {
		p := in.Pads[i]
		k := m[p]
		if k == KeyNone {
			continue
		}
		if p == PadLB && k == KeyTab {
			in.Shift = true
		}
		in.AddKey(k)
	}
}

// PadMapper is a scene whose gamepad differs from DefaultPad: the App maps the pad's
// buttons onto keys with the scene's PadMap.
type PadMapper interface {
	PadMap() *PadMap
}
