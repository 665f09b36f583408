//go:build display

package scenetest_test

import (
	"slices"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// topFocus drives the keyboard's focus at a table: Tab, Shift+Tab and other keys, one
// tick each, and the top button the focus is on ("" for none).
type topFocus struct {
	t  *testing.T
	a  *scenes.App
	tb scenes.Scene
	sh *scenes.Shell
}

// newTopFocus deals game id (people: its seats' levels, as table takes them) on a new App
// at instant speed and shows the table.
func newTopFocus(t *testing.T, id, people string) topFocus {
	a := App(prefs.Instant)
	tb, sh := table(t, a, id, people, 3)
	a.Goto(tb)
	Step(tb, a, 5)
	return topFocus{t: t, a: a, tb: tb, sh: sh}
}

func (d topFocus) tops() []scenes.TopDrawn { return scenes.FrameOf(d.sh).TopButtons(d.a.Measure()) }

func (d topFocus) on() string {
	b, ok := d.sh.TopFocus().Focused(d.tops())
	if ok != d.sh.TopFocus().On() {
		d.t.Fatalf("the focus is On %v, but Focused says %v", d.sh.TopFocus().On(), ok)
	}
	return b.Button.Label
}

func (d topFocus) tab(back bool) {
	in := input.Keys(input.KeyTab)
	in.Shift = back
	Tick(d.tb, d.a, *in)
}

// tabTo presses Tab (Shift+Tab when back) until the focus is on label, at most 80 times.
func (d topFocus) tabTo(label string, back bool) {
	d.t.Helper()
	for n := 0; d.on() != label; n++ {
		if n == 80 {
			d.t.Fatalf("80 presses of Tab (back %v) never reached %q (on %q)", back, label, d.on())
		}
		d.tab(back)
	}
}

// rect is where the top button label is now.
func (d topFocus) rect(label string) scenes.TopDrawn {
	for _, b := range d.tops() {
		if b.Button.Label == label {
			return b
		}
	}
	d.t.Fatalf("no %q among the top buttons", label)
	return scenes.TopDrawn{}
}

// TestTabReachesTopButtons: at every table (a person and two bots), Tab goes on from
// the table's own places to its top buttons: the first of them in reading order, then
// each in turn (each one lower, or on the same row to the right) and every one once,
// and from the last back to the table; Shift+Tab from the table goes back into them, on
// the last, then the one before. The focused button wears the ring (the Shell's focus
// state), Enter presses it as a click does (Rules opens the rules, over which the focus
// stays; Menu asks before leaving), → steps along the buttons, and Space presses one
// too except at Third Wheel, where Space stays the slap.
func TestTabReachesTopButtons(t *testing.T) {
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			d := newTopFocus(t, g.id, g.people)
			a, tb, sh := d.a, d.tb, d.sh
			f := scenes.FrameOf(sh)
			if d.on() != "" {
				t.Fatalf("the focus is on %q before any key", d.on())
			}
			presses := 0
			for ; d.on() == ""; presses++ {
				if presses == 60 {
					t.Fatal("60 presses of Tab never reached a top button")
				}
				d.tab(false)
			}
			var seq []scenes.TopDrawn
			for d.on() != "" {
				if len(seq) > 10 {
					t.Fatalf("Tab stays among the top buttons: %d of them", len(seq))
				}
				seq = append(seq, d.rect(d.on()))
				d.tab(false)
			}
			if len(seq) != len(d.tops()) {
				t.Fatalf("Tab went over %d top buttons of %d", len(seq), len(d.tops()))
			}
			seen := map[string]bool{}
			for i, b := range seq {
				if seen[b.Button.Label] {
					t.Fatalf("Tab reached %q twice", b.Button.Label)
				}
				seen[b.Button.Label] = true
				if i == 0 {
					continue
				}
				p, r := seq[i-1].Rect, b.Rect
				sameRow := r.CY()-p.CY() <= min(p.H, r.H)/2 && p.CY()-r.CY() <= min(p.H, r.H)/2
				if sameRow && r.X < p.X || !sameRow && r.CY() < p.CY() {
					t.Errorf("Tab went from %q %+v to %q %+v: not reading order", seq[i-1].Button.Label, p, b.Button.Label, r)
				}
			}
			t.Logf("%d presses of Tab to the top buttons, then %v", presses, topLabels(seq))

			d.tab(true)
			if last := seq[len(seq)-1].Button.Label; d.on() != last {
				t.Fatalf("Shift+Tab from the table went to %q, want the last top button %q", d.on(), last)
			}
			d.tab(true)
			if prev := seq[len(seq)-2].Button.Label; d.on() != prev {
				t.Fatalf("Shift+Tab again went to %q, want %q", d.on(), prev)
			}

			d.tabTo("Rules", false)
			Press(tb, a, input.KeyEnter)
			if _, ok := a.Top().(*screens.Rules); !ok {
				t.Fatalf("Enter on Rules opened %T, want the rules", a.Top())
			}
			a.Pop()
			if d.on() != "Rules" {
				t.Fatalf("back from the rules the focus is on %q, want Rules", d.on())
			}
			i := slices.IndexFunc(seq, func(b scenes.TopDrawn) bool { return b.Button.Label == "Rules" })
			Press(tb, a, input.KeyRight)
			if next := seq[(i+1)%len(seq)].Button.Label; d.on() != next {
				t.Fatalf("→ from Rules went to %q, want %q", d.on(), next)
			}

			d.tabTo("Menu", true)
			Press(tb, a, input.KeyEnter)
			if !f.Leaving() {
				t.Fatal("Enter on Menu did not ask before leaving")
			}
			Press(tb, a, input.KeyN)
			if f.Leaving() || a.Next() != nil {
				t.Fatal("N did not keep playing")
			}

			d.tabTo("Settings", false)
			Press(tb, a, input.KeySpace)
			if want := g.id != "thirdwheel"; f.SettingsOpen() != want {
				t.Fatalf("Space on Settings: settings open %v, want %v", f.SettingsOpen(), want)
			}
			if f.SettingsOpen() {
				Press(tb, a, input.KeyEscape)
			}
			Press(tb, a, input.KeyEnter)
			if !f.SettingsOpen() {
				t.Fatal("Enter on Settings did not open the settings")
			}
			Press(tb, a, input.KeyEscape)

			// A click anywhere takes the focus off the buttons.
			Click(tb, a, 5, a.H-5)
			if d.on() != "" {
				t.Fatalf("after a click the focus is still on %q", d.on())
			}
		})
	}
}

