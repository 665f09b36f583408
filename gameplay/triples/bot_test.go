package triples

import (
	"fmt"
	"slices"
	"testing"

	"parlor/gameplay/cards"
	"parlor/gameplay/match/matchtest"
)

// playOut plays a whole game with bots of the given levels (levels[i%len] at seat i)
// and fails on any illegal bot move.
func playOut(t testing.TB, cfg Config, levels []string) *State {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]Bot, cfg.Players)
	for i := range bots {
		if bots[i], err = NewBot(levels[i%len(levels)], i, cfg.Seed); err != nil {
			t.Fatal(err)
		}
	}
	for moves := 0; !s.Over(); moves++ {
		if moves == maxMoves {
			t.Fatalf("no end after %d moves", moves)
		}
		seat := s.Turn()
		m := bots[seat].Choose(s.View(seat))
		if _, err := s.Apply(m); err != nil {
			t.Fatalf("%s bot at seat %d: %v", levels[seat%len(levels)], seat, err)
		}
	}
	return s
}

func TestNewBotLevels(t *testing.T) {
	for _, l := range Levels {
		b, err := NewBot(l, 0, 1)
		if err != nil || b.Level() != l {
			t.Fatalf("NewBot(%q): %v %v", l, b, err)
		}
	}
	if _, err := NewBot("expert", 0, 1); err == nil {
		t.Fatal("unknown level accepted")
	}
	if _, ok := mustBot(t, LevelHard, 0).(Thinker); !ok {
		t.Fatal("the hard bot should think in slices")
	}
}

func mustBot(t *testing.T, level string, seat int) Bot {
	t.Helper()
	b, err := NewBot(level, seat, 99)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBotsPlayWholeGamesLegally(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s := playOut(t, Config{Players: n, Seed: uint64(n), Chill: n%3 == 0}, []string{LevelEasy, LevelNormal, LevelHard})
		if len(s.Winners()) == 0 {
			t.Fatalf("%d players: no winner", n)
		}
		checkConserved(t, s)
	}
}

