//go:build display

package screens

import (
	"testing"

	"parlor/scenes"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// menuAt opens the menu for game on a w×h screen and lays it out.
func menuAt(t *testing.T, game string, w, h float64) (*scenes.App, *Menu) {
	t.Helper()
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	setup, err := scenes.ParseSetup(game, "", 0, "", "", 1, false)
	if err != nil {
		t.Fatal(err)
	}
	a := scenes.NewApp(setup)
	a.W, a.H, a.Scale = w, h, 1
	m := NewMenu(setup)
	a.Goto(m)
	m.Update(a)
	return a, m
}

// rectOf is widget w's rectangle.
func rectOf(w *ui.Widget) geom.Rect { return geom.R(w.X, w.Y, w.W, w.H) }

// noOverlaps reports every pair of the widgets that overlap.
func noOverlaps(t *testing.T, what string, ws []ui.Widget) {
	t.Helper()
	for i := range ws {
		for j := i + 1; j < len(ws); j++ {
			if rectOf(&ws[i]).Overlaps(rectOf(&ws[j])) {
				t.Errorf("%s: %q %+v overlaps %q %+v", what, ws[i].Label, rectOf(&ws[i]), ws[j].Label, rectOf(&ws[j]))
			}
		}
	}
}

// TestMenuFitsEveryGame: in landscape, with each game chosen (Third Wheel has five
// options), no two menu widgets overlap (the Sound row used to slide under Start) and
// all lie on the screen.
func TestMenuFitsEveryGame(t *testing.T) {
	for _, g := range scenes.Games() {
		_, m := menuAt(t, g.ID, ui.BaseW, ui.BaseH)
		noOverlaps(t, g.ID, m.widgets)
		for i := range m.widgets {
			if r := rectOf(&m.widgets[i]); r.X < 0 || r.Y < 0 || r.X+r.W > ui.BaseW || r.Y+r.H > ui.BaseH {
				t.Errorf("%s: %q %+v off the screen", g.ID, m.widgets[i].Label, r)
			}
		}
	}
}

// TestMenuPortraitScrolls: upright, for each game and phone size, the column's widgets
// and the foot's do not overlap, the foot lies on the screen under the column's window,
// scrolled to its end the column's last row (Daily deal) is in the window, a drag across an
// option scrolls without toggling it, and a tap toggles it.
func TestMenuPortraitScrolls(t *testing.T) {
	for _, g := range scenes.Games() {
		for _, sz := range phoneSizes {
			a, m := menuAt(t, g.ID, sz[0], sz[1])
			u := &m.up
			noOverlaps(t, g.ID, m.widgets[:u.footAt])
			noOverlaps(t, g.ID, m.widgets[u.footAt:])
			for i := u.footAt; i < len(m.widgets); i++ {
				if r := rectOf(&m.widgets[i]); r.Overlaps(u.view) || r.Y+r.H > sz[1] || r.X < 0 || r.X+r.W > sz[0] {
					t.Errorf("%s %v: foot button %q %+v off the screen or in the column %+v", g.ID, sz, m.widgets[i].Label, r, u.view)
				}
			}
			u.Y = u.Max
			m.Update(a)
			last := &m.widgets[u.footAt-1]
			if last.ID != wDaily || last.Y+last.H > u.view.Y+u.view.H+0.01 {
				t.Errorf("%s %v: scrolled to the end, the last row %q ends at %v, below the window's %v", g.ID, sz, last.Label, last.Y+last.H, u.view.Y+u.view.H)
			}
			if len(g.Options) == 0 {
				continue
			}
			u.Y = 0
			m.Update(a)
			u.Y = u.Max / 2
			m.Update(a)
			opt := -1
			for i := 0; i < u.footAt; i++ {
				if w := &m.widgets[i]; w.ID == wOptionBase && u.view.Contains(w.X+w.W/2, w.Y+w.H/2) {
					opt = i
				}
			}
			if opt < 0 {
				u.Y = 0
				for u.Y <= u.Max && opt < 0 {
					m.Update(a)
					for i := 0; i < u.footAt; i++ {
						if w := &m.widgets[i]; w.ID == wOptionBase && u.view.Contains(w.X+w.W/2, w.Y+w.H/2) {
							opt = i
						}
					}
					u.Y += 20
				}
			}
			if opt < 0 {
				t.Fatalf("%s %v: no scroll shows the first option", g.ID, sz)
			}
			w := m.widgets[opt]
			on := w.On
			x, y := w.X+w.W/2, w.Y+w.H/2
			before := u.Y
			touch := func(x, y float64, down, pressed bool) {
				a.In = ui.Input{X: x, Y: y, Pointer: true, Touch: true, Down: down, Pressed: pressed, Released: !down}
				m.Update(a)
			}
			touch(x, y, true, true)
			touch(x, y-30, true, false)
			touch(x, y-30, false, false)
			touch(x, y-30, false, false) // lays the menu out as it now is
			if m.widgets[opt].On != on {
				t.Errorf("%s %v: a drag across %q toggled it", g.ID, sz, w.Label)
			}
			if u.Max > 30 && u.Y == before {
				t.Errorf("%s %v: a drag of 30 did not scroll (at %v of %v)", g.ID, sz, u.Y, u.Max)
			}
			w = m.widgets[opt]
			x, y = w.X+w.W/2, w.Y+w.H/2
			touch(x, y, true, true)
			touch(x, y, false, false)
			touch(x, y, false, false)
			if m.widgets[opt].On == on {
				t.Errorf("%s %v: a tap on %q did not toggle it", g.ID, sz, w.Label)
			}
		}
	}
}
