package thirdwheel

import (
	"fmt"
	"strings"
)

// The one-line descriptions of the events (logs, golden files).

// String describes the event in one line.
func (e RolesDrawn) String() string {
	return fmt.Sprintf("roles: seat 0 %s, seat 1 %s, seat 2 %s", e.Roles[0], e.Roles[1], e.Roles[2])
}

// String describes the event in one line.
func (e Dealt) String() string {
	what := "hidden"
	if e.Cards != nil {
		what = Format(e.Cards)
	}
	return fmt.Sprintf("deal %d to seat %d: %s", e.Count, e.Seat, what)
}

// String describes the event in one line.
func (e SetAside) String() string {
	return fmt.Sprintf("fair deck: %d cards set aside face down, deck %d", e.Count, e.Deck)
}

// String describes the event in one line.
func (e Drew) String() string {
	return fmt.Sprintf("seat %d draws %s (%s), deck %d", e.Seat, e.Card, e.Reason, e.Deck)
}

// String describes the event in one line.
func (e Played) String() string {
	s := fmt.Sprintf("seat %d (%s) plays %s", e.Seat, e.Role, e.Table)
	if e.Card == Room {
		s += fmt.Sprintf(" with seat %d", e.Target)
	}
	return s + fmt.Sprintf(": score %d", e.Score)
}

// String describes the event in one line.
func (e Busted) String() string {
	return fmt.Sprintf("bust at %d: score drops to %d (floor %d)", e.Total, e.Score, e.Floor)
}

// String describes the event in one line.
func (e BlockLifted) String() string {
	return fmt.Sprintf("seat %d lifts the last block: +%d, score %d", e.Seat, e.Value, e.Score)
}

// String describes the event in one line.
func (e Swapped) String() string {
	if e.Empty {
		return fmt.Sprintf("seat %d reads the room: seat %d and seat %d swap nothing (empty hand)", e.By, e.Duo, e.TW)
	}
	return fmt.Sprintf("seat %d reads the room: seat %d gives %s to seat %d for %s", e.By, e.Duo, e.ToTW, e.TW, e.ToDuo)
}

// String describes the event in one line.
func (e WindowOpened) String() string {
	var what []string
	if e.Snap {
		what = append(what, "snap")
	}
	if e.Race {
		what = append(what, fmt.Sprintf("double-down race seat %d vs tw", e.RaceSeat))
	}
	if e.Shield {
		what = append(what, "shield")
	}
	card := ""
	if e.Card.N > 0 {
		card = " for " + e.Card.String()
	}
	return fmt.Sprintf("window %d opens%s (%s), deadline %d ms", e.ID, card, strings.Join(what, ", "), e.Deadline)
}

// String describes the event in one line.
func (e WindowClosed) String() string {
	by := ""
	if e.By >= 0 {
		by = fmt.Sprintf(" by seat %d", e.By)
	}
	return fmt.Sprintf("window %d closes at %d ms (%s)%s", e.ID, e.At, e.Reason, by)
}

// String describes the event in one line.
func (e Submitted) String() string {
	return fmt.Sprintf("seat %d submits %q in window %d", e.Seat, e.Move.String(), e.Window)
}

// String describes the event in one line.
func (e Matched) String() string {
	return fmt.Sprintf("seat %d matches %s with %s at %d ms: -%d, score %d", e.Seat, e.Target, e.Card, e.At, e.Removed, e.Score)
}

// String describes the event in one line.
func (e Blocked) String() string {
	return fmt.Sprintf("seat %d blocks %s with SILENCE at %d ms: -%d, score %d", e.Seat, e.Target, e.At, e.Removed, e.Score)
}

// String describes the event in one line.
func (e Withdrawn) String() string {
	return fmt.Sprintf("seat %d withdraws %s with TALK at %d ms: -%d, score %d", e.Seat, e.Target, e.At, e.Removed, e.Score)
}

// String describes the event in one line.
func (e Slapped) String() string {
	s := fmt.Sprintf("seat %d (%s) slaps at %d ms in window %d: %s [%s on %s]", e.Seat, e.Role, e.At, e.Window, e.Outcome, e.Top, e.Under)
	if e.Penalty {
		s += ", owes a discard"
	}
	if e.Lockout {
		s += ", locked out"
	}
	return s
}

// String describes the event in one line.
func (e Snapped) String() string {
	if e.Under.N > 0 {
		return fmt.Sprintf("snap: %s and %s cancelled, -%d, score %d", e.Target, e.Under, e.Removed, e.Score)
	}
	return fmt.Sprintf("snap: %s cancelled, -%d, score %d", e.Target, e.Removed, e.Score)
}

// String describes the event in one line.
func (e DoubleDown) String() string {
	if e.Role.IsDuo() {
		return fmt.Sprintf("double-down won by seat %d (%s): floor %d", e.Seat, e.Role, e.Floor)
	}
	parts := make([]string, len(e.Removed))
	for i, t := range e.Removed {
		parts[i] = t.String()
	}
	return fmt.Sprintf("double-down won by seat %d (tw): %s off the table, -%d, score %d", e.Seat, strings.Join(parts, " "), e.Subtracted, e.Score)
}

// String describes the event in one line.
func (e RaceLost) String() string {
	w := "the deadline"
	if e.Winner >= 0 {
		w = fmt.Sprintf("seat %d", e.Winner)
	}
	return fmt.Sprintf("seat %d lost the %s race with %q to %s by %d ms", e.Seat, e.Race, e.Move.String(), w, e.ByMs)
}

// String describes the event in one line.
func (e PenaltyOwed) String() string { return fmt.Sprintf("seat %d owes a discard", e.Seat) }

// String describes the event in one line.
func (e Discarded) String() string { return fmt.Sprintf("seat %d discards %s", e.Seat, e.Card) }

// String describes the event in one line.
func (e Shielded) String() string {
	return fmt.Sprintf("seat %d shields: +%d, score %d", e.Seat, e.Restored, e.Score)
}

// String describes the event in one line.
func (e Countered) String() string {
	return fmt.Sprintf("seat %d counters the shield: -%d, score %d", e.Seat, e.Removed, e.Score)
}

// String describes the event in one line.
func (e Cancelled) String() string {
	return fmt.Sprintf("seat %d's %q is cancelled (%s)", e.Seat, e.Move.String(), e.Reason)
}

// String describes the event in one line.
func (e Passed) String() string { return fmt.Sprintf("seat %d passes", e.Seat) }

// String describes the event in one line.
func (e TurnSkipped) String() string {
	return fmt.Sprintf("seat %d has no cards: turn skipped", e.Seat)
}

// String describes the event in one line.
func (e PlayOutStarted) String() string {
	return fmt.Sprintf("deck empty: play out hands at score %d", e.Score)
}

// String describes the event in one line.
func (e GameOver) String() string {
	r := e.Result
	return fmt.Sprintf("game over (%s): %s wins, seats %v, score %d, floor %d", r.Reason, r.Winner, r.Winners, r.Score, r.Floor)
}
