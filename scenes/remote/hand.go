package remote

import (
	"errors"
	"reflect"
	"time"

	"parlor/gameplay/match"
	"parlor/online/client"
)

// Hand is the table's handle on the room: the client.Seat, with a person's move
// stamped with its reaction time and no second move sent while one is on its way.
type Hand struct {
	c *client.Seat
	// Base is the update with which the reaction window's version on screen appeared
	// (0: none yet), Clock its window clock: a stamped move is claimed from it.
	Base, Clock int
	Pending     int       // the update a move was sent on (0: none on its way)
	SentAt      time.Time // when that move was sent (wall clock)
	// HoldUntil: after the server said "too many messages", no move is sent before it.
	HoldUntil time.Time
	// Predict is the game's GameInfo.Predict in the scenes package (nil: none). The events it gives for a
	// move sent are shown at once (ahead) and expected at the head of the server's
	// next events (predicted); real are the server's events not yet taken.
	Predict   func(match.View, match.Move) []match.Event
	ahead     []match.Event
	predicted []match.Event
	real      []match.Event
	// Rebuild: what was shown ahead did not happen as shown (a refusal, other events):
	// the table must be shown afresh from the view.
	Rebuild bool
}

// NewHand is the handle on the room through c.
func NewHand(c *client.Seat) *Hand { return &Hand{c: c} }

// Seat, View, Legal and Events are the client seat's (match.Seat).
func (h *Hand) Seat() int           { return h.c.Seat() }
func (h *Hand) View() match.View    { return h.c.View() }
func (h *Hand) Legal() []match.Move { return h.c.Legal() }

// Events are the events shown ahead for a move on its way, then the server's (less
// those already shown ahead).
func (h *Hand) Events() []match.Event {
	h.Sync()
	out := append(h.ahead, h.real...)
	h.ahead, h.real = nil, nil
	return out
}

// Sync takes the server's events; when a move's events were shown ahead, its update's
// events must begin with them (they are dropped), or the table is rebuilt.
func (h *Hand) Sync() {
	evs := h.c.Events()
	if len(evs) == 0 {
		return
	}
	if len(h.predicted) > 0 {
		if len(evs) >= len(h.predicted) && reflect.DeepEqual(evs[:len(h.predicted)], h.predicted) {
			evs = evs[len(h.predicted):]
		} else {
			h.Rebuild = true
		}
		h.predicted = nil
	}
	h.real = append(h.real, evs...)
}

// Refused forgets the move on its way: what was shown ahead of it did not happen.
func (h *Hand) Refused() {
	h.Pending = 0
	if len(h.predicted) > 0 {
		h.predicted, h.Rebuild = nil, true
	}
}

// ErrSending is a move made while the last one is still on its way to the server.
var ErrSending = errors.New("sending your last move to the server…")

// Submit sends m: in a reaction window with its reaction time (the move's stamp less the
// window's clock when the window's version on screen appeared) on that version's first
// update, otherwise as it is. Errors: a move of another seat, a move while the last is
// still on its way (ErrSending), a closed connection.
func (h *Hand) Submit(m match.Move) error {
	st, stamped := m.(interface{ Stamp() int })
	if stamped && h.c.ToMove() < 0 {
		base, clock := h.Base, h.Clock
		if base == 0 {
			base = h.c.Latest()
			_, _, clock = h.c.Window()
		}
		return h.c.SubmitOn(m, base, max(0, st.Stamp()-clock))
	}
	if h.Pending != 0 && h.Pending == h.c.Latest() || time.Now().Before(h.HoldUntil) {
		return ErrSending
	}
	h.Sync() // what came before the move is not its events
	var ahead []match.Event
	if h.Predict != nil {
		ahead = h.Predict(h.c.View(), m)
	}
	base := h.c.Latest() // before sending: the answer may come at once
	if err := h.c.SubmitReact(m, -1); err != nil {
		return err
	}
	h.Pending, h.SentAt = base, time.Now()
	h.predicted, h.ahead = ahead, append(h.ahead, ahead...)
	return nil
}
