//go:build display

package screens

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes"
	"parlor/scenes/gametext"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// phoneSizes are the upright screens the portrait layouts are checked on (layout units,
// one a CSS pixel).
var phoneSizes = [][2]float64{{360, 640}, {390, 844}, {430, 932}}

// stubScene stands in for the table a mid-game score sheet goes back to.
type stubScene struct{}

func (stubScene) Update(*scenes.App) error { return nil }
func (stubScene) Draw(*ui.Canvas)          {}

// drag is one tick of a finger: pressed at x, y (press), or held and moved to x, y.
func drag(a *scenes.App, s scenes.Scene, x, y float64, press bool) {
	a.In = ui.Input{X: x, Y: y, Pointer: true, Touch: true, Down: true, Pressed: press}
	s.Update(a)
}

// TestScoringPortrait: on each phone size the upright score sheet's buttons lie on the
// screen clear of each other and of the scrolled column; a sheet of 17 rounds is taller
// than its view, and a finger dragged up 100 units scrolls it 100 down (no further than
// its end).
func TestScoringPortrait(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	for _, sz := range phoneSizes {
		a := &scenes.App{W: sz[0], H: sz[1], Scale: 1}
		sh := &ui.ScoreSheet{Game: "Troeven", Names: []string{"Ada", "Bartholomew the Long-Named", "Cleo"}, Totals: []int{1, 2, 3}}
		for r := 0; r < 17; r++ {
			sh.Scores = append(sh.Scores, []int{r, 2 * r, 3 * r})
			sh.RoundLabels = append(sh.RoundLabels, "12 · ♣ · Bartholomew calls")
		}
		s := NewScoring(sh, stubScene{}, func(*scenes.App) (scenes.Scene, error) { return stubScene{}, nil })
		s.Update(a)
		img := ebiten.NewImage(int(sz[0]), int(sz[1]))
		s.Draw(&ui.Canvas{Dst: img, S: 1, W: a.W, H: a.H})
		s.Update(a)
		if len(s.widgets) != 3 {
			t.Fatalf("%v: %d buttons, want Next round, New game, Menu", sz, len(s.widgets))
		}
		view := s.portraitView(a.W, a.H)
		for i, w := range s.widgets {
			r := geom.R(w.X, w.Y, w.W, w.H)
			if r.X < 0 || r.Y < 0 || r.X+r.W > a.W || r.Y+r.H > a.H || r.H < 44 {
				t.Errorf("%v: button %q %+v off the screen or too small", sz, w.Label, r)
			}
			if r.Overlaps(view) {
				t.Errorf("%v: button %q %+v overlaps the scrolled column %+v", sz, w.Label, r, view)
			}
			for _, o := range s.widgets[i+1:] {
				if r.Overlaps(geom.R(o.X, o.Y, o.W, o.H)) {
					t.Errorf("%v: buttons %q and %q overlap", sz, w.Label, o.Label)
				}
			}
		}
		if s.scroll.Max <= 0 || s.contentH <= view.H {
			t.Fatalf("%v: 17 rounds fit a %v-high view (content %v): no scrolling to check", sz, view.H, s.contentH)
		}
		drag(a, s, a.W/2, view.Y+200, true)
		drag(a, s, a.W/2, view.Y+100, false)
		if s.scroll.Y != 100 {
			t.Errorf("%v: dragged 100 up, scrolled %v", sz, s.scroll.Y)
		}
		for i := 0; i < 40; i++ {
			drag(a, s, a.W/2, view.Y+100-float64(i)*50, false)
		}
		if s.scroll.Y != s.scroll.Max {
			t.Errorf("%v: dragged far up, scrolled %v of %v", sz, s.scroll.Y, s.scroll.Max)
		}
	}
}

// TestRulesPortrait: on each phone size the rules' column and every wrapped line lie on
// the screen at the landscape text size, and a drag scrolls the text.
func TestRulesPortrait(t *testing.T) {
	long := strings.Repeat("Every player follows suit when able; a trick goes to its highest trump. ", 30)
	for _, sz := range phoneSizes {
		r := NewRules(&scenes.GameInfo{Name: "Test", Rules: []gametext.Section{{Title: "First", Text: []string{long, long}}}})
		a := &scenes.App{W: sz[0], H: sz[1], Scale: 1}
		r.Update(a)
		m := a.Measure()
		cw := rulesWidth(a.W)
		if r.x < 8 || r.x+cw > a.W-8 {
			t.Errorf("%v: column %v..%v leaves the screen", sz, r.x, r.x+cw)
		}
		for _, b := range r.blocks {
			size := 18.0
			if b.title {
				size = 24
			}
			for _, line := range strings.Split(b.text, "\n") {
				if w := m.TextWidth(line, size, b.title); r.x+w > a.W-8 {
					t.Errorf("%v: line %q is %v wide, past the screen's edge", sz, line, w)
				}
			}
		}
		if r.scroll.Max <= 0 {
			t.Fatalf("%v: the long text fits unscrolled", sz)
		}
		drag(a, r, a.W/2, 400, true)
		drag(a, r, a.W/2, 300, false)
		if r.scroll.Y != 100 {
			t.Errorf("%v: dragged 100 up, scrolled %v", sz, r.scroll.Y)
		}
	}
}

// TestEllipsize: a text too wide for its room is cut to fit with "…" at its end (at
// word ends, no space before the "…"); one that fits comes back as it is; a room too
// small for any letter gives "…" alone.
func TestEllipsize(t *testing.T) {
	c := (&scenes.App{W: ui.BaseW, H: ui.BaseH, Scale: 1}).Measure()
	long := "Bartholomew Montgomery-Smythe the Third"
	for _, w := range []float64{60, 120, 200} {
		got := c.Ellipsize(long, 15, w, false)
		if !strings.HasSuffix(got, "…") || strings.HasSuffix(got, " …") || c.TextWidth(got, 15, false) > w {
			t.Errorf("%v wide: %q (%.0f wide)", w, got, c.TextWidth(got, 15, false))
		}
		if !strings.HasPrefix(long, strings.TrimSuffix(got, "…")) {
			t.Errorf("%v wide: %q is not the name's start", w, got)
		}
	}
	if got := c.Ellipsize("Ada", 15, 200, true); got != "Ada" {
		t.Errorf("a short name became %q", got)
	}
	if got := c.Ellipsize(long, 15, 1, false); got != "…" {
		t.Errorf("no room: %q", got)
	}
}
