//go:build display

package scenetest_test

import (
	"slices"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui"
)

// TestTopButtonsOneStyle: at every table, in landscape and on a phone held upright, the
// top buttons the Shell draws (TopButtons: Help, Rules, Menu, Settings, Undo where
// offered, and the hint button, Triples' own tab included) are the shell's one
// definition of each, their text its label alone or "Label (Key)" and nothing else,
// each shown once, on the screen and clear of each other, and the keys shown on all
// of a table's buttons or on none.
func TestTopButtonsOneStyle(t *testing.T) {
	defs := []ui.TopButton{ui.TopHelp, ui.TopRules, ui.TopMenu, ui.TopSettings, ui.TopUndo, ui.TopHint}
	for _, g := range games {
		for _, sz := range [][2]float64{{ui.BaseW, ui.BaseH}, {390, 844}} {
			a := App(prefs.Normal)
			a.W, a.H = sz[0], sz[1]
			sc, sh := table(t, a, g.id, g.people, 5)
			Step(sc, a, 3)
			if _, ok := sc.(scenes.Table); !ok {
				t.Fatalf("%s: %T is not a scenes.Table", g.id, sc)
			}
			drawn := scenes.FrameOf(sh).TopButtons(a.Measure())
			seen := map[string]bool{}
			for i, d := range drawn {
				if !slices.Contains(defs, d.Button) {
					t.Errorf("%s %v: button %+v is not one of the shell's definitions", g.id, sz, d.Button)
				}
				if d.Text != d.Button.Label && d.Text != d.Button.Label+" ("+d.Button.Key+")" {
					t.Errorf("%s %v: button %q shows %q", g.id, sz, d.Button.Label, d.Text)
				}
				if seen[d.Button.Label] {
					t.Errorf("%s %v: %q twice", g.id, sz, d.Button.Label)
				}
				seen[d.Button.Label] = true
				r := d.Rect
				if r.W <= 0 || r.X < 0 || r.Y < 0 || r.X+r.W > a.W || r.Y+r.H > a.H {
					t.Errorf("%s %v: %q at %+v, off the screen", g.id, sz, d.Text, r)
				}
				for _, o := range drawn[i+1:] {
					if r.Overlaps(o.Rect) {
						t.Errorf("%s %v: %q %+v overlaps %q %+v", g.id, sz, d.Text, r, o.Text, o.Rect)
					}
				}
			}
			keys := 0
			for _, d := range drawn {
				if d.Text != d.Button.Label {
					keys++
				}
			}
			if keys != 0 && keys != len(drawn) {
				t.Errorf("%s %v: %d of %d buttons show their keys: one style at a table", g.id, sz, keys, len(drawn))
			}
			for _, want := range []string{"Help", "Rules", "Menu", "Settings", "Hint"} {
				if !seen[want] {
					t.Errorf("%s %v: no %s button among %+v", g.id, sz, want, drawn)
				}
			}
		}
	}
}
