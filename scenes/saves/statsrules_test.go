//go:build !js

package saves

import (
	"slices"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
)

// TestThirdWheelStatsPerRulesAndRole: Third Wheel games count apart per set of house
// rules and per role (the person as the Third Wheel or in the Duo); the pace setting
// is no house rule; option ids in any order and case are one set; and a stats.json of
// the previous version (its reset date only) still reads, its date respected.
func TestThirdWheelStatsPerRulesAndRole(t *testing.T) {
	st := NewMem()
	type key struct {
		rules string
		role  string
	}
	want := map[key]int{}
	n := 0
	for seed := uint64(1); n < 16 && seed < 200; seed++ {
		opts := [][]string{nil, {"snap", "doubledown"}, {"DoubleDown", "snap", "pace=900"}, {"actions"}}[seed%4]
		m := playTo(t, thirdwheel.Game, match.Config{Players: 3, Seed: seed, Options: opts}, []string{"human", "easy", "easy"}, -1)
		v := m.View(0).(thirdwheel.View)
		role := "Duo"
		if v.Role == thirdwheel.ThirdWheel {
			role = "Third Wheel"
		}
		rules := map[uint64]string{0: "", 1: "doubledown+snap", 2: "doubledown+snap", 3: "actions"}[seed%4]
		want[key{rules, role}]++
		AddHistory(st, m, t0.Add(time.Duration(seed)*time.Minute))
		n++
	}
	// The previous version's stats.json: its reset date, before every game here.
	if err := st.Write(StatsName, []byte(`{"since":"2026-11-30T10:00:00Z"}`)); err != nil {
		t.Fatal(err)
	}
	s, errs := LoadStats(st)
	if len(errs) != 0 || !s.Since.Equal(time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)) {
		t.Fatalf("the old stats.json: since %v, errors %v", s.Since, errs)
	}
	got := map[key]int{}
	for _, g := range s.Games {
		k := key{"", g.Role}
		for i, r := range g.Rules {
			if i > 0 {
				k.rules += "+"
			}
			k.rules += r
		}
		if _, dup := got[k]; dup || g.Game != "thirdwheel" {
			t.Fatalf("statistics %q twice, or of another game", g.Label())
		}
		got[k] = g.Played
		if slices.Contains(g.Rules, "pace=900") {
			t.Errorf("%q: the pace setting counted as a house rule", g.Label())
		}
	}
	if len(want) < 5 {
		t.Fatalf("only %d rules-and-role groups played (%v): the test needs both roles under several rule sets", len(want), want)
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%+v: %d games counted, want %d (all: %v)", k, got[k], w, got)
		}
	}
	if len(got) != len(want) {
		t.Errorf("groups %v, want %v", got, want)
	}
}
