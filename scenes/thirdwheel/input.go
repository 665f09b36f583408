package thirdwheel

import (
	"cmp"
	"runtime"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/device"
	"parlor/scenes/l10n"
	"parlor/scenes/thirdwheel/board"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// slapPress is one slap to make: the seat and when it was pressed, in ms of game time,
// and for a DOM press (dom) its own timestamp ts.
type slapPress struct {
	seat int
	at   float64
	dom  bool
	ts   float64
}

// slapInput reads the slap controls once per Update: Space (one person) or each hot-seat
// player's key, the SLAP button(s) by mouse or touch, and gamepad button 0. Presses
// de-duplicates them (one press, one slap; nothing held across a focus loss). In the
// browser keys and pointer presses come from the DOM listeners instead, stamped with the
// events' own timestamps.
type slapInput struct {
	presses board.Presses
	binds   board.Bindings
	samples []board.Sample
	got     []board.Binding
	out     []slapPress
	touches []ebiten.TouchID
	pads    []ebiten.GamepadID
	keys    []ebiten.Key
	// Test seams: when set, they replace the reads of the devices' states and of
	// ebiten.IsFocused (display tests cannot press a real key; they give timestamped
	// presses through App.DOM).
	sampleHook func() []board.Sample
	focusHook  func() bool
}

// hotSeatKeys are the slap keys of the people at one keyboard, player 1's first: A and
// L for two, and B in the middle for a third. None is a table key (tableKeys).
var hotSeatKeys = []ebiten.Key{ebiten.KeyA, ebiten.KeyL, ebiten.KeyB}

// rebindKeys choose which player's slap key to change: F1 player 1's, F2 player 2's, F3
// player 3's.
var rebindKeys = []ebiten.Key{ebiten.KeyF1, ebiten.KeyF2, ebiten.KeyF3}

// ownKeys are the keys this table uses beside the Shell's: P to pass, Space (one
// person's slap), Tab and the arrows, / (the ? of the key help), and the rebinding F keys.
var ownKeys = []ebiten.Key{ebiten.KeyP, ebiten.KeySpace, ebiten.KeyTab, ebiten.KeySlash,
	ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown,
	ebiten.KeyF1, ebiten.KeyF2, ebiten.KeyF3}

// tableKeys are the keys the table uses for other things, the Shell's
// (scenes.ShellKeys: Enter, Esc, K, R, G, U, H) and its own (ownKeys): never a slap key.
var tableKeys = func() []ebiten.Key {
	out := slices.Clone(ownKeys)
	for _, k := range scenes.ShellKeys {
		out = append(out, device.EbitenKeys(k)...)
	}
	slices.Sort(out)
	return out
}()

// init sets the hot-seat keys when two or three people play: every person has one.
func (s *slapInput) init(humans int) {
	if humans >= 2 {
		s.binds.Keys = s.binds.Keys[:0]
		for _, k := range hotSeatKeys[:min(humans, len(hotSeatKeys))] {
			s.binds.Keys = append(s.binds.Keys, int(k))
		}
		for _, k := range tableKeys {
			s.binds.Reserved = append(s.binds.Reserved, int(k))
		}
	}
}

// Interrupted is called on ticks an overlay takes the input: like a focus loss, anything
// held must be released before it slaps again. Not on a tick whose slaps Urgent read (the
// privacy screen, the round's end panel): the slap keys stay live behind those, or every
// press there would count as one held through a focus loss.
func (t *Table) Interrupted() {
	if t.urgentAt != t.Now() {
		t.in.presses.Frame(false, nil, nil)
	}
}

// hotSeat reports two people racing on one keyboard.
func (s *slapInput) hotSeat() bool { return len(s.binds.Keys) >= 2 }

// slapKeyName names player p's slap key (Space for one person).
func (s *slapInput) slapKeyName(p int) string {
	if !s.hotSeat() {
		return l10n.T("Space")
	}
	return keyName(ebiten.Key(s.binds.Keys[p]))
}

// Urgent reads this tick's slaps and makes them, whatever else is on screen (the
// privacy screen, the end panel) unless an overlay is open; it reports whether the
// pointer press was on a SLAP button in an open window (so it does not also lift the
// privacy screen).
func (t *Table) Urgent(in *ui.Input) bool {
	t.urgentAt = t.Now()
	presses := t.in.read(t)
	if t.Private() && t.WindowWaiting() {
		// The privacy screen hides the window's card, whose clock has not started: a
		// press behind it answers nothing on show and does nothing.
		if len(presses) > 0 {
			t.Toast(l10n.T("The card is not on show yet: %s takes the screen first", t.Name(t.PrivateFor())))
		}
		return false
	}
	for _, p := range presses {
		// The bots' moves due before the press are made first, in a window that may
		// have opened since the last Update.
		if err := t.Advance(p.at); err != nil {
			t.Toast(err.Error())
		}
		clock := 0
		if v, _ := t.ViewNow().(tw.View); v.Phase != tw.PhaseOver && v.ToMove < 0 {
			clock = v.Window.Clock
		}
		opened := t.WindowOpened()
		at := board.Stamp(p.at, opened, clock)
		if p.dom {
			// On the DOM events' clock (the App's monotonic clock) the window opened at:
			at = board.DOMStamp(p.ts, t.Clock().Real-(t.Clock().Game-opened), clock, t.WindowNow())
		}
		// Sooner than the human line after the window opened is anticipation: the press
		// counts as made at the line (match.HumanLineMs).
		t.slap(p.seat, max(at, match.HumanLineMs))
	}
	if !in.Pressed || !in.Pointer || !t.windowOpen() {
		return false
	}
	rects, _ := t.slapButtons()
	return slices.ContainsFunc(rects, func(r geom.Rect) bool { return r.Contains(in.X, in.Y) })
}

// slapButtons are the SLAP buttons on screen and, for each, the person (an index into
// People) it slaps for: one per person who may ever slap at this table (the Third
// Wheel with Snap Match or Double-Down, a Duo player only with Double-Down:
// docs/rules/thirdwheel.md#false-slaps), player 1's first. A table where nobody may slap
// shows none.
func (t *Table) slapButtons() ([]geom.Rect, []int) {
	players := t.slappers()
	t.slapRects = t.slapRects[:0]
	if len(players) > 0 {
		t.slapRects = t.lay.AppendSlapButtons(t.slapRects, len(players))
	}
	return t.slapRects, players
}

// slappers are the people (indexes into People) who may slap at this table, player 1's
// first: every person at one screen whose role may slap, or the one person at the
// table.
func (t *Table) slappers() []int {
	people := t.People()
	t.slapFor = t.slapFor[:0]
	for p := range people {
		if p > 0 && !t.in.hotSeat() {
			break
		}
		if tw.SlapRefusal(t.v.Roles[people[p]], t.v.Options) == "" {
			t.slapFor = append(t.slapFor, p)
		}
	}
	return t.slapFor
}

// read returns this tick's slaps in the order they were pressed: from the devices'
// states (the desktop) at the time of the frame that saw them, and from the App's DOM
// presses (the browser) at their own timestamps.
func (s *slapInput) read(t *Table) []slapPress {
	s.out = s.out[:0]
	if len(t.People()) == 0 || s.rebinding(t) {
		return nil
	}
	focused := ebiten.IsFocused()
	if s.focusHook != nil {
		focused = s.focusHook()
	}
	s.samples = s.samples[:0]
	if s.sampleHook != nil {
		s.samples = append(s.samples, s.sampleHook()...)
	} else {
		if runtime.GOOS != "js" {
			s.sampleKeys()
			s.samplePointer(t)
		}
		s.samplePads()
	}
	s.got = s.presses.Frame(focused, s.samples, s.got[:0])
	for _, b := range s.got {
		if seat := s.seatOf(t, b); seat >= 0 {
			s.out = append(s.out, slapPress{seat: seat, at: t.Clock().Game})
		}
	}
	if !focused {
		return s.out
	}
	for _, p := range t.DOM() {
		b, ok := s.domBinding(t, p)
		if !ok {
			continue
		}
		if seat := s.seatOf(t, b); seat >= 0 {
			// The DOM event's timestamp is on the App's monotonic clock.
			s.out = append(s.out, slapPress{seat: seat, at: t.Clock().GameAt(p.Stamp), dom: true, ts: p.Stamp})
		}
	}
	slices.SortStableFunc(s.out, func(a, b slapPress) int { return cmp.Compare(a.at, b.at) })
	return s.out
}

// rebinding handles F1–F3 (choose player 1's, 2's or 3's slap key) and the key chosen next;
// it reports whether this tick went to it.
func (s *slapInput) rebinding(t *Table) bool {
	if !s.hotSeat() {
		return false
	}
	if t.rebind < 0 {
		for p, k := range rebindKeys[:len(s.binds.Keys)] {
			if inpututil.IsKeyJustPressed(k) {
				t.rebind = p
				t.Toast(t.rebindPrompt())
				return true
			}
		}
		return false
	}
	s.keys = inpututil.AppendJustPressedKeys(s.keys[:0])
	for _, k := range s.keys {
		if k == ebiten.KeyEscape {
			t.rebind = -1
			return true
		}
		if err := s.binds.Set(t.rebind, int(k)); err != nil {
			t.Toast(t.bindRefusal(k, err))
			return true
		}
		t.Toast(l10n.T("%s now slaps with %s", t.shown(t.People()[t.rebind]), keyName(k)))
		t.rebind = -1
		// The new key is down now: it must be released before it slaps.
		s.presses.Frame(false, nil, nil)
		return true
	}
	return true
}

// sampleKeys adds the slap keys' states (desktop).
func (s *slapInput) sampleKeys() {
	if !s.hotSeat() {
		s.samples = append(s.samples, keySample(ebiten.KeySpace))
		return
	}
	for _, k := range s.binds.Keys {
		s.samples = append(s.samples, keySample(ebiten.Key(k)))
	}
}

// samplePads adds every gamepad's standard button A.
func (s *slapInput) samplePads() {
	s.pads = ebiten.AppendGamepadIDs(s.pads[:0])
	for _, id := range s.pads {
		s.samples = append(s.samples, board.Sample{
			Binding:     board.Binding{Device: board.DevGamepad, Code: int(id)},
			JustPressed: inpututil.IsStandardGamepadButtonJustPressed(id, ebiten.StandardGamepadButtonRightBottom),
			Down:        ebiten.IsStandardGamepadButtonPressed(id, ebiten.StandardGamepadButtonRightBottom),
		})
	}
}

func keySample(k ebiten.Key) board.Sample {
	return board.Sample{
		Binding:     board.Binding{Device: board.DevKey, Code: int(k)},
		JustPressed: inpututil.IsKeyJustPressed(k),
		Down:        ebiten.IsKeyPressed(k),
	}
}

// samplePointer adds the SLAP button(s): pressed by the mouse or a finger inside it
// this tick; held while the button or finger stays down (desktop).
func (s *slapInput) samplePointer(t *Table) {
	rects, players := t.slapButtons()
	scale := t.PixelScale()
	mx, my := ebiten.CursorPosition()
	mouseJust := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	mouseDown := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	s.touches = inpututil.AppendJustPressedTouchIDs(s.touches[:0])
	anyTouch := len(ebiten.AppendTouchIDs(nil)) > 0
	for i, r := range rects {
		b := board.Binding{Device: board.DevPointer, Code: players[i]}
		just := mouseJust && r.Contains(float64(mx)/scale, float64(my)/scale)
		for _, id := range s.touches {
			x, y := ebiten.TouchPosition(id)
			if r.Contains(float64(x)/scale, float64(y)/scale) {
				just = true
			}
		}
		down := (mouseDown || anyTouch) && (just || s.presses.Held(b))
		s.samples = append(s.samples, board.Sample{Binding: b, JustPressed: just, Down: down})
	}
}

// domBinding maps a DOM press to a slap binding: the slap key(s) by KeyboardEvent.code,
// a pointer press inside a SLAP button.
func (s *slapInput) domBinding(t *Table, p input.DOMPress) (board.Binding, bool) {
	if p.Code == "pointer" {
		x, y := p.X/t.PixelScale(), p.Y/t.PixelScale()
		rects, players := t.slapButtons()
		for i, r := range rects {
			if r.Contains(x, y) {
				return board.Binding{Device: board.DevPointer, Code: players[i]}, true
			}
		}
		return board.Binding{}, false
	}
	if !s.hotSeat() {
		return board.Binding{Device: board.DevKey, Code: int(ebiten.KeySpace)}, p.Code == "Space"
	}
	for _, k := range s.binds.Keys {
		if domCode(ebiten.Key(k)) == p.Code {
			return board.Binding{Device: board.DevKey, Code: k}, true
		}
	}
	return board.Binding{}, false
}

// domCode is KeyboardEvent.code for an Ebitengine key ("KeyA" for A, "Space", …).
func domCode(k ebiten.Key) string {
	n := k.String()
	if len(n) == 1 && n[0] >= 'A' && n[0] <= 'Z' {
		return "Key" + n
	}
	return n
}

// seatOf is the seat a slap binding belongs to (-1: none).
func (s *slapInput) seatOf(t *Table, b board.Binding) int {
	people := t.People()
	if len(people) == 0 {
		return -1
	}
	if !s.hotSeat() {
		return people[0]
	}
	switch b.Device {
	case board.DevKey:
		if p := s.binds.Player(b.Code); p >= 0 && p < len(people) {
			return people[p]
		}
	case board.DevPointer:
		if b.Code < len(people) {
			return people[b.Code]
		}
	case board.DevGamepad:
		return people[b.Code%len(people)]
	}
	return -1
}
