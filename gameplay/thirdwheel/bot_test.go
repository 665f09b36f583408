package thirdwheel

import (
	"testing"

	"parlor/gameplay/match"
)

func mustBot(t testing.TB, level string, seat int, seed uint64) Bot {
	t.Helper()
	b, err := NewBot(level, seat, seed)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestNewBotErrors(t *testing.T) {
	if _, err := NewBot("genius", 0, 1); err == nil {
		t.Fatal("unknown level accepted")
	}
	if _, err := NewBot(LevelEasy, 3, 1); err == nil {
		t.Fatal("seat 3 accepted")
	}
}

// TestReactionTimes: a TW bot slaps a pair after its level's reaction time, the same
// time for the same view, spread over the whole range across seeds.
func TestReactionTimes(t *testing.T) {
	for _, level := range Levels {
		r := Reactions[level]
		lo, hi := 1<<30, -1
		for seed := uint64(0); seed < 300; seed++ {
			s := snapGame(t, Options{Snap: true}, 5)
			_, tw, _ := seats(s)
			b := mustBot(t, level, tw, seed)
			v := s.View(tw)
			m, ok := b.React(v)
			if !ok || m.Kind != MoveSlap || m.Seat != tw {
				t.Fatalf("%s: no slap on a pair: %v %v", level, m, ok)
			}
			if again, _ := b.React(s.View(tw)); again != m {
				t.Fatalf("%s: React is not stable for one view: %v then %v", level, m, again)
			}
			d := m.At - v.Window.Since
			lo, hi = min(lo, d), max(hi, d)
			if err := s.Check(m); err != nil {
				t.Fatalf("%s: planned move refused: %v", level, err)
			}
		}
		if lo < r.MinMs || hi > r.MaxMs || hi-lo < (r.MaxMs-r.MinMs)*8/10 {
			t.Fatalf("%s: reaction times %d..%d, want spread over %d..%d", level, lo, hi, r.MinMs, r.MaxMs)
		}
		// No bot reacts faster than a person can (the human line).
		if r.MinMs < match.HumanLineMs {
			t.Errorf("%s: reactions from %d ms, under the human line of %d ms", level, r.MinMs, match.HumanLineMs)
		}
	}
}

// TestFalseSlapRates: with no pair and nothing to match, a TW bot slaps in about its
// level's share of windows.
func TestFalseSlapRates(t *testing.T) {
	s := game(t, Options{Snap: true}, 30, stack(t, false, hD1, "5R 6R 8R 9R 10R", hD2, hDraws))
	_, tw, _ := seats(s)
	play(t, s, "1H", 0) // nothing to match: the TW holds no 1
	for _, level := range Levels {
		b := mustBot(t, level, tw, 99)
		v := s.View(tw)
		const n = 6000
		slaps := 0
		for id := 1; id <= n; id++ {
			v.Window.ID = id
			if m, ok := b.React(v); ok {
				if m.Kind != MoveSlap {
					t.Fatalf("%s: %v", level, m)
				}
				slaps++
			}
		}
		want := Reactions[level].FalseSlapPct * n / 100
		if slaps < want*7/10-10 || slaps > want*13/10+10 {
			t.Fatalf("%s: %d false slaps in %d windows, want about %d", level, slaps, n, want)
		}
	}
}

// duoView sets up the Duo on turn (base game) with hand and score.
func duoView(t testing.TB, hand string, score int) (*State, int) {
	t.Helper()
	s := game(t, Options{}, 31, stack(t, false, hD1, hTW, hD2, hDraws))
	d1, _, _ := seats(s)
	s.hands[d1] = cs(t, hand)
	sortCards(s.hands[d1])
	s.score = score
	return s, d1
}

func TestDuoBots(t *testing.T) {
	s, d1 := duoView(t, "9H 2F 13D 5R 7H 12F", 93)
	for _, level := range []string{LevelNormal, LevelHard} {
		if m := mustBot(t, level, d1, 1).Choose(s.View(d1)); m.Card != NewCard(7, Heart) {
			t.Errorf("%s Duo at 93 should land on 100 with 7H, plays %v", level, m)
		}
	}
	if m := mustBot(t, LevelEasy, d1, 1).Choose(s.View(d1)); m.Card != NewCard(2, Flowers) {
		t.Errorf("easy Duo plays its lowest card, not %v", m)
	}
	// No exact finish: hard and normal do not bust while a safe card exists.
	s, d1 = duoView(t, "9H 13D 12F 3R", 95)
	for _, level := range []string{LevelNormal, LevelHard} {
		m := mustBot(t, level, d1, 1).Choose(s.View(d1))
		if m.Card != NewCard(3, Ring) {
			t.Errorf("%s Duo at 95 should play the safe 3R, plays %v", level, m)
		}
	}
	// A Take a Hike names the finishing rank.
	s, d1 = duoView(t, "9H 13D HIKE", 89)
	if m := mustBot(t, LevelHard, d1, 1).Choose(s.View(d1)); m.Card != Hike || m.Rank != 11 {
		t.Errorf("hard Duo should play HIKE as 11, plays %v", m)
	}
}

// twView: base game, the Duo has played card at score; the TW holds hand.
func twView(t testing.TB, o Options, hand, card string, score int) (*State, int) {
	t.Helper()
	s := game(t, o, 32, stack(t, o.Actions, hD1, hTW, hD2, hDraws))
	d1, tw, _ := seats(s)
	s.hands[tw] = cs(t, hand)
	sortCards(s.hands[tw])
	c := cs(t, card)[0]
	s.hands[d1] = append(s.hands[d1], c)
	sortCards(s.hands[d1])
	s.score = score - c.Value()
	play(t, s, card, 0)
	return s, tw
}

func TestTWBots(t *testing.T) {
	// A low card: hard saves its Wild, easy spends it.
	s, tw := twView(t, Options{}, "W 6R 8R", "3H", 30)
	if m := mustBot(t, LevelHard, tw, 1).Choose(s.View(tw)); m.Kind != MovePass {
		t.Errorf("hard TW should keep its Wild for a bigger card, plays %v", m)
	}
	if m := mustBot(t, LevelEasy, tw, 1).Choose(s.View(tw)); m.Kind != MoveMatch || m.Card != Wild {
		t.Errorf("easy TW matches whenever it can, plays %v", m)
	}
	// A 12: hard spends the Wild.
	s, tw = twView(t, Options{}, "W 6R 8R", "12D", 40)
	if m := mustBot(t, LevelHard, tw, 1).Choose(s.View(tw)); m.Kind != MoveMatch || m.Card != Wild {
		t.Errorf("hard TW should match a 12 with its Wild, plays %v", m)
	}
	// A natural match is taken by every level.
	s, tw = twView(t, Options{}, "W 4R 8R", "4H", 20)
	for _, level := range Levels {
		if m := mustBot(t, level, tw, 1).Choose(s.View(tw)); m.Kind != MoveMatch || m.Card != NewCard(4, Ring) {
			t.Errorf("%s TW should match 4H with 4R (saving the Wild), plays %v", level, m)
		}
	}
	// One card from 100 with no match: hard blocks with Awkward Silence.
	s, tw = twView(t, Options{Actions: true}, "SILENCE 6R 8R", "3H", 92)
	if m := mustBot(t, LevelHard, tw, 1).Choose(s.View(tw)); m.Kind != MoveBlock {
		t.Errorf("hard TW near 100 should block, plays %v", m)
	}
	if m := mustBot(t, LevelEasy, tw, 1).Choose(s.View(tw)); m.Kind != MovePass {
		t.Errorf("easy TW only matches, plays %v", m)
	}
	// A penalty discard keeps the Wild.
	s, tw = twView(t, Options{Snap: true}, "W 6R 8R", "3H", 30)
	s.owes = true
	if m := mustBot(t, LevelHard, tw, 1).Choose(s.View(tw)); m.Kind != MoveDiscard || m.Card != NewCard(6, Ring) {
		t.Errorf("hard TW should discard its lowest suit card, plays %v", m)
	}
}

// TestBotsSeeOnlyTheirView: two games that differ only in cards a seat cannot see give
// that seat's bot the same view and the same moves.
func TestBotsSeeOnlyTheirView(t *testing.T) {
	a := game(t, Options{Snap: true}, 33, stack(t, false, hD1, hTW, hD2, hDraws))
	b := game(t, Options{Snap: true}, 33, stack(t, false, hD1, "5D 6D 8D 9D 13R", hD2, hDraws))
	d1, _, _ := seats(a)
	for _, level := range Levels {
		ma := mustBot(t, level, d1, 5).Choose(a.View(d1))
		mb := mustBot(t, level, d1, 5).Choose(b.View(d1))
		if ma != mb {
			t.Fatalf("%s: hidden cards changed the move: %v vs %v", level, ma, mb)
		}
	}
}

// twWinRate plays games seeded 0..games-1, every Duo seat at level duo and the Third
// Wheel at level tw, and returns the Third Wheel's share of wins.
func twWinRate(t *testing.T, o Options, duo, tw string, games int) float64 {
	t.Helper()
	n := 0
	for seed := uint64(0); seed < uint64(games); seed++ {
		s, _ := New(Config{Options: o, Seed: seed})
		var bots [3]Bot
		for i := range bots {
			lv := duo
			if s.Roles()[i] == ThirdWheel {
				lv = tw
			}
			bots[i] = mustBot(t, lv, i, seed)
		}
		if _, err := PlayBots(s, bots, maxMoves); err != nil {
			t.Fatal(err)
		}
		if s.Result().Winner == SideTW {
			n++
		}
	}
	return float64(n) / float64(games)
}

// TestBotLevels: with the fair deck, normal against normal is a contest, and in each
// role a level changed from normal moves the result its way: a hard Duo wins more
// than a normal one, an easy Duo far less; under Snap Match and Double-Down, where
// speed counts, a hard Third Wheel wins more than a normal one and an easy one less.
// (docs/thirdwheel-balance.md has the whole table, with thousands of games.)
func TestBotLevels(t *testing.T) {
	const games = 300
	for _, o := range []Options{{FairDeck: true}, {Snap: true, FairDeck: true}, {DoubleDown: true, FairDeck: true}} {
		nn := twWinRate(t, o, LevelNormal, LevelNormal, games)
		if nn < 0.4 || nn > 0.6 {
			t.Errorf("%v: normal against normal, the Third Wheel won %.2f", o.IDs(), nn)
		}
		if hd, ed := twWinRate(t, o, LevelHard, LevelNormal, games), twWinRate(t, o, LevelEasy, LevelNormal, games); hd > nn-0.08 || ed < nn+0.3 {
			t.Errorf("%v: the Third Wheel won %.2f against a hard Duo, %.2f normal, %.2f easy", o.IDs(), hd, nn, ed)
		}
		if !o.Snap && !o.DoubleDown {
			continue
		}
		if ht, et := twWinRate(t, o, LevelNormal, LevelHard, games), twWinRate(t, o, LevelNormal, LevelEasy, games); ht < nn+0.1 || et > nn-0.1 {
			t.Errorf("%v: a hard Third Wheel won %.2f, normal %.2f, easy %.2f", o.IDs(), ht, nn, et)
		}
	}
}

// TestDuoBotClosesSnapWindowAtItsReactionTime pins docs/rules/thirdwheel.md#pace (Snap
// Match): the window closes when the next Duo player plays, and a bot plays after its
// reaction time — so the next Duo bot plans its card inside the window, at its level's
// reaction time, not at the end of the pace.
func TestDuoBotClosesSnapWindowAtItsReactionTime(t *testing.T) {
	for _, level := range Levels {
		r := Reactions[level]
		s := snapGame(t, Options{Snap: true}, 5)
		next := s.Turn()
		if s.Roles()[next] == ThirdWheel {
			t.Fatalf("setup: seat %d on turn is the Third Wheel", next)
		}
		v := s.View(next)
		if !v.Window.Open {
			t.Fatal("setup: no open window")
		}
		m, ok := mustBot(t, level, next, 9).React(v)
		if !ok || m.Kind != MovePlay || m.Seat != next {
			t.Fatalf("%s: next Duo bot plans %v (%v), want its next card", level, m, ok)
		}
		if d := m.At - v.Window.Since; d < r.MinMs || d > r.MaxMs || m.At >= v.Window.Deadline {
			t.Fatalf("%s: planned at %d ms after the window opened (deadline %d), want %d..%d",
				level, d, v.Window.Deadline, r.MinMs, r.MaxMs)
		}
		if err := s.Check(m); err != nil {
			t.Fatalf("%s: planned card refused: %v", level, err)
		}
	}
}
