package input

import "testing"

func TestConfirmAnswer(t *testing.T) {
	d := NewConfirm(1280, 800, "Leave", "Keep playing")
	mid := func(w Widget) (float64, float64) { return w.X + w.W/2, w.Y + w.H/2 }
	yx, yy := mid(d.YesBtn)
	nx, ny := mid(d.NoBtn)
	cases := []struct {
		name string
		in   *Input
		want Answer
	}{
		{"nothing", &Input{}, NoAnswer},
		{"pointer moving, no press", &Input{X: yx, Y: yy, Pointer: true}, NoAnswer},
		{"click on Leave leaves", Tap(yx, yy), Yes},
		{"click on Keep playing stays", Tap(nx, ny), No},
		{"click outside the dialog stays", Tap(40, 40), No},
		{"click just left of the panel stays", Tap(d.X-1, d.Y+d.H/2), No},
		{"click on the panel between buttons does nothing", Tap(d.X+d.W/2, d.YesBtn.Y+d.YesBtn.H/2), NoAnswer},
		{"click on the question text does nothing", Tap(d.X+d.W/2, d.Y+40), NoAnswer},
		{"Enter leaves", Keys(KeyEnter), Yes},
		{"Y leaves", Keys(KeyY), Yes},
		{"Esc stays", Keys(KeyEscape), No},
		{"N stays", Keys(KeyN), No},
		{"Space does not leave", Keys(KeySpace), NoAnswer},
	}
	for _, c := range cases {
		if got := d.Answer(c.in); got != c.want {
			t.Errorf("%s: Answer = %d, want %d", c.name, got, c.want)
		}
	}
}

func TestConfirmLayout(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {800, 1280}, {1024, 768}, {360, 640}, {430, 932}} {
		d := NewConfirm(sz[0], sz[1], "Leave", "Keep playing")
		for _, b := range []Widget{d.YesBtn, d.NoBtn} {
			if b.X < d.X || b.Y < d.Y || b.X+b.W > d.X+d.W || b.Y+b.H > d.Y+d.H {
				t.Errorf("%v: button %q %v lies outside the panel %v", sz, b.Label, b, d)
			}
		}
		if d.YesBtn.X+d.YesBtn.W > d.NoBtn.X {
			t.Errorf("%v: the buttons overlap", sz)
		}
		if d.X < 0 || d.Y < 0 || d.X+d.W > sz[0] || d.Y+d.H > sz[1] {
			t.Errorf("%v: panel %v is off screen", sz, d)
		}
	}
}

func TestConfirmHot(t *testing.T) {
	d := NewConfirm(1280, 800, "Leave", "Keep playing")
	in := &Input{X: d.NoBtn.X + 1, Y: d.NoBtn.Y + 1, Pointer: true}
	if got := d.Hot(in); got != No {
		t.Errorf("Hot over Keep playing = %d, want No", got)
	}
	in.Touch = true
	if got := d.Hot(in); got != NoAnswer {
		t.Errorf("Hot with touch = %d, want NoAnswer", got)
	}
}
