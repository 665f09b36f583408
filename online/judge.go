package online

// The slap judge: how the server turns a client's claimed reaction time into the stamp
// it applies (docs/online.md#reaction-windows-third-wheel).
//
// A client stamps a stamped move (a slap, the next Duo card, a shield…) with its reaction
// time: ms from the moment the update it reacted to appeared on its own screen to the
// press. The server knows two times of its own: Elapsed, from sending that update to
// receiving the move, and Delivery, from sending that update to receiving the client's
// ack of it (the client acks an update the moment it arrives). An honest claim implies a
// latency Elapsed - React of about one round trip. The judge accepts the claim when that
// latency is within the seat's allowance, and otherwise trusts only as much latency as the
// allowance: judged = Elapsed - min(max(Elapsed-React, 0), allowance).
//
// The allowance is capped trust, in the spirit of lichess's lag compensation: it never
// exceeds CapMs; a connection starts with StartMs and earns EarnMs with every ping it
// answers. It is then bounded by round trips, each an upper bound, so that a figure the
// client can inflate only ever lowers it: the usual round trip of its recent pings (their
// median and spread, not their maximum), this update's own Delivery, and the round trip
// the server's TCP stack measures on the connection (TransportRTT), each plus MarginMs.
// A client's program can delay its pongs and acks, but not its kernel's TCP
// acknowledgements, so where the transport figure is known a client that holds its
// answers back gains nothing; where it is not (a non-Linux server) the pings and acks
// alone bound the allowance, never a larger figure.

// JudgeConfig are the judge's bounds, in ms.
type JudgeConfig struct {
	// CapMs is the most latency any claim is ever credited with.
	CapMs int
	// StartMs is a new connection's allowance; EarnMs what each answered ping adds to it
	// (up to CapMs).
	StartMs, EarnMs int
	// MarginMs is the slack over each measured round trip (the return leg of a claim and
	// of an ack differ by a little jitter).
	MarginMs int
	// Pings is how many recent ping round trips bound the allowance.
	Pings int
}

// DefaultJudge is the server's judge: a 300 ms cap, 80 ms to start, 20 ms earned per ping,
// a 1 ms margin, the last 8 pings.
var DefaultJudge = JudgeConfig{CapMs: 300, StartMs: 80, EarnMs: 20, MarginMs: 1, Pings: 8}

// PadEvery: at a table with real-time reaction windows every PadEvery-th ping is padded to
// fill two full TCP segments, which a client's kernel acknowledges at once (RFC 5681: an
// acknowledgement for at least every second full-sized segment), whatever its program
// does: so the kernel's smallest round trip is a true one even for a client that holds
// back all its answers (see TransportRTT).
const PadEvery = 4

// TransportSlackMs is how far above the smallest round trip its TCP stack has seen a
// connection's transport figure may be (see TransportRTT).
const TransportSlackMs = 5

// TransportRTT is a connection's usual round trip as the server's TCP stack measures it,
// in whole ms (rounded up), from the kernel's figures in µs: the smoothed round trip
// srtt plus twice its mean deviation rttvar, but never more than TransportSlackMs above
// minRTT, the smallest round trip of the last minutes (0: unknown). A client that holds
// back its answers makes its own kernel delay its acknowledgements (Linux by 40 ms,
// Windows by up to 200 ms), which inflates srtt but not minRTT: the kernel leaves
// suspected delayed acknowledgements out of it. -1 when srtt is unknown (0 or less).
func TransportRTT(srttUs, rttvarUs, minRTTUs int64) int {
	if srttUs <= 0 {
		return -1
	}
	us := srttUs + 2*max(rttvarUs, 0)
	if minRTTUs > 0 {
		us = min(us, minRTTUs+TransportSlackMs*1000)
	}
	return int((us + 999) / 1000)
}

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

// PingRTT is the usual round trip of the recent pings (ms): their median plus twice the
// median of their distances from it; -1 before the first pong.
func (t *Trust) PingRTT() int {
	if len(t.rtts) == 0 {
		return -1
	}
	m := median(t.rtts)
	d := make([]int, len(t.rtts))
	for i, r := range t.rtts {
		d[i] = abs(r - m)
	}
	return m + 2*median(d)
}

// median is the middle of xs (the upper middle of an even count); xs is left as it was.
func median(xs []int) int {
	s := append([]int(nil), xs...)
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return s[len(s)/2]
}

// Allowance is the most latency a claim of this connection is credited with now (ms),
// given the transport's round trip (TransportRTT; -1 unknown).
func (t *Trust) Allowance(cfg JudgeConfig, transportMs int) int {
	a := cfg.StartMs
	if t.primed {
		a = t.earned
	}
	if p := t.PingRTT(); p >= 0 {
		a = min(a, p+cfg.MarginMs)
	}
	if transportMs >= 0 {
		a = min(a, transportMs+cfg.MarginMs)
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
	// DeliveryMs is the server's: from sending that update to receiving its ack; -1: no
	// ack came before the move. A client acks an update the moment it arrives, before
	// any move made on it, so a move that overtakes its update's ack was held back from
	// answering: no latency is credited to it.
	DeliveryMs int
}

// Verdict is the judge's answer: ReactMs is the reaction time the server applies (the
// move's stamp is the update's window time plus it, raised to the human line);
// CreditMs the latency credited, AllowMs the allowance it was bounded by; Trusted
// whether the claim was taken as it stood.
type Verdict struct {
	ReactMs  int  `json:"react_ms"`
	CreditMs int  `json:"credit_ms"`
	AllowMs  int  `json:"allow_ms"`
	Trusted  bool `json:"trusted"`
}

// Judge turns a claim into the reaction time the server applies (see the comment at the
// top of this file); transportMs is the connection's TransportRTT (-1 unknown). A claim
// below 0 counts as 0 and one above ElapsedMs as ElapsedMs. The result is never more
// than ElapsedMs nor less than ElapsedMs minus the allowance.
func Judge(cfg JudgeConfig, t *Trust, c Claim, transportMs int) Verdict {
	e := max(c.ElapsedMs, 0)
	r := min(max(c.ReactMs, 0), e)
	allow := t.Allowance(cfg, transportMs)
	if c.DeliveryMs >= 0 {
		allow = min(allow, c.DeliveryMs+cfg.MarginMs)
	} else {
		allow = 0
	}
	lat := e - r
	credit := min(lat, allow)
	return Verdict{ReactMs: e - credit, CreditMs: credit, AllowMs: allow, Trusted: credit == lat && r == c.ReactMs}
}

// The human line: a seat whose presses come faster than a person can react is flagged to
// the table and in the record (docs/online.md, "The human line").
const (
	// FastOf is how many of a seat's latest judged presses are looked at, FastFlag how
	// many of them must have come under match.HumanLineMs to flag the seat.
	FastOf, FastFlag = 5, 3
)

// FastWatch is one seat's latest judged presses: whether each came under the human
// line. Once flagged, a seat stays flagged for the rest of the game.
type FastWatch struct {
	recent  [FastOf]bool
	n       int
	Flagged bool
}

// Note records one judged press: under, whether its reaction time as claimed (or
// judged, the smaller) from the change it answered appearing came under
// match.HumanLineMs. It reports whether this press flagged the seat (true once).
func (f *FastWatch) Note(under bool) bool {
	f.recent[f.n%FastOf] = under
	f.n++
	if f.Flagged {
		return false
	}
	k := 0
	for _, b := range f.recent {
		if b {
			k++
		}
	}
	f.Flagged = k >= FastFlag
	return f.Flagged
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
