package thirdwheel

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// maxMoves bounds a random game; every game ends far sooner (each Duo card takes a card
// off the deck or out of a hand, and every window ends at its deadline).
const maxMoves = 6000

func drawOptions(rt *rapid.T) Options {
	bits := rapid.IntRange(0, 15).Draw(rt, "options")
	o := Options{Snap: bits&1 != 0, DoubleDown: bits&2 != 0, Actions: bits&4 != 0, PlayOut: bits&8 != 0}
	o.FairDeck = rapid.Bool().Draw(rt, "fairdeck")
	o.PaceMs = rapid.SampledFrom([]int{0, MinWindowMs, 700}).Draw(rt, "pace")
	return o
}

// randomMove is an arbitrary move, legal or not.
func randomMove(rt *rapid.T) Move {
	return Move{
		Seat:   rapid.IntRange(-1, 3).Draw(rt, "rseat"),
		Kind:   MoveKind(rapid.IntRange(0, 12).Draw(rt, "rkind")),
		Card:   Card(rapid.IntRange(0, int(Room)+1).Draw(rt, "rcard")),
		Rank:   rapid.IntRange(0, 14).Draw(rt, "rrank"),
		Target: rapid.IntRange(-1, 3).Draw(rt, "rtarget"),
		At:     rapid.IntRange(-1, 2500).Draw(rt, "rat"),
	}
}

// tryMove applies m: a refusal must name a rule and leave the state exactly as it was.
func tryMove(rt *rapid.T, s *State, m Move) []Event {
	before := s.Clone()
	ev, err := s.Apply(m)
	if err != nil {
		var re *RuleError
		if !errors.As(err, &re) || re.Rule == "" {
			rt.Fatalf("%+v: error %v is not a RuleError naming a rule", m, err)
		}
		if !reflect.DeepEqual(before, s) {
			rt.Fatalf("%+v refused (%v) but the state changed", m, err)
		}
		return nil
	}
	return ev
}

// checkState checks the invariants after every move.
func checkState(rt *rapid.T, s *State, ev []Event) {
	if got, want := countCards(allCards(s)), countCards(NewDeck(s.opts.Actions)); got != want {
		rt.Fatalf("cards not conserved: %v vs %v", got, want)
	}
	if s.score < 0 || s.score > Target || s.score < s.floor || s.floor >= Target {
		rt.Fatalf("score %d floor %d out of the rules", s.score, s.floor)
	}
	if s.score == Target && !(s.Over() && s.Result().Reason == ReasonExact100) {
		rt.Fatal("a score of 100 must end the game")
	}
	for seat := 0; seat < 3; seat++ {
		v := s.View(seat)
		if !slices.Equal(v.Hand, s.hands[seat]) || v.HandSizes[seat] != len(s.hands[seat]) || v.Deck != len(s.deck) {
			rt.Fatalf("seat %d view hand %v, state %v", seat, v.Hand, s.hands[seat])
		}
		if !slices.Equal(v.Legal, s.Legal(seat)) {
			rt.Fatalf("View.Legal differs from Legal")
		}
		for _, m := range v.Legal {
			if err := s.Check(m); err != nil {
				rt.Fatalf("listed legal move %q refused: %v", m.String(), err)
			}
		}
		for _, p := range v.Window.Pending {
			if p.Seat != seat {
				rt.Fatalf("seat %d sees seat %d's queued move", seat, p.Seat)
			}
		}
		for _, e := range ev {
			checkRedacted(rt, Redact(e, seat), seat)
		}
	}
	if s.owes && len(s.hands[s.seatOf[ThirdWheel]]) == 0 {
		rt.Fatal("owes a discard with an empty hand")
	}
	if s.win.open && (s.win.clock > s.win.deadline || s.Over()) {
		rt.Fatalf("window clock %d deadline %d over %v", s.win.clock, s.win.deadline, s.Over())
	}
}

// checkRedacted: a redacted event never shows another seat's hidden card.
func checkRedacted(rt *rapid.T, e Event, seat int) {
	switch x := e.(type) {
	case Dealt:
		if x.Seat != seat && x.Cards != nil {
			rt.Fatalf("seat %d sees seat %d's deal", seat, x.Seat)
		}
	case Drew:
		if x.Seat != seat && x.Card != Hidden {
			rt.Fatalf("seat %d sees seat %d's draw", seat, x.Seat)
		}
	case Swapped:
		if seat != x.Duo && seat != x.TW && (x.ToTW != Hidden || x.ToDuo != Hidden) {
			rt.Fatalf("seat %d sees a swap it is not part of", seat)
		}
	case Submitted:
		if x.Seat != seat {
			rt.Fatalf("seat %d sees seat %d's queued move", seat, x.Seat)
		}
	case RaceLost:
		if x.Seat != seat && (x.Move.Card != Hidden || x.Move.Kind != MoveSlap && x.Move.Kind != MovePass && x.Move.Kind != MoveHidden) {
			rt.Fatalf("seat %d sees seat %d's lost move %q", seat, x.Seat, x.Move.String())
		}
	case Cancelled:
		if x.Seat != seat && (x.Move.Card != Hidden || x.Move.Kind != MoveSlap && x.Move.Kind != MovePass && x.Move.Kind != MoveHidden) {
			rt.Fatalf("seat %d sees seat %d's cancelled move %q", seat, x.Seat, x.Move.String())
		}
	}
}

