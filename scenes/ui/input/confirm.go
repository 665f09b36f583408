package input

// Answer is what a Confirm dialog heard in one tick.
type Answer uint8

// The answers to a Confirm dialog.
const (
	// NoAnswer: nothing this tick answered the question (or a click landed on the panel
	// but on neither button); the dialog stays open.
	NoAnswer Answer = iota
	// Yes: the yes button was clicked, or Enter or Y was pressed.
	Yes
	// No: the no button was clicked, Esc or N was pressed, or a click landed outside the
	// panel.
	No
)

// Confirm is a yes/no question in a panel centred on the screen, with two buttons side
// by side: YesBtn on the left, NoBtn on the right. All coordinates are layout units. A
// stray click never says yes: only the yes button, Enter or Y do.
type Confirm struct {
	X, Y, W, H    float64 // the panel
	YesBtn, NoBtn Widget  // the two buttons (Kind Button), inside the panel
}

// Confirm panel and button sizes, in layout units.
const (
	confirmW    = 560.0
	confirmH    = 210.0
	confirmBtnW = 200.0
	confirmBtnH = 56.0
	confirmGap  = 24.0
)

// NewConfirm lays out a Confirm dialog centred on a screenW×screenH screen (layout
// units) with the button captions yes and no.
//
// On a screen narrower than the panel (a phone held upright) the panel takes the
// screen's width less 12 units a side and grows taller, so the question can wrap.
func NewConfirm(screenW, screenH float64, yes, no string) Confirm {
	w, h, bw, gap := confirmW, confirmH, confirmBtnW, confirmGap
	if screenW < confirmW+24 {
		w, h, gap = screenW-24, confirmH+40, 16
		bw = (w - 3*gap) / 2
	}
	x, y := screenW/2-w/2, screenH/2-h/2
	by := y + h - confirmBtnH - 28
	bx := screenW/2 - gap/2 - bw
	return Confirm{
		X: x, Y: y, W: w, H: h,
		YesBtn: Widget{Kind: Button, ID: int(Yes), X: bx, Y: by, W: bw, H: confirmBtnH, Label: yes},
		NoBtn:  Widget{Kind: Button, ID: int(No), X: bx + bw + gap, Y: by, W: bw, H: confirmBtnH, Label: no},
	}
}

// Answer reads one tick's input against the dialog. Keys: Enter or Y answer Yes, Esc or
// N answer No (the first such key this tick wins). A press on the yes button answers
// Yes, on the no button No, anywhere outside the panel No, and elsewhere on the panel
// nothing. It is a pure function of its inputs.
func (d *Confirm) Answer(in *Input) Answer {
	for i := 0; i < in.NKeys; i++ {
		switch in.Keys[i] {
		case KeyEnter, KeyY:
			return Yes
		case KeyEscape, KeyN:
			return No
		}
	}
	if !in.Pressed || !in.Pointer {
		return NoAnswer
	}
	switch {
	case in.ClickIn(d.YesBtn.X, d.YesBtn.Y, d.YesBtn.W, d.YesBtn.H):
		return Yes
	case in.ClickIn(d.NoBtn.X, d.NoBtn.Y, d.NoBtn.W, d.NoBtn.H):
		return No
	case in.ClickIn(d.X, d.Y, d.W, d.H):
		return NoAnswer
	}
	return No
}

// Hot is the button under the pointer (Yes or No), or NoAnswer; touch has no hover.
func (d *Confirm) Hot(in *Input) Answer {
	if !in.Pointer || in.Touch {
		return NoAnswer
	}
	switch {
	case Inside(in.X, in.Y, d.YesBtn.X, d.YesBtn.Y, d.YesBtn.W, d.YesBtn.H):
		return Yes
	case Inside(in.X, in.Y, d.NoBtn.X, d.NoBtn.Y, d.NoBtn.W, d.NoBtn.H):
		return No
	}
	return NoAnswer
}
