package online

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"parlor/gameplay/match"
)

// RaceSim sets up simulated slap races between two players through the judge (Judge, Hold,
// the human line), as `parlor-sim racesim` runs them. Each race the server sends the
// update that opens the race to both players at time 0; each message's one-way delay is
// half the player's round trip plus a uniform 0..JitterMs; a player acks the update on
// arrival, reacts after a reaction time drawn from a normal distribution (mean
// ReactionMs, sd ReactionMs/5, at least 100 ms; the same for both players) and sends its
// slap claiming that reaction time. The server collects claims until the hold after the
// earliest judged stamp has passed; the earliest stamp among the claims in by then wins,
// a tie by a coin. Each player also answers one ping per race (and PingsBefore before
// the first), which is what its allowance is earned from.
//
// The server's TCP stack measures each connection's round trip from its kernel's
// acknowledgements (TransportRTT): one sample at the handshake, then one for every ping
// and every update, the true round trip with its jitter. Unless NoTransport (a server
// without it: the judge falls back to the pings and acks), or Proxy (the server behind a
// proxy on its own host that ends the TCP connections: the figure is 0 ms).
//
// The Cheat player (0 or 1; -1: both honest) cheats as How says:
//   - "zero": claims 0 ms every race;
//   - "fakelag": holds back its pongs and acks by FakeLagMs (an ack at the latest just
//     before its move: a move that overtakes its update's ack is credited nothing), then
//     claims 0 ms; its kernel, given no answer to carry its acknowledgements, sends them
//     after the delayed-ACK timeout (DelayedAckMs, Linux's 40 ms), which the kernel leaves
//     out of its smallest round trip;
//   - "script": presses ScriptMs after each update arrives and claims that, honestly.
type RaceSim struct {
	RTT         [2]int
	JitterMs    int
	ReactionMs  int
	Races       int
	Cheat       int // -1: both honest
	How         string
	NoTransport bool
	Proxy       bool
	Seed        uint64
	PingsBefore int
	Judge       JudgeConfig
}

// The cheats' timings (RaceSim).
const (
	FakeLagMs    = 280
	DelayedAckMs = 40
	ScriptMs     = 20
)