// TestRandomGames plays random legal moves (random stamps, random ticks) with random,
// mostly illegal, moves thrown in, for every option combination, and checks after each
// move: cards conserved, score within the rules (0..100, at least the floor), a refused
// move leaves the state unchanged and names a rule, every listed legal move is accepted,
// views show no other hand and no other seat's queued move, moves survive their text
// notation, and the game ends.
func TestRandomGames(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s, err := New(Config{Options: drawOptions(rt), Seed: rapid.Uint64().Draw(rt, "seed")})
		if err != nil {
			rt.Fatal(err)
		}
		checkState(rt, s, s.Opening())
		for n := 0; !s.Over(); n++ {
			if n == maxMoves {
				rt.Fatalf("no end after %d moves", maxMoves)
			}
			if rapid.IntRange(0, 5).Draw(rt, "try") == 0 {
				if ev := tryMove(rt, s, randomMove(rt)); ev != nil {
					checkState(rt, s, ev)
					continue
				}
			}
			var m Move
			if seat := s.ToMove(); seat >= 0 {
				legal := s.Legal(seat)
				if len(legal) == 0 {
					rt.Fatalf("seat %d to move has no legal move", seat)
				}
				m = rapid.SampledFrom(legal).Draw(rt, "move")
			} else {
				if !s.win.open {
					rt.Fatal("nobody to move and no window open")
				}
				var stamped []Move
				for seat := 0; seat < 3; seat++ {
					stamped = append(stamped, s.Legal(seat)...)
				}
				if len(stamped) > 0 && rapid.IntRange(0, 2).Draw(rt, "act") > 0 {
					m = rapid.SampledFrom(stamped).Draw(rt, "stamped")
					if m.Kind.stamped() {
						m.At += rapid.IntRange(0, 900).Draw(rt, "delay")
					}
				} else {
					m = Tick(s.win.clock + rapid.IntRange(1, 700).Draw(rt, "tick"))
				}
			}
			back, err := ParseMove(-1, m.String())
			if err != nil || back != m && m.Kind != MoveTick {
				rt.Fatalf("%q does not survive its notation: %+v %v", m.String(), back, err)
			}
			ev, err := s.Apply(m)
			if err != nil {
				rt.Fatalf("legal move %q refused: %v", m.String(), err)
			}
			checkState(rt, s, ev)
		}
		r := s.Result()
		if len(r.Winners) == 0 || r.Reason == "" {
			rt.Fatalf("no result: %+v", r)
		}
	})
}

// TestBotGames plays bot games (random levels per seat) for every option combination,
// checks the invariants after each move, and replays the moves from their notation to
// the same result.
func TestBotGames(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		o := drawOptions(rt)
		seed := rapid.Uint64().Draw(rt, "seed")
		s, err := New(Config{Options: o, Seed: seed})
		if err != nil {
			rt.Fatal(err)
		}
		var bots [3]Bot
		for i := range bots {
			bots[i], _ = NewBot(rapid.SampledFrom(Levels).Draw(rt, "level"), i, seed)
		}
		d := NewDriver(s, bots)
		var texts []string
		for n := 0; !s.Over(); n++ {
			if n == maxMoves {
				rt.Fatalf("no end after %d moves", maxMoves)
			}
			m, err := d()
			if err != nil {
				rt.Fatal(err)
			}
			ev, err := s.Apply(m)
			if err != nil {
				rt.Fatalf("bot move %q refused: %v", m.String(), err)
			}
			texts = append(texts, m.String())
			checkState(rt, s, ev)
		}
		r, err := New(Config{Options: o, Seed: seed})
		if err != nil {
			rt.Fatal(err)
		}
		for i, text := range texts {
			m, err := ParseMove(-1, text)
			if err != nil {
				rt.Fatal(err)
			}
			if _, err := r.Apply(m); err != nil {
				rt.Fatalf("replay move %d %q: %v", i+1, text, err)
			}
		}
		if !reflect.DeepEqual(r.Result(), s.Result()) || r.score != s.score {
			rt.Fatalf("replay gives %+v, play %+v", r.Result(), s.Result())
		}
	})
}

// TestEveryOptionCombination plays a few bot games with each of the 16 option
// combinations to the end.
func TestEveryOptionCombination(t *testing.T) {
	for bits := 0; bits < 16; bits++ {
		o := Options{Snap: bits&1 != 0, DoubleDown: bits&2 != 0, Actions: bits&4 != 0, PlayOut: bits&8 != 0}
		for seed := uint64(0); seed < 6; seed++ {
			s, _ := New(Config{Options: o, Seed: seed})
			var bots [3]Bot
			for i := range bots {
				bots[i], _ = NewBot(Levels[(int(seed)+i)%3], i, seed)
			}
			if _, err := PlayBots(s, bots, maxMoves); err != nil {
				t.Fatalf("%v seed %d: %v", o.IDs(), seed, err)
			}
			checkInvariants(t, s)
		}
	}
}
