package online

import "testing"

func TestRaceSimFairness(t *testing.T) {
	base := RaceSim{RTT: [2]int{20, 150}, JitterMs: 10, ReactionMs: 300, Races: 10000, Cheat: -1, Seed: 1, PingsBefore: 10, Judge: DefaultJudge}
	for _, jit := range []int{0, 10, 20} {
		s := base
		s.JitterMs = jit
		r, err := Simulate(s)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("jitter %d: %+v", jit, r)
		if r.Share[0] < 0.47 || r.Share[0] > 0.53 {
			t.Errorf("jitter %d: 20 ms vs 150 ms won %.4f / %.4f, want 50%% ± 3", jit, r.Share[0], r.Share[1])
		}
		if r.FlaggedAt != [2]int{} {
			t.Errorf("jitter %d: an honest player was flagged: %v", jit, r.FlaggedAt)
		}
		for cheat := range 2 {
			c := s
			c.Cheat = cheat
			rc, _ := Simulate(c)
			gain := rc.Share[cheat] - r.Share[cheat]
			t.Logf("jitter %d, player %d claims 0 ms: %+v (gain %.4f)", jit, cheat, rc, gain)
			if gain > 0.02 {
				t.Errorf("jitter %d: a cheat behind %d ms gains %.1f points", jit, s.RTT[cheat], gain*100)
			}
		}
	}
}

// TestRaceSimCheats: at an equal network, a player who claims 0 ms, or holds back its
// pongs and acks 280 ms and then claims 0 ms, wins at most 55% against an honest player
// with 300 ms reactions, and each is flagged by its third race; a script pressing 20 ms
// after each update cannot be out-raced but is flagged by its third race too. Without the
// transport's round trip (a server that cannot read it) fake lag pays, and is flagged.
func TestRaceSimCheats(t *testing.T) {
	for _, tc := range []struct {
		how         string
		jitter      int
		noTransport bool
		most        float64 // the cheat's share at most
	}{
		{"zero", 0, false, 0.55},
		{"zero", 10, false, 0.55},
		{"fakelag", 0, false, 0.55},
		{"fakelag", 10, false, 0.55},
		{"script", 0, false, 1},
		{"fakelag", 0, true, 1},
	} {
		s := RaceSim{RTT: [2]int{20, 20}, JitterMs: tc.jitter, ReactionMs: 300, Races: 10000, Cheat: 1, How: tc.how,
			NoTransport: tc.noTransport, Seed: 2, PingsBefore: 10, Judge: DefaultJudge}
		r, err := Simulate(s)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s, jitter %d, transport %v: %+v", tc.how, tc.jitter, !tc.noTransport, r)
		if r.Share[1] > tc.most {
			t.Errorf("%s, jitter %d: the cheat won %.2f%%, want at most %.0f%%", tc.how, tc.jitter, 100*r.Share[1], 100*tc.most)
		}
		if r.FlaggedAt[1] < 1 || r.FlaggedAt[1] > 3 || r.FlaggedAt[0] != 0 {
			t.Errorf("%s, jitter %d: flagged after races %v, want the cheat by its 3rd race and the honest player never", tc.how, tc.jitter, r.FlaggedAt)
		}
		if tc.how == "script" && r.Share[1] < 0.95 {
			t.Errorf("a script pressing 20 ms after each update won only %.2f%%", 100*r.Share[1])
		}
	}
	if _, err := Simulate(RaceSim{RTT: [2]int{20, 20}, ReactionMs: 300, Races: 10, Cheat: 0, How: "teleport", Judge: DefaultJudge}); err == nil {
		t.Error("an unknown cheat was simulated")
	}
}
