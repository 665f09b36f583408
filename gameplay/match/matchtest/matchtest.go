// Package matchtest holds checks that every game's tests share, written once against
// the match layer or on each game's own types: random legal play, the privacy of each
// seat's redacted events, golden logs, and moves the rules apply or refuse. It is
// imported by tests only.
package matchtest

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"parlor/gameplay/match"
)

// RandomMove is a random legal move of m now: one of the seat to move's legal moves; in
// a Clocked game's open reaction window, one of any seat's legal moves made 0 to 900 ms
// after the window's clock, or a tick 1 to 700 ms on. ok is false when there is none.
func RandomMove(m *match.Match, r *rand.Rand) (mv match.Move, ok bool) {
	if m.Over() {
		return nil, false
	}
	if seat := m.ToMove(); seat >= 0 {
		legal := m.Legal(seat)
		if len(legal) == 0 {
			return nil, false
		}
		return legal[r.IntN(len(legal))], true
	}
	st := m.State()
	c, isClocked := st.(match.Clocked)
	if !isClocked || !c.Window().Open {
		return nil, false
	}
	w := c.Window()
	var legal []match.Move
	for seat := range m.Players() {
		legal = append(legal, m.Legal(seat)...)
	}
	if len(legal) > 0 && r.IntN(3) > 0 {
		mv := legal[r.IntN(len(legal))]
		if s, ok := mv.(interface{ Stamp() int }); ok {
			return c.Restamp(mv, max(s.Stamp(), w.Clock)+r.IntN(901)), true
		}
		return mv, true
	}
	return c.Tick(min(w.Clock+1+r.IntN(700), w.Deadline)), true
}

// PlayRandom plays m with random legal moves (RandomMove) to its end, or to stop moves
// when stop > 0, calling after with each move's events. It fails t after limit moves
// without an end, or when a legal move is refused.
func PlayRandom(t testing.TB, m *match.Match, r *rand.Rand, stop, limit int, after func(mv match.Move, evs []match.Event)) {
	t.Helper()
	for n := 0; !m.Over() && (stop <= 0 || n < stop); n++ {
		if n == limit {
			t.Fatalf("%s: no end after %d random moves", m.Game().ID(), limit)
		}
		mv, ok := RandomMove(m, r)
		if !ok {
			t.Fatalf("%s: no legal move after %d moves and the game is not over", m.Game().ID(), n)
		}
		evs, err := m.Apply(mv)
		if err != nil {
			t.Fatalf("%s: legal move %q refused: %v", m.Game().ID(), mv.String(), err)
		}
		if after != nil {
			after(mv, evs)
		}
	}
}

// Rules tells CheckPrivacy about a game's events.
type Rules struct {
	// NewDeal reports the event that starts a new deal (a round's first event); nil: the
	// game is one deal.
	NewDeal func(match.Event) bool
	// Public reports an event whose cards the rules show to everyone (hands laid open
	// at a round's end); nil: none.
	Public func(match.Event) bool
	// MaxMoves stops a game after that many moves (0: play every game to its end), for
	// games whose random play takes long to end.
	MaxMoves int
}

// CheckPrivacy plays a game of g from each config with random legal moves and checks,
// after the opening and after every move, what each seat (and a spectator, seat -1) is
// told through its Seat handle: no event redacted for a seat may show a card (a value of
// type C other than its zero value, the face-down card) that another seat holds in its
// hand after the move (its view's Hand field) while this seat sees it in none of its own
// views of before and after the move. A move that ends a round also deals the next one,
// and a card shown as the old round ends (the last card played) may be dealt again:
// events before the move's last NewDeal are checked against the hands before the move,
// and may show a card another seat held only when the spectator is shown it too.
// Events the rules make public are not checked. It returns how many redacted events it
// checked.
func CheckPrivacy[C comparable](t testing.TB, g match.Game, cfgs []match.Config, seed uint64, rules Rules) int {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	checked := 0
	for _, cfg := range cfgs {
		m, err := match.New(g, cfg, nil)
		if err != nil {
			t.Fatalf("%s %+v: %v", g.ID(), cfg, err)
		}
		n := m.Players()
		seats := make([]*match.LocalSeat, n+1) // seats[n] is the spectator
		for i := range seats {
			s := i
			if i == n {
				s = -1
			}
			if seats[i], err = m.Seat(s); err != nil {
				t.Fatal(err)
			}
		}
		// What each seat sees (the card set of its whole view) is made only when it is
		// needed: when an event shows a card that another seat holds.
		views := func() (seen []func() map[C]bool, hands [][]C) {
			seen, hands = make([]func() map[C]bool, n+1), make([][]C, n+1)
			for i, s := range seats {
				v := s.View()
				h := reflect.Indirect(reflect.ValueOf(v)).FieldByName("Hand")
				if !h.IsValid() {
					t.Fatalf("%s: the view %T has no Hand field", g.ID(), v)
				}
				seen[i] = sync.OnceValue(func() map[C]bool { return cardSet[C](v) })
				hands[i] = Cards[C](h.Interface())
			}
			return seen, hands
		}
		before := make([]func() map[C]bool, n+1) // nothing is seen, nothing held, before the deal
		for i := range before {
			before[i] = func() map[C]bool { return nil }
		}
		handsBefore := make([][]C, n+1)
		check := func(what string, raw []match.Event) {
			after, hands := views()
			split := 0 // events before it end the old round
			for k, e := range raw {
				if rules.NewDeal != nil && rules.NewDeal(e) {
					split = k
				}
			}
			told := make([][]match.Event, n+1)
			for i, s := range seats {
				told[i] = s.Events()
				if len(told[i]) != len(raw) {
					t.Fatalf("%s: seat %d is told %d events of %d", what, s.Seat(), len(told[i]), len(raw))
				}
			}
			for i, s := range seats {
				for k, e := range told[i] {
					if e == nil || rules.Public != nil && rules.Public(e) {
						continue
					}
					checked++
					held, public := hands, []C(nil)
					if k < split {
						held, public = handsBefore, Cards[C](told[n][k])
					}
					for _, c := range Cards[C](e) {
						for p := range n {
							if p == i || !slices.Contains(held[p], c) || slices.Contains(public, c) || before[i]()[c] || after[i]()[c] {
								continue
							}
							t.Fatalf("%s seed %d, %s: seat %d is told %v, a card seat %d holds: %v",
								g.ID(), cfg.Seed, what, s.Seat(), c, p, e)
						}
					}
				}
			}
			before, handsBefore = after, hands
		}
		check("the opening", m.Events())
		PlayRandom(t, m, r, rules.MaxMoves, 100_000, func(mv match.Move, evs []match.Event) {
			check(fmt.Sprintf("move %d %q", m.Len(), mv.String()), evs)
		})
	}
	return checked
}

