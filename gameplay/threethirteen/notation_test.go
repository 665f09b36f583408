package threethirteen

import (
	"slices"
	"strings"
	"testing"

	"parlor/gameplay/cards"
)

func TestMoveNotation(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Move
		text string
	}{
		{"draw", Move{Seat: 2, Kind: DrawStock}, "draw"},
		{" TAKE ", Move{Seat: 2, Kind: TakeDiscard}, "take"},
		{"discard 7h", Move{Seat: 2, Kind: Discard, Card: cards.MustParseList("7H")[0]}, "discard 7H"},
		{"Discard TS", Move{Seat: 2, Kind: Discard, Card: cards.MustParseList("10S")[0]}, "discard 10S"},
		{"out  10C", Move{Seat: 2, Kind: GoOut, Card: cards.MustParseList("10C")[0]}, "out 10C"},
	} {
		m, err := ParseMove(2, tc.in)
		if err != nil || m != tc.want || m.String() != tc.text {
			t.Errorf("ParseMove(%q) = %+v (%q), %v; want %+v (%q)", tc.in, m, m.String(), err, tc.want, tc.text)
		}
		if back, err := ParseMove(2, m.String()); err != nil || back != m {
			t.Errorf("%q does not round-trip: %+v, %v", m.String(), back, err)
		}
	}
	for _, tc := range []struct{ in, part string }{
		{"", "empty move"},
		{"pass", `"pass"`},
		{"draw 7H", "takes no card"},
		{"discard", "needs exactly one card"},
		{"out 7H 8H", "needs exactly one card"},
		{"discard 7X", `"7X"`},
		{"out 1H", `"1H"`},
	} {
		if _, err := ParseMove(0, tc.in); err == nil || !strings.Contains(err.Error(), tc.part) {
			t.Errorf("ParseMove(%q) error %v, want it to mention %s", tc.in, err, tc.part)
		}
	}
}

func TestOptions(t *testing.T) {
	for _, tc := range []struct {
		ids  []string
		want Options
	}{
		{nil, Options{}},
		{[]string{""}, Options{}},
		{[]string{"forbid-retake"}, Options{ForbidRetake: true}},
		{[]string{"Tiebreak-Round", "forbid-retake", "forbid-retake"}, Options{ForbidRetake: true, TiebreakRound: true}},
	} {
		o, err := ParseOptions(tc.ids)
		if err != nil || o != tc.want {
			t.Errorf("ParseOptions(%q) = %+v, %v", tc.ids, o, err)
		}
		if back, _ := ParseOptions(o.IDs()); back != o {
			t.Errorf("%+v: IDs %v do not round-trip", o, o.IDs())
		}
	}
	if _, err := ParseOptions([]string{"forbid-retake", "wild-jokers"}); err == nil || !strings.Contains(err.Error(), `"wild-jokers"`) {
		t.Errorf("unknown option error %v, want it to name wild-jokers", err)
	}
	if got := (Options{ForbidRetake: true, TiebreakRound: true}).IDs(); !slices.Equal(got, []string{OptForbidRetake, OptTiebreakRound}) {
		t.Errorf("IDs = %v", got)
	}
	if len(AllOptions) != 2 || AllOptions[0].ID != OptForbidRetake || AllOptions[1].Label == "" {
		t.Errorf("AllOptions = %v", AllOptions)
	}
}

func TestRedact(t *testing.T) {
	c := cards.MustParseList("7H")[0]
	for _, tc := range []struct {
		ev     Event
		seat   int
		hidden bool
	}{
		{Dealt{Seat: 1, Card: c}, 1, false},
		{Dealt{Seat: 1, Card: c}, 0, true},
		{Dealt{Seat: 1, Card: c}, -1, true},
		{Drew{Seat: 1, Card: c}, 1, false},
		{Drew{Seat: 1, Card: c}, 2, true},
		{Drew{Seat: 1, Card: c, FromDiscard: true}, 2, false},
		{Discarded{Seat: 1, Card: c}, 2, false},
		{WentOut{Seat: 1, Card: c}, 2, false},
		{DiscardStarted{Card: c}, 2, false},
	} {
		got := Redact(tc.ev, tc.seat)
		var card cards.Card
		switch e := got.(type) {
		case Dealt:
			card = e.Card
		case Drew:
			card = e.Card
		default:
			if got != tc.ev {
				t.Errorf("Redact(%v, %d) changed a public event to %v", tc.ev, tc.seat, got)
			}
			continue
		}
		if card.Valid() == tc.hidden {
			t.Errorf("Redact(%v, %d) = %v, hidden want %v", tc.ev, tc.seat, got, tc.hidden)
		}
		if tc.hidden && !strings.Contains(got.String(), "??") {
			t.Errorf("redacted event prints %q", got.String())
		}
	}
	// Every event of a whole game, redacted for a seat, shows no card of another seat's
	// deal or stock draw, and leaves public events intact.
	_, evs := runGame(t, Config{Players: 3, Seed: 8}, "easy")
	for _, e := range evs {
		r := Redact(e, 0)
		switch e := e.(type) {
		case Dealt:
			if (e.Seat == 0) != r.(Dealt).Card.Valid() {
				t.Fatalf("%v redacted for seat 0 as %v", e, r)
			}
		case Drew:
			if (e.Seat == 0 || e.FromDiscard) != r.(Drew).Card.Valid() {
				t.Fatalf("%v redacted for seat 0 as %v", e, r)
			}
		}
	}
}
