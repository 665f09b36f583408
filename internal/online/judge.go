package online

// The slap judge: how the server turns a client's claimed reaction time into the stamp
// it applies (DESIGN.md "Real-time slap races over the network").
//
// A client stamps a stamped move (a slap, the next Duo card, a shield…) with its reaction
// time: ms from the moment the update it reacted to appeared on its own screen to the
// press. The server knows two times of its own: Elapsed, from sending that update to
// receiving the move, and Delivery, from sending that update to receiving the client's
// ack of it (the client acks an update the moment it arrives). An honest claim implies a
// latency Elapsed - React of about Delivery. The judge accepts the claim when that
// latency is within the seat's allowance, and otherwise trusts only as much latency as the
// allowance: judged = Elapsed - min(max(Elapsed-React, 0), allowance). The allowance is
// capped trust, in the spirit of lichess's lag compensation: it never exceeds CapMs; a
// connection starts with StartMs and earns EarnMs with every ping it answers; it is never
// more than the slowest of its recent pings plus MarginMs, nor more than this update's own
// Delivery plus MarginMs. So a client with a slow network is judged on its reaction time,
// and a client that claims impossible times gains at most the margin.

// JudgeConfig are the judge's bounds, in ms.
type JudgeConfig struct {
	// CapMs is the most latency any claim is ever credited with.
	CapMs int
	// StartMs is a new connection's allowance; EarnMs what each answered ping adds to it
	// (up to CapMs).
	StartMs, EarnMs int
	// MarginMs is the slack over the measured delivery time (the return leg of a claim
	// and of an ack differ by a little jitter).
	MarginMs int
	// Pings is how many recent ping round trips bound the allowance.
	Pings int
}

// DefaultJudge is the server's judge: a 300 ms cap, 80 ms to start, 20 ms earned per ping,
// a 1 ms margin, the last 8 pings.
var DefaultJudge = JudgeConfig{CapMs: 300, StartMs: 80, EarnMs: 20, MarginMs: 1, Pings: 8}

// Trust is one connection's earned latency allowance and its recent ping round trips.
// The zero Trust is a new connection's. Not safe for concurrent use.
type Trust struct {
	earned int
	primed bool
	rtts   []int
	next   int
}

// Pong records one answered ping's round trip (ms): it earns allowance.
func (t *Trust) Pong(cfg JudgeConfig, rttMs int) {
	if !t.primed {
		t.earned, t.primed = cfg.StartMs, true
	}
	t.earned = min(cfg.CapMs, t.earned+cfg.EarnMs)
	if rttMs < 0 {
		rttMs = 0
	}
	if len(t.rtts) < max(cfg.Pings, 1) {
		t.rtts = append(t.rtts, rttMs)
		return
	}
	t.rtts[t.next] = rttMs
	t.next = (t.next + 1) % len(t.rtts)
}

// RTT is the median of the recent ping round trips (-1: none yet).
func (t *Trust) RTT() int {
	if len(t.rtts) == 0 {
		return -1
	}
	s := append([]int(nil), t.rtts...)
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return s[len(s)/2]
}

// Allowance is the most latency a claim of this connection is credited with now (ms).
func (t *Trust) Allowance(cfg JudgeConfig) int {
	a := cfg.StartMs
	if t.primed {
		a = t.earned
	}
	if len(t.rtts) > 0 {
		slowest := 0
		for _, r := range t.rtts {
			slowest = max(slowest, r)
		}
		a = min(a, slowest+cfg.MarginMs)
	}
	return max(0, min(a, cfg.CapMs))
}

// Claim is one stamped move's times, in ms.
type Claim struct {
	// ReactMs is what the client claims: from the update appearing on its screen to the
	// press.
	ReactMs int
	// ElapsedMs is the server's: from sending that update to receiving the move.
	ElapsedMs int
	// DeliveryMs is the server's: from sending that update to receiving its ack (-1:
	// no ack yet).
	DeliveryMs int
}

// Verdict is the judge's answer: ReactMs is the reaction time the server applies (the
// move's stamp is the update's window time plus it); CreditMs the latency credited;
// Trusted whether the claim was taken as it stood.
type Verdict struct {
	ReactMs  int  `json:"react_ms"`
	CreditMs int  `json:"credit_ms"`
	Trusted  bool `json:"trusted"`
}

// Judge turns a claim into the reaction time the server applies (see the comment at the
// top of this file). It never returns more than ElapsedMs nor less than ElapsedMs minus
// the allowance.
func Judge(cfg JudgeConfig, t *Trust, c Claim) Verdict {
	e := max(c.ElapsedMs, 0)
	r := min(max(c.ReactMs, 0), e)
	allow := t.Allowance(cfg)
	if c.DeliveryMs >= 0 {
		allow = min(allow, c.DeliveryMs+cfg.MarginMs)
	}
	lat := e - r
	credit := min(lat, allow)
	return Verdict{ReactMs: e - credit, CreditMs: credit, Trusted: credit == lat && r == c.ReactMs}
}