// TestEnterOnTopButtonIsAClick: at every table, Enter on the focused Hint and Undo
// buttons does what a click on them does at the same table in the same position: the
// same toast (a hint, or why none; why there is nothing to undo), and Triples' own hint
// tab lit the same.
func TestEnterOnTopButtonIsAClick(t *testing.T) {
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			for _, label := range []string{"Hint", "Undo"} {
				var said [2]string
				var lit [2]bool
				for i, byKey := range []bool{true, false} {
					d := newTopFocus(t, g.id, g.people)
					a, tb, sh := d.a, d.tb, d.sh
					b := d.rect(label)
					if byKey {
						d.tabTo(label, false)
						Press(tb, a, input.KeyEnter)
					} else {
						Click(tb, a, b.Rect.CX(), b.Rect.CY())
					}
					said[i], lit[i] = sh.ToastShown(), d.rect(label).On
				}
				if said[0] == "" || said[0] != said[1] || lit[0] != lit[1] {
					t.Errorf("%s: Enter gave the toast %q (lit %v), a click %q (lit %v)", label, said[0], lit[0], said[1], lit[1])
				}
				t.Logf("%s: %q (lit %v)", label, said[0], lit[0])
			}
		})
	}
}

// TestGamepadReachesTopButtons: at every table a gamepad alone reaches the top buttons:
// RB steps the focus as Tab does, LB back, and the button that stands for Enter (A; X
// at Third Wheel, where A slaps) presses the focused one: Help opens the key help. At
// Three-Thirteen, which sorts the hand with LB and RB, the D-pad goes up from the hand
// to the piles' row and on up to the first top button, right along them, and down back
// to the table.
func TestGamepadReachesTopButtons(t *testing.T) {
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			a, press := padApp()
			tb, sh := table(t, a, g.id, g.people, 3)
			a.Goto(tb)
			settleApp(a, press)
			d := topFocus{t: t, a: a, tb: tb, sh: sh}
			if g.id == "threethirteen" {
				press(input.PadUp)
				if d.on() != "" {
					t.Fatalf("one D-pad up from the hand is on the top button %q, want the piles' row", d.on())
				}
				press(input.PadUp)
				first := d.on()
				if first == "" {
					t.Fatal("D-pad up from the piles' row did not reach the top buttons")
				}
				press(input.PadDown)
				if d.on() != "" {
					t.Fatalf("D-pad down left the focus on %q, want the table", d.on())
				}
				press(input.PadUp)
				for n := 0; d.on() != "Help"; n++ {
					if n == 20 {
						t.Fatalf("20 presses of the D-pad's right from %q never reached Help (on %q)", first, d.on())
					}
					press(input.PadRight)
				}
				press(input.PadA)
				if !scenes.FrameOf(sh).HelpOpen() {
					t.Fatalf("A on Help did not open the key help (focus on %q)", d.on())
				}
				return
			}
			for n := 0; d.on() != "Help"; n++ {
				if n == 80 {
					t.Fatalf("80 presses of RB never reached Help (on %q)", d.on())
				}
				press(input.PadRB)
			}
			press(input.PadLB)
			if d.on() == "Help" {
				t.Fatal("LB did not step the focus back")
			}
			press(input.PadRB)
			enter := input.PadA
			if g.id == "thirdwheel" {
				enter = input.PadX
			}
			press(enter)
			if !scenes.FrameOf(sh).HelpOpen() {
				t.Fatalf("%v on Help did not open the key help (focus on %q)", enter, d.on())
			}
		})
	}
}

// topLabels are the buttons' labels.
func topLabels(bs []scenes.TopDrawn) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = b.Button.Label
	}
	return out
}
