package board

import (
	"fmt"
	"math"
	"slices"
)

// Device is the kind of input a slap binding listens to.
type Device uint8

// The slap devices.
const (
	// DevKey is a keyboard key; Binding.Code is the key's code (the scene's key number).
	DevKey Device = iota + 1
	// DevPointer is the on-screen SLAP button (mouse or touch); Code is the button.
	DevPointer
	// DevGamepad is a gamepad's standard button 0; Code is the gamepad's id.
	DevGamepad
)

// Binding is one physical control that slaps.
type Binding struct {
	Device Device
	Code   int
}

// Sample is one binding's state this tick, as the device layer reads it: JustPressed
// (the press edge was seen this tick, also when the key was already released again) and
// Down (held now).
type Sample struct {
	Binding     Binding
	JustPressed bool
	Down        bool
}

// Presses turns per-tick samples into slaps so that one physical press is exactly one
// slap: a press counts once when the binding goes down (key repeat and a second edge
// while held never count), and after the window loses focus every binding must be seen
// released while focused before it can slap again (no phantom slap on refocus). The
// zero value is ready.
type Presses struct {
	was       map[Binding]bool
	refocused bool
}

// Frame takes this tick's samples and whether the window has focus, and appends to out
// the bindings whose press counts as a slap this tick.
func (p *Presses) Frame(focused bool, samples []Sample, out []Binding) []Binding {
	if p.was == nil {
		p.was = map[Binding]bool{}
	}
	if !focused {
		// Whatever was held when focus left stays blocked until it is seen released.
		p.refocused = true
		return out
	}
	if p.refocused {
		// The first tick back: anything down now was pressed (or held) while away.
		p.refocused = false
		for _, s := range samples {
			if s.Down || s.JustPressed {
				p.was[s.Binding] = s.Down
			}
		}
		return out
	}
	for _, s := range samples {
		if (s.JustPressed || s.Down) && !p.was[s.Binding] {
			out = append(out, s.Binding)
		}
		p.was[s.Binding] = s.Down
	}
	return out
}

// Held reports whether b is counted as held (its next press will not slap until it is
// released).
func (p *Presses) Held(b Binding) bool { return p.was[b] }

// Bindings are the hot-seat slap keys, one per player (Keys[i] is player i's key code).
// Two players never share a key, and no player takes one of Reserved, the keys the
// table itself uses (Enter, Esc, the help and rules keys, …).
type Bindings struct {
	Keys     []int
	Reserved []int
}

// BindingError is a refused rebinding: the key is already another player's (Owner), or
// one the table uses (Owner -1).
type BindingError struct {
	Player, Owner int
	Key           int
}

// Error says whose key it is, with players numbered from 1.
func (e *BindingError) Error() string {
	if e.Owner < 0 {
		return fmt.Sprintf("that key is one the table uses; choose another for player %d", e.Player+1)
	}
	return fmt.Sprintf("that key already slaps for player %d; choose another for player %d", e.Owner+1, e.Player+1)
}

// Set gives player (0-based) key as its slap key. A key another player holds, or one
// of Reserved, is refused with a *BindingError and nothing changes; a player out of
// range is an error.
func (b *Bindings) Set(player, key int) error {
	if player < 0 || player >= len(b.Keys) {
		return fmt.Errorf("no player %d to bind", player+1)
	}
	for _, k := range b.Reserved {
		if k == key {
			return &BindingError{Player: player, Owner: -1, Key: key}
		}
	}
	for i, k := range b.Keys {
		if i != player && k == key {
			return &BindingError{Player: player, Owner: i, Key: key}
		}
	}
	b.Keys[player] = key
	return nil
}

// Player is the player whose slap key is key, or -1.
func (b *Bindings) Player(key int) int {
	return slices.Index(b.Keys, key)
}

// TPS is the number of game ticks per second; TickMs a tick's length in ms of game time.
const (
	TPS    = 60
	TickMs = 1000.0 / TPS
)

// GameMs is the game time in ms at the start of tick (ticks counted from 0).
func GameMs(tick int) float64 { return float64(tick) * TickMs }

// Stamp is a desktop press's stamp in the open window's ms: the frame it was first
// seen at (game ms now) less the window's opening time (game ms), never before the
// window's clock (a stamp must be at or after it).
func Stamp(nowMs, openedMs float64, clock int) int {
	return max(int(math.Floor(nowMs-openedMs)), clock)
}

// DOMStamp is a browser press's stamp in the open window's ms, from the DOM event's own
// timeStamp (ms on the page's performance clock) and performance.now() read when the
// window opened (openedPerf): the difference, rounded down to whole ms, kept between
// the window's clock and now (the window time of the frame reading it), so a press is
// never stamped in the settled past nor in the future.
func DOMStamp(eventTS, openedPerf float64, clock, now int) int {
	at := int(math.Floor(eventTS - openedPerf))
	if at > now {
		at = now
	}
	return max(at, clock)
}
