package online

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
)

// RaceSim sets up simulated slap races between two players through the judge (Judge, Hold),
// as `parlor-sim racesim` runs them. Each race the server sends the update that opens the
// race to both players at time 0; each message's one-way delay is half the player's round
// trip plus a uniform 0..JitterMs; a player acks the update on arrival, reacts after a
// reaction time drawn from a normal distribution (mean ReactionMs, sd ReactionMs/5, at
// least 100 ms; the same for both players) and sends its slap claiming that reaction time,
// or 0 ms when it is the Cheat player. The server collects claims until the hold after the
// earliest judged stamp has passed; the earliest judged stamp among the claims in by then
// wins, a tie by a coin. Each player also answers one ping per race (and PingsBefore
// before the first), which is what its allowance is earned from.
type RaceSim struct {
	RTT         [2]int
	JitterMs    int
	ReactionMs  int
	Races       int
	Cheat       int // -1: both honest
	Seed        uint64
	PingsBefore int
	Judge       JudgeConfig
}

// RaceResult is the outcome: wins and share per player, and the largest gap between an
// honest player's judged and true reaction time (ms).
type RaceResult struct {
	Races      int        `json:"races"`
	Wins       [2]int     `json:"wins"`
	Share      [2]float64 `json:"share"`
	MaxErrorMs int        `json:"max_error_ms"`
}

// Hold is how long the server waits past a claim's judged stamp before settling it: the
// largest of the allowances (ms) of the seats that may still claim, plus 5 ms for its own
// work.
func Hold(allowances ...int) int {
	h := 0
	for _, a := range allowances {
		h = max(h, a)
	}
	return h + 5
}

// Simulate runs the races. Error: a bad setting.
func Simulate(s RaceSim) (RaceResult, error) {
	if s.Races <= 0 || s.RTT[0] < 0 || s.RTT[1] < 0 || s.JitterMs < 0 || s.ReactionMs <= 0 {
		return RaceResult{}, fmt.Errorf("racesim: want races > 0, round trips and jitter >= 0, a reaction time > 0")
	}
	rng := rand.New(rand.NewPCG(s.Seed, 0x7261636573696d))
	coin := rand.New(rand.NewPCG(s.Seed, 0x636f696e)) // ties: its own stream, so a cheat changes nothing else
	oneWay := func(p int) float64 { return float64(s.RTT[p])/2 + rng.Float64()*float64(s.JitterMs) }
	ms := func(x float64) int { return int(math.Floor(x)) }
	trust := [2]*Trust{{}, {}}
	ping := func() {
		for p := range 2 {
			trust[p].Pong(s.Judge, ms(oneWay(p)+oneWay(p)))
		}
	}
	for range s.PingsBefore {
		ping()
	}
	res := RaceResult{Races: s.Races}
	type claim struct {
		p      int
		arrive float64
		stamp  int
	}
	for range s.Races {
		ping()
		var cs [2]claim
		for p := range 2 {
			out := oneWay(p)
			ack := out + oneWay(p)
			react := max(100, s.ReactionMs+int(math.Round(rng.NormFloat64()*float64(s.ReactionMs)/5)))
			arrive := math.Max(out+float64(react)+oneWay(p), ack)
			claimed := react
			if p == s.Cheat {
				claimed = 0
			}
			v := Judge(s.Judge, trust[p], Claim{ReactMs: claimed, ElapsedMs: ms(arrive), DeliveryMs: ms(ack)})
			if p != s.Cheat {
				res.MaxErrorMs = max(res.MaxErrorMs, abs(v.ReactMs-react))
			}
			cs[p] = claim{p: p, arrive: arrive, stamp: v.ReactMs}
		}
		hold := float64(Hold(trust[0].Allowance(s.Judge), trust[1].Allowance(s.Judge)))
		sort.Slice(cs[:], func(i, j int) bool { return cs[i].arrive < cs[j].arrive })
		settle := math.Inf(1)
		in := cs[:0:0]
		for _, c := range cs {
			if c.arrive <= settle {
				in = append(in, c)
				settle = math.Min(settle, float64(c.stamp)+hold)
			}
		}
		win := in[0]
		for _, c := range in[1:] {
			if c.stamp < win.stamp || (c.stamp == win.stamp && coin.IntN(2) == 0) {
				win = c
			}
		}
		res.Wins[win.p]++
	}
	for p := range 2 {
		res.Share[p] = math.Round(float64(res.Wins[p])/float64(s.Races)*1e4) / 1e4
	}
	return res, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
