package geom

import "testing"

func TestRect(t *testing.T) {
	r := R(10, 20, 30, 40)
	for _, c := range []struct {
		x, y float64
		in   bool
	}{{10, 20, true}, {39.9, 59.9, true}, {40, 30, false}, {20, 60, false}, {9.9, 30, false}} {
		if got := r.Contains(c.x, c.y); got != c.in {
			t.Errorf("%+v contains %v,%v: %v, want %v", r, c.x, c.y, got, c.in)
		}
	}
	if !r.Overlaps(R(39, 59, 5, 5)) || r.Overlaps(R(40, 20, 5, 5)) || r.Overlaps(R(10, 60, 5, 5)) {
		t.Error("Overlaps: corners sharing area overlap, touching edges do not")
	}
	if u := r.Union(R(0, 0, 5, 5)); u != R(0, 0, 40, 60) {
		t.Errorf("union %+v", u)
	}
	if u := (Rect{}).Union(r); u != r {
		t.Errorf("union with an empty rect %+v", u)
	}
	if r.CX() != 25 || r.CY() != 40 {
		t.Errorf("centre %v,%v", r.CX(), r.CY())
	}
	if g := Grow(r, 5); g != R(5, 15, 40, 50) {
		t.Errorf("grow %+v", g)
	}
	if c := CardRect(100, 100, 0.5); c != R(75, 65, 50, 70) {
		t.Errorf("card rect %+v", c)
	}
}

// TestGapAndBounds: cards spread at their gap until the row would not fit, then close
// up; the bounds of a row hold every card, widened and raised as asked.
func TestGapAndBounds(t *testing.T) {
	if g := Gap(1, 100, 50, 300); g != 0 {
		t.Errorf("one card: gap %v", g)
	}
	if g := Gap(3, 100, 50, 500); g != 50 {
		t.Errorf("room to spare: gap %v, want 50", g)
	}
	if g := Gap(5, 100, 50, 300); g != 50 {
		t.Errorf("exactly room: gap %v", g)
	}
	if g := Gap(11, 100, 50, 300); g != 20 {
		t.Errorf("tight: gap %v, want 20", g)
	}
	b := Bounds(3, 1, func(i int) (float64, float64) { return 100 + 50*float64(i), 200 }, 10, 4)
	if b != R(46, 120, 208, 150) {
		t.Errorf("bounds %+v", b)
	}
}

// TestChromeExtra: the Settings, Undo and hint buttons go under the top buttons when
// they stand in a column, left of them in their row, and in a second row on an upright
// screen or where the row has no room; none of them covers a top button.
func TestChromeExtra(t *testing.T) {
	column := Chrome{Help: R(1100, 10, 120, 40), Rules: R(1100, 60, 120, 40), Menu: R(1100, 110, 120, 40)}
	row := Chrome{Help: R(900, 10, 100, 44), Rules: R(1010, 10, 100, 44), Menu: R(1120, 10, 100, 44)}
	_, help, rules, menu := PortraitTop(720)
	upright := Chrome{Help: help, Rules: rules, Menu: menu}
	for _, c := range []struct {
		name            string
		ch              Chrome
		portrait        bool
		undo, set, hint Rect
	}{
		{"column", column, false, R(1100, 210, 120, 40), R(1100, 160, 120, 40), R(1100, 260, 120, 40)},
		{"row", row, false, R(656, 10, 96, 44), R(762, 10, 128, 44), R(550, 10, 96, 44)},
		{"upright", upright, true, R(menu.X+menu.W-128-8-96, help.Y+help.H+4, 96, PortraitTopRow2-4),
			R(menu.X+menu.W-128, help.Y+help.H+4, 128, PortraitTopRow2-4), R(menu.X+menu.W-128-8-96-10-96, help.Y+help.H+4, 96, PortraitTopRow2-4)},
	} {
		undo, set, hint := c.ch.Extra(c.portrait)
		if undo != c.undo || set != c.set || hint != c.hint {
			t.Errorf("%s: undo %+v, settings %+v, hint %+v; want %+v, %+v, %+v", c.name, undo, set, hint, c.undo, c.set, c.hint)
		}
		for _, r := range []Rect{undo, set, hint} {
			for _, top := range []Rect{c.ch.Help, c.ch.Rules, c.ch.Menu} {
				if r.Overlaps(top) {
					t.Errorf("%s: %+v covers the top button %+v", c.name, r, top)
				}
			}
		}
	}
}

// TestShortTopNarrow: on a short landscape screen the Settings, Undo and hint buttons
// lie in the top row between the info panel and Help, clear of both; on a small phone
// held sideways (640 units) they are narrower, so that the info panel keeps at least
// 120 units for its words (it had 56).
func TestShortTopNarrow(t *testing.T) {
	for _, w := range []float64{640, 700, 844} {
		info, help, rules, menu := ShortTop(w)
		undo, set, hint := Chrome{Help: help, Rules: rules, Menu: menu}.Extra(false)
		if info.W < 120 {
			t.Errorf("%v: the info panel is %v wide", w, info.W)
		}
		for _, r := range []Rect{undo, set, hint} {
			if r.Y != help.Y || r.X < info.X+info.W || r.X+r.W > help.X || r.W < 64 {
				t.Errorf("%v: %+v not in the top row between the info panel %+v and Help %+v", w, r, info, help)
			}
		}
		if undo.Overlaps(set) || hint.Overlaps(undo) {
			t.Errorf("%v: Undo %+v, Settings %+v and the hint %+v overlap", w, undo, set, hint)
		}
		if free := ShortFree(w); free.X+free.W > set.X || free.X < info.X+info.W {
			t.Errorf("%v: the free room %+v is not between the info panel and Settings %+v", w, free, set)
		}
	}
}
