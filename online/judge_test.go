package online

import "testing"

// earned is a Trust that has answered n pings of rtt ms each.
func earned(n, rtt int) *Trust {
	var t Trust
	for range n {
		t.Pong(DefaultJudge, rtt)
	}
	return &t
}

// TestTransportRTT: the kernel's smoothed round trip plus twice its deviation, never more
// than TransportSlackMs above the smallest round trip, in whole ms rounded up.
func TestTransportRTT(t *testing.T) {
	for _, tc := range []struct {
		srtt, rttvar, min int64
		want              int
	}{
		{20_000, 1_000, 19_000, 22},       // steady: srtt + 2 rttvar
		{20_100, 0, 0, 21},                // no smallest known: srtt + 2 rttvar, rounded up
		{60_000, 2_000, 20_000, 25},       // acknowledgements held back 40 ms: the smallest + slack
		{320_000, 10_000, 21_000, 26},     // held back longer still: the same bound
		{0, 5_000, 20_000, -1},            // no figure
		{-1, 0, 0, -1},                    // no figure
		{30, 10, 10, 1},                   // loopback: under a ms
		{20_000, -5_000, 20_000, 20},      // a negative deviation counts as none
		{1 << 40, 1 << 40, 0, 3298534884}, // huge figures do not overflow
	} {
		if got := TransportRTT(tc.srtt, tc.rttvar, tc.min); got != tc.want {
			t.Errorf("TransportRTT(%d, %d, %d) = %d, want %d", tc.srtt, tc.rttvar, tc.min, got, tc.want)
		}
	}
}

// TestPingRTTIsAMedian: one slow ping does not raise the pings' bound; pings held back
// every time do, but the transport's round trip still bounds the allowance.
func TestPingRTTIsAMedian(t *testing.T) {
	tr := earned(7, 20)
	tr.Pong(DefaultJudge, 290)
	if got := tr.PingRTT(); got != 20 {
		t.Errorf("7 pings of 20 ms and one of 290: PingRTT %d, want 20", got)
	}
	if got := tr.Allowance(DefaultJudge, -1); got != 21 {
		t.Errorf("allowance %d, want 21 (the pings' 20 + 1)", got)
	}
	lagged := earned(20, 300)
	if got := lagged.Allowance(DefaultJudge, -1); got != 300 {
		t.Errorf("pongs held back 280 ms, no transport figure: allowance %d, want the cap 300", got)
	}
	if got := lagged.Allowance(DefaultJudge, 21); got != 22 {
		t.Errorf("pongs held back 280 ms, transport 21 ms: allowance %d, want 22", got)
	}
	if got := (&Trust{}).PingRTT(); got != -1 {
		t.Errorf("no pings: PingRTT %d, want -1", got)
	}
	if got := (&Trust{}).Allowance(DefaultJudge, 5); got != 6 {
		t.Errorf("a new connection with a 5 ms transport: allowance %d, want 6", got)
	}
}

// TestJudgeClampsWhatTheClientSays: claims out of range count as the nearest possible
// value, are never trusted, and buy no more than an honest claim; a move that overtook its
// update's ack is credited no latency; the verdict never leaves [Elapsed - allowance,
// Elapsed].
func TestJudgeClampsWhatTheClientSays(t *testing.T) {
	tr := earned(10, 30)
	const transport = 30
	honest := Judge(DefaultJudge, tr, Claim{ReactMs: 370, ElapsedMs: 400, DeliveryMs: 30}, transport)
	if honest != (Verdict{ReactMs: 370, CreditMs: 30, AllowMs: 31, Trusted: true}) {
		t.Errorf("an honest claim: %+v", honest)
	}
	for _, tc := range []struct {
		name string
		c    Claim
		want Verdict
	}{
		{"0 ms", Claim{ReactMs: 0, ElapsedMs: 400, DeliveryMs: 30}, Verdict{ReactMs: 369, CreditMs: 31, AllowMs: 31}},
		{"negative", Claim{ReactMs: -1_000_000, ElapsedMs: 400, DeliveryMs: 30}, Verdict{ReactMs: 369, CreditMs: 31, AllowMs: 31}},
		{"more than elapsed", Claim{ReactMs: 1 << 40, ElapsedMs: 400, DeliveryMs: 30}, Verdict{ReactMs: 400, AllowMs: 31}},
		{"ack held back", Claim{ReactMs: 0, ElapsedMs: 400, DeliveryMs: 310}, Verdict{ReactMs: 369, CreditMs: 31, AllowMs: 31}},
		{"move before its ack", Claim{ReactMs: 0, ElapsedMs: 400, DeliveryMs: -1}, Verdict{ReactMs: 400}},
		{"negative elapsed", Claim{ReactMs: 10, ElapsedMs: -5, DeliveryMs: 30}, Verdict{ReactMs: 0, AllowMs: 31}},
	} {
		got := Judge(DefaultJudge, tr, tc.c, transport)
		if got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
		if got.ReactMs < honest.ReactMs-1 && tc.c.ElapsedMs == 400 {
			t.Errorf("%s: judged %d ms, more than 1 ms faster than the honest claim's %d", tc.name, got.ReactMs, honest.ReactMs)
		}
	}
	// Held-back pongs and acks with the transport's figure unknown (a server without it):
	// the pings and acks bound the allowance, never a larger figure than they show.
	lag := earned(20, 310)
	v := Judge(DefaultJudge, lag, Claim{ReactMs: 0, ElapsedMs: 330, DeliveryMs: 310}, -1)
	if v.AllowMs != 300 || v.ReactMs != 30 {
		t.Errorf("fake lag without the transport: %+v, want the cap 300 credited", v)
	}
	v = Judge(DefaultJudge, lag, Claim{ReactMs: 0, ElapsedMs: 330, DeliveryMs: 310}, 20)
	if v.AllowMs != 21 || v.ReactMs != 309 {
		t.Errorf("fake lag with the transport: %+v, want 21 ms credited", v)
	}
}

// TestFastWatch: a seat is flagged once 3 of its last 5 judged presses came under the
// human line, and stays flagged.
func TestFastWatch(t *testing.T) {
	var f FastWatch
	for i, under := range []bool{true, false, false, true, false, false, true, false} {
		if f.Note(under) {
			t.Fatalf("press %d: flagged with at most 2 of 5 under the line", i+1)
		}
	}
	if f.Note(true) || f.Flagged {
		t.Fatal("flagged with 2 of the last 5 under the line")
	}
	if !f.Note(true) || !f.Flagged {
		t.Fatal("not flagged with 3 of the last 5 under the line")
	}
	for range 10 {
		if f.Note(false) {
			t.Fatal("flagged twice")
		}
	}
	if !f.Flagged {
		t.Fatal("the flag went away")
	}
}
