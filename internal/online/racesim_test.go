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
