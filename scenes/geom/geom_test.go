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
