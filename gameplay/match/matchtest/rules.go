package matchtest

import (
	"errors"
	"strings"

	"parlor/gameplay/match"
)

// TB is what the rules helpers need of *testing.T, *testing.B and *rapid.T.
type TB interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// ApplyText reads text with parse (a game State's ParseMove: the seat to move's move)
// and applies it; text that cannot be read, or a move the rules refuse, fails t. It
// returns the move's events.
func ApplyText[M match.Mover, E any](t TB, parse func(string) (M, error), apply func(M) ([]E, error), text string) []E {
	t.Helper()
	m, err := parse(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	evs, err := apply(m)
	if err != nil {
		t.Fatalf("%q by seat %d: %v", text, m.MoveSeat(), err)
	}
	return evs
}

// RefuseText reads text as seat's move with parse (a game's ParseMove) and checks that
// the rules refuse it, as Refuse does.
func RefuseText[M match.Mover, E any](t TB, apply func(M) ([]E, error), parse func(seat int, text string) (M, error),
	seat int, text, rule, msg string, changed func() string) {
	t.Helper()
	m, err := parse(seat, text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	Refuse(t, apply, m, rule, msg, changed)
}

// Refuse applies m, which the rules must refuse under rule (and with msg, unless ""):
// the error is a *match.RuleError carrying m and naming rule; changed then says how the
// state differs from before the move, and must say nothing ("").
func Refuse[M match.Mover, E any](t TB, apply func(M) ([]E, error), m M, rule, msg string, changed func() string) {
	t.Helper()
	_, err := apply(m)
	var re *match.RuleError[M]
	if !errors.As(err, &re) || re.Rule != rule || msg != "" && re.Msg != msg || re.Move != m || !strings.Contains(err.Error(), rule) {
		t.Fatalf("%q by seat %d: got %v; want rule %s %q, carrying the move", m.String(), m.MoveSeat(), err, rule, msg)
	}
	if d := changed(); d != "" {
		t.Fatalf("%q by seat %d was refused but changed the state: %s", m.String(), m.MoveSeat(), d)
	}
}

// OfType lists the events of evs that are a T, in order.
func OfType[T, E any](evs []E) []T {
	var out []T
	for _, e := range evs {
		if x, ok := any(e).(T); ok {
			out = append(out, x)
		}
	}
	return out
}

// Bots makes a bot of g for each seat of levels, seeded by seed ("": no bot, a person's
// seat). An unknown level fails t.
func Bots(t TB, g match.Game, seed uint64, levels ...string) []match.Bot {
	t.Helper()
	bots := make([]match.Bot, len(levels))
	for i, l := range levels {
		if l == "" {
			continue
		}
		b, err := g.NewBot(l, i, seed)
		if err != nil {
			t.Fatal(err)
		}
		bots[i] = b
	}
	return bots
}
