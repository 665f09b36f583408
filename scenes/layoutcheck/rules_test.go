//go:build display

package layoutcheck

import (
	"fmt"
	"math"
	"testing"
	"unicode/utf8"

	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// The layout rules every screen meets at every size, measured from what the drawing kit
// recorded (ui.LayoutRec), in layout units turned to CSS pixels by the canvas's scale.
const (
	minTapCSS  = 44.0 // a tap target's smaller side, on a touch screen
	minTextCSS = 12.0 // a text's size, on a touch screen
	slack      = 1.0  // layout units a rectangle may reach past another (antialiasing)
)

// fault is one break of a layout rule: the rule ("off-screen", "cut", "text-size",
// "tap-size", "overlap", "crosses") and what breaks it.
type fault struct{ rule, what string }

// layoutFaults lists what breaks the rules in one frame's record, drawn on a canvas of
// W×H layout units at s CSS pixels per layout unit; touch adds the size rules.
func layoutFaults(items []ui.RecItem, W, H, s float64, touch bool) []fault {
	var out []fault
	add := func(rule, format string, args ...any) { out = append(out, fault{rule, fmt.Sprintf(format, args...)}) }
	items = visible(items)
	screen := geom.R(0, 0, W, H)
	for i, it := range items {
		if !inside(it.R, screen) {
			add("off-screen", "%s off the screen at %s", name(it), rect(it.R))
		}
		if it.Kind == ui.RecText && it.Full != "" && utf8.RuneCountInString(it.Text) <= 5 {
			add("cut", "%q cut to %q", it.Full, it.Text)
		}
		if touch && it.Kind == ui.RecText && it.Size*s < minTextCSS-0.05 {
			add("text-size", "%s at %.1f CSS px", name(it), it.Size*s)
		}
		if touch && it.Kind == ui.RecButton && !it.Clipped && math.Min(it.R.W, it.R.H)*s < minTapCSS-0.5 {
			add("tap-size", "%s %.0f×%.0f CSS px", name(it), it.R.W*s, it.R.H*s)
		}
		for _, o := range items[i+1:] {
			if o.Layer != it.Layer || !overlap(it.R, o.R) {
				continue
			}
			a, b := it, o
			if b.Kind == ui.RecText && a.Kind != ui.RecText {
				a, b = b, a
			}
			switch {
			case a.Kind == ui.RecText && b.Kind == ui.RecText:
				add("overlap", "%s overlaps %s", name(a), name(b))
			case a.Kind == ui.RecText:
				if !inside(a.R, b.R) {
					add("crosses", "%s crosses the edge of %s", name(a), name(b))
				}
			case !inside(a.R, b.R) && !inside(b.R, a.R):
				add("overlap", "%s overlaps %s", name(a), name(b))
			}
		}
	}
	return out
}

// visible is items without those a box drawn later (in the same layer: boxes are
// opaque) covers whole: a round's end panel over the plates hides them.
func visible(items []ui.RecItem) []ui.RecItem {
	var out []ui.RecItem
	for i, it := range items {
		hidden := false
		for _, o := range items[i+1:] {
			if o.Kind != ui.RecText && o.Layer == it.Layer && inside(it.R, o.R) {
				hidden = true
				break
			}
		}
		if !hidden {
			out = append(out, it)
		}
	}
	return out
}

// overlap reports whether r and o share more than a sliver (slack on every side).
func overlap(r, o geom.Rect) bool { return geom.Grow(r, -slack).Overlaps(geom.Grow(o, -slack)) }

// inside reports whether r lies within o (to within slack).
func inside(r, o geom.Rect) bool {
	return r.X >= o.X-slack && r.Y >= o.Y-slack && r.X+r.W <= o.X+o.W+slack && r.Y+r.H <= o.Y+o.H+slack
}

func name(it ui.RecItem) string {
	if it.Kind == ui.RecText {
		t := it.Text
		if utf8.RuneCountInString(t) > 40 {
			t = string([]rune(t)[:40]) + "…"
		}
		return fmt.Sprintf("text %q", t)
	}
	return fmt.Sprintf("%s %s", it.Kind, rect(it.R))
}

func rect(r geom.Rect) string { return fmt.Sprintf("(%.0f,%.0f %.0f×%.0f)", r.X, r.Y, r.W, r.H) }

// TestLayoutFaultsFindEachRule: a record with one break of each rule gives that rule's
// fault, and the same record laid out cleanly gives none.
func TestLayoutFaultsFindEachRule(t *testing.T) {
	text := func(s string, r geom.Rect, size float64) ui.RecItem {
		return ui.RecItem{Kind: ui.RecText, R: r, Text: s, Size: size}
	}
	box := func(k ui.RecKind, r geom.Rect) ui.RecItem { return ui.RecItem{Kind: k, R: r} }
	cases := []struct {
		rule  string
		items []ui.RecItem
	}{
		{"off-screen", []ui.RecItem{box(ui.RecButton, geom.R(-20, 10, 100, 50))}},
		{"tap-size", []ui.RecItem{box(ui.RecButton, geom.R(10, 10, 100, 40))}},
		{"text-size", []ui.RecItem{text("D", geom.R(10, 10, 8, 10), 10)}},
		{"cut", []ui.RecItem{{Kind: ui.RecText, R: geom.R(10, 10, 20, 16), Text: "Ba…", Full: "Basil", Size: 16}}},
		{"overlap", []ui.RecItem{text("Stock", geom.R(10, 10, 60, 14), 14), text("Round 1", geom.R(40, 12, 60, 14), 14)}},
		{"overlap", []ui.RecItem{box(ui.RecBanner, geom.R(10, 10, 200, 44)), box(ui.RecButton, geom.R(10, 40, 100, 44))}},
		{"crosses", []ui.RecItem{box(ui.RecPlate, geom.R(10, 10, 100, 46)), text("Duo 1", geom.R(80, 20, 50, 14), 14)}},
	}
	for _, c := range cases {
		faults := layoutFaults(c.items, 390, 844, 1, true)
		if len(faults) != 1 || faults[0].rule != c.rule {
			t.Errorf("%s: faults %v, want one %s", c.rule, faults, c.rule)
		}
	}
	clean := []ui.RecItem{
		box(ui.RecPlate, geom.R(10, 10, 200, 50)), text("Basil", geom.R(20, 20, 50, 16), 16),
		box(ui.RecButton, geom.R(10, 70, 100, 44)), text("Play", geom.R(40, 84, 40, 16), 16),
		box(ui.RecPanel, geom.R(0, 0, 390, 200)), // over all of them: they are hidden
		text("Round over", geom.R(100, 90, 120, 20), 20),
	}
	if faults := layoutFaults(clean, 390, 844, 1, true); len(faults) != 0 {
		t.Errorf("a clean layout gives faults %v", faults)
	}
	if faults := layoutFaults(cases[1].items, 1280, 800, 1, false); len(faults) != 0 {
		t.Errorf("a desktop's small button is a fault: %v", faults)
	}
}
