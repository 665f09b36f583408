package threethirteen

import (
	"reflect"
	"strings"

	"github.com/google/go-cmp/cmp"

	"parlor/gameplay/cards"
	"parlor/gameplay/match/matchtest"
)

// tb is what the helpers need of *testing.T, *testing.B and *rapid.T.
type tb = matchtest.TB

// stackRound builds a whole shoe for one round: hands[seat] is each seat's hand in
// deal order (dealt one card at a time clockwise from the left of dealer), then the
// upcard, then the stock's top cards (top first), then the rest of the shoe in
// canonical order.
func stackRound(t tb, players, dealer int, hands []string, up, stockTop string) []cards.Card {
	t.Helper()
	if len(hands) != players {
		t.Fatalf("stackRound: %d hands for %d players", len(hands), players)
	}
	left, err := cards.NewShoe(DecksFor(players))
	if err != nil {
		t.Fatal(err)
	}
	take := func(c cards.Card) cards.Card {
		var ok bool
		left, ok = cards.Remove(left, c)
		if !ok {
			t.Fatalf("stackRound: %v used more often than the shoe holds", c)
		}
		return c
	}
	hs := make([][]cards.Card, players)
	for i, h := range hands {
		hs[i] = cards.MustParseList(h)
		if len(hs[i]) != len(hs[0]) {
			t.Fatalf("stackRound: hands of different sizes")
		}
	}
	var shoe []cards.Card
	for k := range hs[0] {
		for i := 1; i <= players; i++ {
			seat := (dealer + i) % players
			shoe = append(shoe, take(hs[seat][k]))
		}
	}
	for _, c := range cards.MustParseList(up + " " + stockTop) {
		shoe = append(shoe, take(c))
	}
	return append(shoe, left...)
}

// newStacked starts a game whose round 1 is stacked.
func newStacked(t tb, players, dealer int, opts Options, hands []string, up, stockTop string) *State {
	t.Helper()
	s, err := New(Config{Players: players, Options: opts, Seed: 1, FixedDealer: true, FirstDealer: dealer,
		Decks: [][]cards.Card{stackRound(t, players, dealer, hands, up, stockTop)}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play applies a move given in text by the seat on turn and returns its events.
func play(t tb, s *State, text string) []Event {
	t.Helper()
	return matchtest.ApplyText(t, s.ParseMove, s.Apply, text)
}

// mustReject applies text as seat and checks it is rejected under rule, with the state
// unchanged.
func mustReject(t tb, s *State, seat int, text, rule string) {
	t.Helper()
	before := s.Clone()
	matchtest.RefuseText(t, s.Apply, ParseMove, seat, text, rule, "", func() string { return diffState(before, s) })
}

// eventText joins events one per line.
func eventText(evs []Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// runGame plays a whole game with bots of the given levels (one per seat) and returns
// the final state and every event, starting with the first deal.
func runGame(t tb, cfg Config, levels ...string) (*State, []Event) {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]Bot, cfg.Players)
	for i := range bots {
		bots[i], err = NewBot(levels[i%len(levels)], i, cfg.Seed)
		if err != nil {
			t.Fatal(err)
		}
	}
	all := s.Opening()
	for moves := 0; !s.Over(); moves++ {
		if moves > 200000 {
			t.Fatalf("game did not end after %d moves (round %d)", moves, s.Round())
		}
		seat := s.Turn()
		m := bots[seat].Choose(s.View(seat))
		ev, err := s.Apply(m)
		if err != nil {
			t.Fatalf("bot %s at seat %d chose %v: %v", levels[seat%len(levels)], seat, m, err)
		}
		all = append(all, ev...)
	}
	return s, all
}

// allCards returns every card in hands, stock and discard pile.
func allCards(s *State) []cards.Card {
	var out []cards.Card
	for _, h := range s.hands {
		out = append(out, h...)
	}
	out = append(out, s.stock...)
	return append(out, s.discard...)
}

// checkConserved fails unless hands + stock + discard pile are exactly the shoe.
func checkConserved(t tb, s *State) {
	t.Helper()
	shoe, _ := cards.NewShoe(DecksFor(s.players))
	want := cards.Counts(shoe)
	got := cards.Counts(allCards(s))
	if len(got) != len(want) {
		t.Fatalf("%d distinct cards in play, want %d", len(got), len(want))
	}
	for c, k := range want {
		if got[c] != k {
			t.Fatalf("%v: %d copies in play, want %d", c, got[c], k)
		}
	}
	hs := HandSizeFor(s.round)
	for seat, h := range s.hands {
		want := hs
		if s.phase == PhaseDiscard && seat == s.turn {
			want++
		}
		if len(h) != want {
			t.Fatalf("seat %d holds %d cards, want %d (phase %v, turn %d)", seat, len(h), want, s.phase, s.turn)
		}
	}
}

// diffState describes how two states differ, generator included ("" when they are
// deeply equal).
func diffState(a, b *State) string {
	if reflect.DeepEqual(a, b) {
		return ""
	}
	return cmp.Diff(a, b, cmp.Exporter(func(reflect.Type) bool { return true }))
}