func TestEasyBotMakesTheFirstLegalMove(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	easy := mustBot(t, LevelEasy, 0)
	for moves := 0; !s.Over() && moves < 300; moves++ {
		v := s.View(s.Turn())
		m := easy.Choose(v)
		if m != s.Legal(s.Turn())[0] {
			t.Fatalf("easy chose %v, first legal is %v", m, s.Legal(s.Turn())[0])
		}
		if _, err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

func TestNormalBotPlaysHighCardsFirst(t *testing.T) {
	// The top two (RT2 RT4) share red and triangle: BT1 and RC5 each make a triple, and
	// they make no triple together with RT4.
	s := table{hands: []string{"BT1 RC5 GS3 YQ2", "PC1 PC2 PC3 PC4"}, area: "RT2 RT4"}.build(t)
	v := s.View(0)
	if got := mustBot(t, LevelEasy, 0).Choose(v).String(); got != "play BT1" {
		t.Fatalf("easy: %s", got)
	}
	if got := mustBot(t, LevelNormal, 0).Choose(v).String(); got != "play RC5" {
		t.Fatalf("normal should shed the 5 first, chose %s", got)
	}
}

func TestNormalBotHoldsDraw2ForThePlayerAboutToGoOut(t *testing.T) {
	for _, tc := range []struct {
		next string
		want string
	}{
		{"PC1 PC2 PC3 PC4 PC5", "play BT1"}, // next player far from out: hold the Draw 2
		{"PC1 PC2", "play RH5+2"},           // next player about to go out: hit it
	} {
		s := table{hands: []string{"RH5+2 BT1 GS3 YQ2", tc.next, "YC1 YC2 YC3"}, area: "RT2 RT4"}.build(t)
		if got := mustBot(t, LevelNormal, 0).Choose(s.View(0)).String(); got != tc.want {
			t.Errorf("next holds %q: chose %s, want %s", tc.next, got, tc.want)
		}
	}
	// With no other play it plays the Draw 2 rather than draw.
	s := table{hands: []string{"RH5+2 GS3", "PC1 PC2 PC3 PC4 PC5"}, area: "RT2 RT4"}.build(t)
	if got := mustBot(t, LevelNormal, 0).Choose(s.View(0)).String(); got != "play RH5+2" {
		t.Errorf("only play is a Draw 2: chose %s", got)
	}
}

func TestNormalBotAimsDoubleTriplesAtTheLeader(t *testing.T) {
	for _, tc := range []struct {
		name  string
		chill bool
		tot   []int
		wins  []int
		hands []string
		want  int
	}{
		// Expected totals: seat 1 20+2×3.4, seat 2 5+6×3.4, seat 3 12+1×3.4: seat 3 leads.
		{"scored", false, []int{0, 20, 5, 12}, nil, []string{"BT1", "PC1 PC2", "YC1 YC2 YC3 YC4 YC5 YQ1", "GQ3"}, 3},
		{"scored early", false, nil, nil, []string{"BT1", "PC1 PC2", "YC1 YC2 YC3 YC4 YC5 YQ1", "GQ3 GQ4 GQ5"}, 1},
		// Chill: most rounds won, then fewest cards.
		{"chill", true, nil, []int{0, 2, 1, 2}, []string{"BT1", "PC1 PC2 PC3 PC4 PC5", "YC1", "GQ3 GQ4 GQ5"}, 3},
	} {
		s := table{chill: tc.chill, totals: tc.tot, wins: tc.wins, hands: tc.hands, area: "RT2 RT4"}.build(t)
		s.phase = PhaseTarget
		if got := mustBot(t, LevelNormal, 0).Choose(s.View(0)); got != TargetMove(0, tc.want) {
			t.Errorf("%s: chose %v, want target %d", tc.name, got, tc.want)
		}
	}
}

// The hard bot thinks in bounded slices and reaches the same move as Choose.
func TestHardBotThinksInSlices(t *testing.T) {
	s, err := New(Config{Players: 4, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	normal := mustBot(t, LevelNormal, 0)
	checked := 0
	for !s.Over() && checked < 20 {
		seat := s.Turn()
		v := s.View(seat)
		if len(v.Legal()) > 2 {
			a, _ := NewBot(LevelHard, seat, 3)
			b, _ := NewBot(LevelHard, seat, 3)
			want := a.Choose(v)
			th := b.(Thinker)
			th.Begin(v)
			steps := 1
			for !th.Step() {
				steps++
			}
			if steps > (hardCandidates+1)*hardSamples {
				t.Fatalf("%d steps for one decision", steps)
			}
			if th.Result() != want || !slices.Contains(v.Legal(), want) {
				t.Fatalf("sliced %v, whole %v", th.Result(), want)
			}
			checked++
		}
		if _, err := s.Apply(normal.Choose(v)); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("no position with a choice")
	}
}

// TestBotsDoNotPeek: two states that give the seat to move the same view but hide
// different cards (a card of another hand swapped with a card of the draw pile, the
// pile reshuffled) make every level choose the same move, with the same bot seed, at
// hundreds of positions of seeded games of 2 to 5 players (under -short, a quarter of
// the games: every level still meets every number of players).
func TestBotsDoNotPeek(t *testing.T) {
	games, least := uint64(24), 300
	if testing.Short() {
		games, least = 6, 75
	}
	r := cards.NewRNG(11)
	checked := 0
	for seed := uint64(1); seed <= games; seed++ {
		players := 2 + int(seed%4)
		s, err := New(Config{Players: players, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for moves := 0; !s.Over() && moves < 400; moves++ {
			seat := s.Turn()
			legal := s.Legal(seat)
			if twin, ok := hiddenTwin(s, &r); ok && len(legal) > 1 {
				newBot := func(l string) (Bot, error) { return NewBot(l, seat, 4) }
				matchtest.SameChoices(t, Levels, newBot, s.View(seat), twin.View(seat), nil, fmt.Sprintf("seed %d", seed))
				checked++
			}
			if _, err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < least {
		t.Errorf("only %d positions checked", checked)
	}
}

// hiddenTwin is a copy of s whose hidden cards differ but whose view for the seat to
// move is the same: a card of another seat's hand swapped with a different card of the
// draw pile, and the pile reshuffled. ok is false when there is no such swap.
func hiddenTwin(s *State, r *cards.RNG) (*State, bool) {
	c := s.clone()
	me := s.Turn()
	for try := 0; try < 20; try++ {
		o := r.IntN(len(c.hands))
		if o == me || len(c.hands[o]) == 0 || len(c.pile) == 0 {
			continue
		}
		i, j := r.IntN(len(c.hands[o])), r.IntN(len(c.pile))
		if c.hands[o][i] == c.pile[j] {
			continue
		}
		c.hands[o][i], c.pile[j] = c.pile[j], c.hands[o][i]
		cards.Shuffle(r, c.pile)
		return c, true
	}
	return nil, false
}

// winShare plays 2-player games, a against b with seats swapped every game, and returns
// a's share of the wins (a shared win counts half).
func winShare(t *testing.T, a, b string, games int) float64 {
	t.Helper()
	won := 0.0
	for g := range games {
		levels := []string{a, b}
		seatA := 0
		if g%2 == 1 {
			levels, seatA = []string{b, a}, 1
		}
		s := playOut(t, Config{Players: 2, Seed: uint64(1000 + g/2)}, levels)
		for _, w := range s.Winners() {
			if w == seatA {
				won += 1 / float64(len(s.Winners()))
			}
		}
	}
	return won / float64(games)
}

// The levels are ordered: over the same seeded 2-player games (each deal played from both
// seats), normal beats easy and hard beats normal.
func TestBotLevelsAreOrdered(t *testing.T) {
	if share := winShare(t, LevelNormal, LevelEasy, 200); share < 0.55 {
		t.Errorf("normal won %.0f%% against easy, want 55%% or more", 100*share)
	}
	if share := winShare(t, LevelHard, LevelNormal, 200); share < 0.53 {
		t.Errorf("hard won %.0f%% against normal, want 53%% or more", 100*share)
	}
}