// Cards lists the non-zero values of type C (the face-up cards) anywhere in v: exported
// fields, slices, arrays, maps, pointers, interfaces.
func Cards[C comparable](v any) []C {
	var out []C
	var zero C
	want := reflect.TypeFor[C]()
	var walk func(x reflect.Value)
	walk = func(x reflect.Value) {
		if !x.IsValid() {
			return
		}
		if x.Type() == want {
			if c := *x.Addr().Interface().(*C); c != zero {
				out = append(out, c)
			}
			return
		}
		switch x.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !x.IsNil() {
				walk(x.Elem())
			}
		case reflect.Struct:
			for i := range x.NumField() {
				if x.Type().Field(i).IsExported() {
					walk(x.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			for i := range x.Len() {
				walk(x.Index(i))
			}
		case reflect.Map:
			it := x.MapRange()
			for it.Next() {
				walk(addressable(it.Key()))
				walk(addressable(it.Value()))
			}
		}
	}
	if v != nil {
		walk(addressable(reflect.ValueOf(v)))
	}
	return out
}

// addressable is a copy of x that can be addressed (so its cards are read without
// allocating).
func addressable(x reflect.Value) reflect.Value {
	c := reflect.New(x.Type()).Elem()
	c.Set(x)
	return c
}

func cardSet[C comparable](v any) map[C]bool {
	set := map[C]bool{}
	for _, c := range Cards[C](v) {
		set[c] = true
	}
	return set
}

// Subsets lists every subset of ids (option sets), in the order of the numbers 0 to
// 2^len(ids)-1: ids[i] is in subset k when bit i of k is set; the empty set is nil.
func Subsets(ids []string) [][]string {
	sets := make([][]string, 1<<len(ids))
	for k := range sets {
		for i, id := range ids {
			if k&(1<<i) != 0 {
				sets[k] = append(sets[k], id)
			}
		}
		sets[k] = slices.Clip(sets[k])
	}
	return sets
}

// Playable is a game's state in its own types, as GoldenLog plays it.
type Playable[M, E any] interface {
	Opening() []E
	Apply(M) ([]E, error)
	Over() bool
}

// GoldenLog plays s to its end and writes its log for a golden file: header, the
// opening's events, then for each move line(n, m) (n from 1) and the move's events, an
// event a line as event writes it (nil: "  EVENT"). The moves come from next (the bots' game) when replay is
// nil, else from replay read back with parse, which must finish the game. It returns
// the log and the moves in notation.
func GoldenLog[S Playable[M, E], M fmt.Stringer, E any](t testing.TB, s S, header string, next func() (M, error),
	parse func(string) (M, error), line func(n int, m M) string, event func(E) string, replay []string) (string, []string) {
	t.Helper()
	var b strings.Builder
	b.WriteString(header)
	events := func(evs []E) {
		for _, e := range evs {
			if event != nil {
				b.WriteString(event(e))
			} else {
				fmt.Fprintf(&b, "  %v\n", e)
			}
		}
	}
	events(s.Opening())
	var moves []string
	for n := 0; (replay == nil && !s.Over()) || n < len(replay); n++ {
		var m M
		var err error
		if replay == nil {
			m, err = next()
		} else {
			m, err = parse(replay[n])
		}
		if err != nil {
			t.Fatal(err)
		}
		l := line(n+1, m)
		evs, err := s.Apply(m)
		if err != nil {
			t.Fatalf("move %d %q: %v", n+1, m, err)
		}
		moves = append(moves, m.String())
		b.WriteString(l)
		events(evs)
	}
	if !s.Over() {
		t.Fatal("the replay did not finish the game")
	}
	return b.String(), moves
}

// Sliced runs bot's decision at v in slices, as a game loop would: bot must be a
// match.ThinkerOf[V, M] (the test stops if it is not); Begin, Step until done, Result.
// It returns the move and how many slices (Steps) it took.
func Sliced[V, M any](t testing.TB, bot any, v V) (M, int) {
	t.Helper()
	th, ok := bot.(match.ThinkerOf[V, M])
	if !ok {
		t.Fatal("the hard bot is not a Thinker")
	}
	th.Begin(v)
	steps := 1
	for !th.Step() {
		steps++
	}
	return th.Result(), steps
}

// PlayOut plays m to its end with bots, one a seat, through a match.Driver; a bot's
// error or a refused move stops the test.
func PlayOut(t testing.TB, m *match.Match, bots []match.Bot) {
	t.Helper()
	dr := match.NewDriver(m.Live(), bots)
	for !m.Over() {
		mv, err := dr.Next()
		if err == nil {
			_, err = m.Apply(mv)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}
