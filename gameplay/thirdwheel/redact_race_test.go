package thirdwheel

import "testing"

// A move that lost a race or was cancelled keeps its card in its seat's hand: only that
// seat sees which card it was.
func TestRedactHidesTheCardOfALostOrCancelledMove(t *testing.T) {
	m := Move{Seat: 2, Kind: MoveMatch, Card: NewCard(7, Flowers), At: 120}
	for _, ev := range []Event{
		RaceLost{Seat: 2, Move: m, At: 120, Winner: 1, WinnerAt: 100, ByMs: 20, Race: "window"},
		Cancelled{Seat: 2, Move: m, Reason: RuleNoMatch},
	} {
		for seat := -1; seat <= 2; seat++ {
			var got Move
			switch e := Redact(ev, seat).(type) {
			case RaceLost:
				got = e.Move
			case Cancelled:
				got = e.Move
			}
			want := Hidden
			if seat == 2 {
				want = m.Card
			}
			if got.Card != want || got.Kind != m.Kind || got.At != m.At {
				t.Errorf("%T to seat %d: move %v, want its card %v", ev, seat, got, want)
			}
		}
	}
}
