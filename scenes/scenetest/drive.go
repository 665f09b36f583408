package scenetest

import (
	"slices"
	"testing"

	"parlor/scenes"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// Device is what a whole-game drive presses with.
type Device uint8

// The devices a drive can play with.
const (
	// Keyboard feeds the keys themselves.
	Keyboard Device = iota
	// Gamepad feeds, for each key, the gamepad button the scene on top maps onto it
	// (input.PadMapper, else input.DefaultPad): the App turns it back into the key, as it
	// does a real pad's. A key no button stands for there fails the drive.
	Gamepad
)

// Chooser decides the person's keys at the table this tick (appending them to keys):
// the table is settled and its round is not over. It may press nothing.
type Chooser func(keys []input.Key) []input.Key

// Drive is what a whole-game drive saw.
type Drive struct {
	// Moves are the person's moves in the match's record; Pressed the ticks on which
	// the drive pressed something; Rounds the score sheets it went on from.
	Moves, Pressed, Rounds int
	// Buttons are the gamepad buttons pressed (Gamepad), in order, without repeats in a row.
	Buttons []input.Pad
}

// PlayGame plays table tb's whole game through App a's Update, as a person at the
// table's viewer's seat with device dev: each tick on which the table is settled, choose
// names the keys to press; at a round's end Enter goes on to the score sheet, whose
// focused button (Next round) Enter chooses. It stops at the final score sheet, failing
// t if the match is not over by then or within maxTicks, if the person's seat moved on
// a tick nothing was pressed, or if the person made no move at all.
func PlayGame(t testing.TB, a *scenes.App, tb scenes.Table, dev Device, maxTicks int, choose Chooser) Drive {
	t.Helper()
	sh := scenes.ShellOf(tb)
	m := MatchOf(sh)
	if m == nil {
		t.Fatal("PlayGame: the table's match is not the test's (Started, Open)")
	}
	seat := sh.Viewer()
	var d Drive
	var keys []input.Key
	a.Goto(tb)
	a.Feed = func(in *input.Input) {
		for _, k := range keys {
			if dev == Keyboard {
				in.AddKey(k)
				continue
			}
			p := padFor(a.Top(), k)
			if p == input.PadNone {
				t.Fatalf("PlayGame: no gamepad button stands for key %d on %T", k, a.Top())
			}
			in.AddPad(p)
			if n := len(d.Buttons); n == 0 || d.Buttons[n-1] != p {
				d.Buttons = append(d.Buttons, p)
			}
		}
	}
	defer func() { a.Feed = nil }()
	seen, wasSheet := m.Len(), false
	for tick := 0; tick < maxTicks; tick++ {
		keys = keys[:0]
		switch top := a.Top(); {
		case a.Transitioning():
		case top == scenes.Scene(tb) && sh.RoundOver():
			if tick%2 == 0 {
				keys = append(keys, input.KeyEnter)
			}
		case top == scenes.Scene(tb):
			if st, ok := tb.(interface{ Settled() bool }); !ok || st.Settled() {
				keys = choose(keys)
			}
		default:
			sc, ok := top.(*screens.Scoring)
			if !ok {
				t.Fatalf("PlayGame: the drive met %T", top)
			}
			if sc.Sheet().Over {
				if !m.Over() {
					t.Fatal("PlayGame: the final score sheet shows, but the match is not over")
				}
				if d.Moves == 0 {
					t.Fatal("PlayGame: the game ended without one move of the person's")
				}
				return d
			}
			if tick%2 == 0 {
				keys = append(keys, input.KeyEnter)
			}
			wasSheet = true
		}
		if wasSheet && a.Top() == scenes.Scene(tb) {
			d.Rounds, wasSheet = d.Rounds+1, false
		}
		if len(keys) > 0 {
			d.Pressed++
		}
		if err := a.Update(); err != nil {
			t.Fatalf("PlayGame: Update: %v", err)
		}
		if n := m.Len(); n > seen {
			for _, e := range m.Log()[seen:] {
				if e.Seat != seat {
					continue
				}
				if len(keys) == 0 {
					t.Fatalf("PlayGame: the person's move %s was made on a tick nothing was pressed", e.Text)
				}
				d.Moves++
			}
			seen = n
		}
	}
	t.Fatalf("PlayGame: no final score sheet within %d ticks (match over: %v; the person's moves: %d)", maxTicks, m.Over(), d.Moves)
	return d
}

// padFor is the gamepad button that stands for key k on scene sc (its PadMap, else
// input.DefaultPad): the first in button order, PadNone for none.
func padFor(sc scenes.Scene, k input.Key) input.Pad {
	pm := &input.DefaultPad
	if m, ok := sc.(input.PadMapper); ok {
		pm = m.PadMap()
	}
	if k == input.KeyTab && pm[input.PadRB] == k {
		return input.PadRB // LB is Shift+Tab
	}
	if i := slices.Index(pm[:], k); i > 0 {
		return input.Pad(i)
	}
	return input.PadNone
}
