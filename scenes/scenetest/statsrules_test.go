//go:build display

package scenetest_test

import (
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// TestStatsScreenKindsOfThirdWheel: Third Wheel games under two sets of house rules are
// two statistics on one tab; O shows the other, ← → another game, not the other kind.
func TestStatsScreenKindsOfThirdWheel(t *testing.T) {
	a, st := withStore(prefs.Instant)
	now := time.Now()
	for i, opts := range [][]string{nil, {"snap"}, nil} {
		m, err := match.New(thirdwheel.Game, match.Config{Players: 3, Seed: 5, Options: opts}, []string{"human", "easy", "easy"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := match.Play(m, matchBots(t, m), 1<<20); err != nil {
			t.Fatal(err)
		}
		saves.AddHistory(st, m, now.Add(-time.Duration(3-i)*time.Hour))
	}
	saves.AddHistory(st, playedOut(t, "triples", 20), now.Add(-time.Hour))
	s := screens.NewStats()
	a.Goto(s)
	Step(s, a, 1)
	gs := s.Data().Games
	if len(gs) != 3 {
		t.Fatalf("%d statistics, want 3 (Third Wheel twice, Triples)", len(gs))
	}
	first := gs[s.Tab()]
	if first.Game != "thirdwheel" {
		t.Fatalf("opened on %q", first.Label())
	}
	Press(s, a, input.KeyO)
	other := s.Data().Games[s.Tab()]
	if other.Game != "thirdwheel" || other.Label() == first.Label() {
		t.Fatalf("O: from %q to %q, want the other Third Wheel", first.Label(), other.Label())
	}
	if first.Played+other.Played != 3 || first.Role != other.Role {
		t.Fatalf("%q %d games, %q %d: want 3 in all, the same seat's role", first.Label(), first.Played, other.Label(), other.Played)
	}
	Press(s, a, input.KeyRight)
	if g := s.Data().Games[s.Tab()]; g.Game != "triples" {
		t.Fatalf("→ shows %q, want Triples", g.Label())
	}
	Press(s, a, input.KeyLeft)
	if g := s.Data().Games[s.Tab()]; g.Game != "thirdwheel" {
		t.Fatalf("← shows %q, want Third Wheel", g.Label())
	}
}

// matchBots are easy bots for every seat of m.
func matchBots(t *testing.T, m *match.Match) []match.Bot {
	bots := make([]match.Bot, m.Players())
	for i := range bots {
		b, err := m.Game().NewBot("easy", i, 5)
		if err != nil {
			t.Fatal(err)
		}
		bots[i] = b
	}
	return bots
}
