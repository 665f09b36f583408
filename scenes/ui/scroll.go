package ui

import (
	"math"

	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// Scroll is how far a column taller than its view is scrolled down (layout units), moved
// by the wheel, the arrows, Page Up/Down, Space, Home/End and by dragging it with a
// finger or the mouse: the rules screen's text, an upright score sheet and menu.
type Scroll struct {
	// Y is the distance scrolled, 0 to Max.
	Y, Max float64
	drag   bool
	lastY  float64
}

// Update moves the scroll by this tick's input: the keys (page is a Page Up/Down step),
// then the wheel and a drag that starts inside area (Pointer). Max must be set first.
func (s *Scroll) Update(in *Input, area geom.Rect, page float64) {
	step := 0.0
	switch {
	case in.Key(input.KeyDown):
		step = 60
	case in.Key(input.KeyUp):
		step = -60
	case in.Key(input.KeyPageDown), in.Key(input.KeySpace):
		step = page
	case in.Key(input.KeyPageUp):
		step = -page
	case in.Key(input.KeyHome):
		step = -1e9
	case in.Key(input.KeyEnd):
		step = 1e9
	}
	s.By(step)
	s.Pointer(in, area)
}

// Pointer moves the scroll by the wheel and by a drag that starts inside area (a view
// whose arrow keys move a focus instead uses this alone).
func (s *Scroll) Pointer(in *Input, area geom.Rect) {
	step := -in.WheelY * 50
	switch {
	case in.Pressed && in.Pointer && area.Contains(in.X, in.Y):
		s.drag, s.lastY = true, in.Y
	case s.drag && in.Down:
		step += s.lastY - in.Y
		s.lastY = in.Y
	default:
		s.drag = false
	}
	s.By(step)
}

// By scrolls d further down (up when negative), within 0..Max.
func (s *Scroll) By(d float64) { s.Y = math.Max(0, math.Min(s.Max, s.Y+d)) }

// Show scrolls the least that brings the band top..bottom (layout units, as laid out
// now) into the view from viewTop to viewBottom.
func (s *Scroll) Show(top, bottom, viewTop, viewBottom float64) {
	switch {
	case top < viewTop:
		s.By(top - viewTop)
	case bottom > viewBottom:
		s.By(math.Min(bottom-viewBottom, top-viewTop))
	}
}
