//go:build display

package screens

import (
	"testing"

	"parlor/scenes"
	"parlor/scenes/saves"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// chooserScreen is a screen with ‹ value › choosers, freshly opened and laid out.
type chooserScreen struct {
	a      *scenes.App
	sc     scenes.Scene
	ws     func() []ui.Widget
	focus  *int
	noKeys bool // the arrows do something else on this screen
	// show, if set, scrolls the screen so that chooser id is in view (a phone's menu
	// column scrolls: a click below its window reaches nothing).
	show func(id int)
}

// chooserStep opens a fresh screen from open and makes one step on chooser id: a click
// on its "‹" ("back") or "›" ("fwd"), or with the focus on it the Left ("left") or
// Right ("right") key; it is the chooser's value afterwards.
func chooserStep(t *testing.T, open func() chooserScreen, id int, how string) string {
	t.Helper()
	cs := open()
	if cs.show != nil {
		cs.show(id)
	}
	w := widgetOf(cs.ws(), id)
	if w == nil {
		t.Fatalf("no chooser %d", id)
	}
	vx, col := input.CycleValue(w)
	y := w.Y + w.H/2
	switch how {
	case "back", "fwd":
		x := vx + 13 // where the ‹ is drawn
		if how == "fwd" {
			x = vx + col - 17 // where the › is drawn
		}
		cs.a.In = input.Input{Pointer: true, Pressed: true, Down: true, X: x, Y: y}
		cs.sc.Update(cs.a)
		cs.a.In = input.Input{Pointer: true, Released: true, X: x, Y: y}
	default:
		for i, o := range cs.ws() {
			if o.ID == id {
				*cs.focus = i
			}
		}
		cs.a.In = input.Input{}
		cs.a.In.AddKey(map[string]input.Key{"left": input.KeyLeft, "right": input.KeyRight}[how])
	}
	cs.sc.Update(cs.a)
	cs.a.In = input.Input{}
	cs.sc.Update(cs.a)
	return widgetOf(cs.ws(), id).Value
}

// checkChooser: on a freshly opened screen a click on chooser id's "‹" changes its
// value as Left does, and a click on its "›" as Right does; ‹ changes the value and ›
// does not undo the screen's first value the way ‹ does (they step opposite ways).
// want, if not empty, is the values ‹ and › lead to.
func checkChooser(t *testing.T, what string, open func() chooserScreen, id int, want ...string) {
	t.Helper()
	cs := open()
	v0 := widgetOf(cs.ws(), id).Value
	back, fwd := chooserStep(t, open, id, "back"), chooserStep(t, open, id, "fwd")
	if back == v0 || fwd == v0 {
		t.Errorf("%s: %q, ‹ gives %q, › gives %q: want both to change it", what, v0, back, fwd)
	}
	if len(want) == 2 && (back != want[0] || fwd != want[1]) {
		t.Errorf("%s: from %q ‹ gives %q and › %q; want %q and %q", what, v0, back, fwd, want[0], want[1])
	}
	if cs.noKeys {
		return
	}
	if left := chooserStep(t, open, id, "left"); back != left {
		t.Errorf("%s: from %q ‹ gives %q, Left %q", what, v0, back, left)
	}
	if right := chooserStep(t, open, id, "right"); fwd != right {
		t.Errorf("%s: from %q › gives %q, Right %q", what, v0, fwd, right)
	}
}

// TestChoosersStepBothWays: every ‹ value › chooser of the menu (players, each seat's
// level, rounds, speed; wide and phone-sized), the statistics' games and the online
// screen's clock steps back on its "‹" (as Left does) and forward on its "›" (as
// Right does). A click anywhere on a chooser used to step forward.
func TestChoosersStepBothWays(t *testing.T) {
	for _, size := range [][2]float64{{ui.BaseW, ui.BaseH}, {390, 844}} {
		for _, game := range []string{"threethirteen", "triples"} {
			open := func() chooserScreen {
				a, m := menuAt(t, game, size[0], size[1])
				show := func(id int) {
					if w := widgetOf(m.Widgets(), id); w != nil && m.up.view.H > 0 {
						m.up.Show(w.Y, w.Y+w.H, m.up.view.Y, m.up.view.Y+m.up.view.H)
						a.In = ui.Input{}
						m.Update(a) // laid out again, scrolled
					}
				}
				return chooserScreen{a: a, sc: m, ws: m.Widgets, focus: &m.focus, show: show}
			}
			name := func(s string) string { return game + " menu " + s + " at " + ui.Itoa(int(size[0])) }
			checkChooser(t, name("players"), open, wPlayers)
			checkChooser(t, name("seat 2"), open, wSeatBase+1)
			checkChooser(t, name("speed"), open, wSpeed, "Slow", "Fast")
			if w := widgetOf(open().ws(), wRounds); w != nil {
				checkChooser(t, name("rounds"), open, wRounds)
			}
		}
	}
	stats := func() chooserScreen {
		t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
		a := scenes.NewApp(scenes.Setup{})
		a.W, a.H, a.Scale = ui.BaseW, ui.BaseH, 1
		a.Saves = saves.NewMem()
		s := NewStats()
		a.Goto(s)
		s.Update(a)
		return chooserScreen{a: a, sc: s, ws: func() []ui.Widget { return s.widgets }, focus: &s.focus, noKeys: true}
	}
	checkChooser(t, "statistics' games", stats, stWhere, whereWords[saves.PlayedOnline], whereWords[saves.PlayedHere])
	lobby := func() chooserScreen {
		t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
		setup, err := scenes.ParseSetup("troeven", "", 0, "", "", 1, false)
		if err != nil {
			t.Fatal(err)
		}
		a := scenes.NewApp(setup)
		a.W, a.H, a.Scale = ui.BaseW, ui.BaseH, 1
		a.Prefs.Name = "Ann"
		l := NewLobby(setup, "")
		l.server = "" // no list of rooms to fetch
		a.Goto(l)
		l.Update(a)
		return chooserScreen{a: a, sc: l, ws: l.Widgets, focus: &l.focus}
	}
	checkChooser(t, "online clock", lobby, wlTimer)
}