// RaceResult is the outcome: wins and share per player, the largest gap between an
// honest player's judged and true reaction time (ms), and the race (from 1) after which
// each player was flagged as faster than a person (0: never).
type RaceResult struct {
	Races      int        `json:"races"`
	Wins       [2]int     `json:"wins"`
	Share      [2]float64 `json:"share"`
	MaxErrorMs int        `json:"max_error_ms"`
	FlaggedAt  [2]int     `json:"flagged_at"`
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

// kernelRTT is the server kernel's round-trip estimate of one connection (RFC 6298's
// smoothing, as Linux does it), in ms.
type kernelRTT struct {
	srtt, rttvar, min float64
	n                 int
}

// sample takes one acknowledgement's round trip; delayed: a suspected delayed
// acknowledgement, which the smallest round trip leaves out.
func (k *kernelRTT) sample(rtt float64, delayed bool) {
	if k.n == 0 {
		k.srtt, k.rttvar = rtt, rtt/2
	} else {
		k.rttvar = 0.75*k.rttvar + 0.25*math.Abs(k.srtt-rtt)
		k.srtt = 0.875*k.srtt + 0.125*rtt
	}
	if !delayed && (k.min == 0 || rtt < k.min) {
		k.min = math.Max(rtt, 0.001)
	}
	k.n++
}

func (k *kernelRTT) transport() int {
	return TransportRTT(int64(k.srtt*1000), int64(k.rttvar*1000), int64(k.min*1000))
}

// Simulate runs the races. Error: a bad setting.
func Simulate(s RaceSim) (RaceResult, error) {
	if s.Races <= 0 || s.RTT[0] < 0 || s.RTT[1] < 0 || s.JitterMs < 0 || s.ReactionMs <= 0 {
		return RaceResult{}, fmt.Errorf("racesim: want races > 0, round trips and jitter >= 0, a reaction time > 0")
	}
	if s.Cheat < -1 || s.Cheat > 1 {
		return RaceResult{}, fmt.Errorf("racesim: the cheat is player 0 or 1 (or -1: none), not %d", s.Cheat)
	}
	how := s.How
	if s.Cheat >= 0 && how == "" {
		how = "zero"
	}
	if s.Cheat >= 0 && how != "zero" && how != "fakelag" && how != "script" {
		return RaceResult{}, fmt.Errorf("racesim: a cheat is zero, fakelag or script, not %q", how)
	}
	rng := rand.New(rand.NewPCG(s.Seed, 0x7261636573696d))
	coin := rand.New(rand.NewPCG(s.Seed, 0x636f696e)) // ties: its own stream, so a cheat changes nothing else
	oneWay := func(p int) float64 { return float64(s.RTT[p])/2 + rng.Float64()*float64(s.JitterMs) }
	ms := func(x float64) int { return int(math.Floor(x)) }
	cheats := func(p int, h string) bool { return p == s.Cheat && how == h }
	lag := func(p int) float64 { // how long p holds back its pongs and acks
		if cheats(p, "fakelag") {
			return FakeLagMs
		}
		return 0
	}
	var trust [2]Trust
	var kern [2]kernelRTT
	// ack is the kernel's acknowledgement of a message that went out over leg out: with
	// the answer, or after the delayed-ACK timeout when the answer is held back longer.
	ack := func(p int, out float64) {
		if lag(p) > DelayedAckMs {
			kern[p].sample(out+DelayedAckMs+oneWay(p), true)
		} else {
			kern[p].sample(out+lag(p)+oneWay(p), false)
		}
	}
	transport := func(p int) int {
		switch {
		case s.NoTransport:
			return -1
		case s.Proxy:
			return 0
		}
		return kern[p].transport()
	}
	pings := 0
	ping := func() {
		pings++
		for p := range 2 {
			out := oneWay(p)
			if pings%PadEvery == 0 {
				kern[p].sample(out+oneWay(p), false) // two full segments: acknowledged at once
			} else {
				ack(p, out)
			}
			trust[p].Pong(s.Judge, ms(out+lag(p)+oneWay(p)))
		}
	}
	for p := range 2 {
		kern[p].sample(oneWay(p)+oneWay(p), false) // the handshake: the client's kernel answers it
	}
	for range s.PingsBefore {
		ping()
	}
	res := RaceResult{Races: s.Races}
	var watch [2]FastWatch
	type claim struct {
		p      int
		arrive float64
		stamp  int
	}
	for race := range s.Races {
		ping()
		var cs [2]claim
		for p := range 2 {
			out := oneWay(p)
			ack(p, out)
			react := max(100, s.ReactionMs+int(math.Round(rng.NormFloat64()*float64(s.ReactionMs)/5)))
			if cheats(p, "script") {
				react = ScriptMs
			}
			// The ack goes out on arrival, or held back, but never after the move: a move
			// that overtook its update's ack would be credited no latency at all.
			ackAt := out + math.Min(lag(p), float64(react)) + oneWay(p)
			arrive := math.Max(out+float64(react)+oneWay(p), ackAt) // one stream: the ack first
			claimed := react
			if cheats(p, "zero") || cheats(p, "fakelag") {
				claimed = 0
			}
			v := Judge(s.Judge, &trust[p], Claim{ReactMs: claimed, ElapsedMs: ms(arrive), DeliveryMs: ms(ackAt)}, transport(p))
			stamp := max(v.ReactMs, match.HumanLineMs)
			if p != s.Cheat {
				res.MaxErrorMs = max(res.MaxErrorMs, abs(stamp-react))
			}
			if watch[p].Note(min(max(claimed, 0), ms(arrive)) < match.HumanLineMs) {
				res.FlaggedAt[p] = race + 1
			}
			cs[p] = claim{p: p, arrive: arrive, stamp: stamp}
		}
		hold := float64(Hold(trust[0].Allowance(s.Judge, transport(0)), trust[1].Allowance(s.Judge, transport(1))))
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
