package match_test

import (
	"errors"
	"strings"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/troeven"
)

func newTT(t *testing.T, players int, seed uint64) *match.Match {
	t.Helper()
	m, err := match.New(threethirteen.Game, match.Config{Players: players, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestSeatSeesOnlyItsOwnCards: a seat's events are redacted for it (another seat's dealt
// cards are hidden) and a spectator sees no hand at all.
func TestSeatSeesOnlyItsOwnCards(t *testing.T) {
	m := newTT(t, 3, 5)
	s0, _ := m.Seat(0)
	spec, _ := m.Seat(-1)
	for _, e := range s0.Events() {
		if d, ok := e.(threethirteen.Dealt); ok {
			if d.Card.Valid() != (d.Seat == 0) {
				t.Fatalf("seat 0 sees %v of seat %d", d.Card, d.Seat)
			}
		}
	}
	for _, e := range spec.Events() {
		if d, ok := e.(threethirteen.Dealt); ok {
			if d.Card.Valid() {
				t.Fatalf("a spectator sees %v of seat %d", d.Card, d.Seat)
			}
		}
	}
	if len(s0.Events()) != 0 {
		t.Fatal("events are handed out once")
	}
}

// TestSubmitRefusesAnotherSeatsMove: a seat cannot move for another, and an illegal move
// leaves the match unchanged with the game's RuleError.
func TestSubmitRefusesAnotherSeatsMove(t *testing.T) {
	m := newTT(t, 2, 9)
	on := m.ToMove()
	other, _ := m.Seat(1 - on)
	mine, _ := m.Seat(on)
	if err := other.Submit(m.Legal(on)[0]); !errors.Is(err, match.ErrWrongSeat) {
		t.Fatalf("another seat's move: %v", err)
	}
	bad := threethirteen.Move{Seat: on, Kind: threethirteen.Discard, Card: mine.View().(threethirteen.View).Hand[0]}
	err := mine.Submit(bad)
	var r match.Refusal
	if !errors.As(err, &r) || r.RuleID() != threethirteen.RuleMustDraw || m.Len() != 0 {
		t.Fatalf("discard before drawing: %v (log %d)", err, m.Len())
	}
	if err := mine.Submit(m.Legal(on)[0]); err != nil || m.Len() != 1 {
		t.Fatalf("a legal move: %v", err)
	}
}

// TestLoadNamesTheBadMove: a record with a move the rules refuse stops there with a
// Refused LoadError naming the move and seat; an unreadable move is not Refused.
func TestLoadNamesTheBadMove(t *testing.T) {
	r := &record.Record{Config: match.Config{Game: "troeven", Players: 3, Seed: 1}, Moves: []string{"play AS"}}
	_, err := match.Load(troeven.Game, r)
	var le *match.LoadError
	if !errors.As(err, &le) || !le.Refused() || le.Move != 1 || !strings.Contains(err.Error(), "name-trumps-first") {
		t.Fatalf("refused move: %v", err)
	}
	r.Moves = []string{"bid 7"}
	_, err = match.Load(troeven.Game, r)
	if !errors.As(err, &le) || le.Refused() || le.Move != 1 {
		t.Fatalf("unreadable move: %v", err)
	}
	r.Game, r.Moves = "troeven", nil
	r.Players = 4
	if _, err := match.Load(troeven.Game, r); err == nil || !strings.Contains(err.Error(), "not 4") {
		t.Fatalf("4 players: %v", err)
	}
}

// TestBotThinksInSlices: every bot is a Thinker; thinking in slices gives the same move
// as deciding at once.
func TestBotThinksInSlices(t *testing.T) {
	m := newTT(t, 2, 3)
	b1, _ := threethirteen.Game.NewBot("normal", m.ToMove(), 3)
	b2, _ := threethirteen.Game.NewBot("normal", m.ToMove(), 3)
	v := m.View(m.ToMove())
	b1.Begin(v)
	steps := 0
	for !b1.Step() {
		steps++
	}
	if got, want := b1.Result(), match.Choose(b2, v); got != want {
		t.Fatalf("sliced %v, at once %v", got, want)
	}
	if _, err := threethirteen.Game.NewBot("genius", 0, 1); err == nil || !strings.Contains(err.Error(), `"genius"`) {
		t.Fatalf("unknown level: %v", err)
	}
}
