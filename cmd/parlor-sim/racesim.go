package main

import (
	"io"
	"strconv"
	"strings"

	"parlor/internal/clip"
	"parlor/online"
)

// racesim: the online slap judge under simulated networks.
//
//	parlor-sim racesim -rtt A,B [-jitter MS] [-reaction MS] -races N [-cheat P [-how zero|fakelag|script]]
//	                   [-transport=false | -proxy] [-seed S]
//
// Two players with the same reaction times (normal, mean -reaction, sd a fifth of it)
// behind round trips of A and B ms race N times through the server's judge (online.Judge
// with online.DefaultJudge, the server's collection window online.Hold, the human line);
// -jitter adds a uniform 0..MS to each one-way delay. The server's TCP round trip of each
// connection is modelled from the true round trips (-transport=false: a server without
// it; -proxy: behind a proxy on the server's host that ends TCP, the figure is 0 ms).
// With -cheat P, player P (0 or 1) cheats as -how says: zero (the default) claims a 0 ms
// reaction time every race; fakelag holds back its pongs and acks by 280 ms, then
// claims 0 ms; script presses 20 ms after each update and claims that honestly (see
// online.RaceSim). Prints {"races":N,"wins":[a,b],"share":[x,y],"max_error_ms":…,
// "flagged_at":[f,g]} (max_error_ms: the largest gap between an honest player's judged
// and true reaction time; flagged_at: the race after which each player was flagged as
// faster than a person, 0 never).

func init() { registerCommand("racesim", cmdRaceSim) }

func cmdRaceSim(args []string, _ io.Reader, stdout io.Writer) error {
	fs := newFlagSet("racesim")
	rtt := fs.String("rtt", "", "the two players' round trips in ms, A,B")
	jitter := fs.Int("jitter", 0, "ms of uniform jitter on each one-way delay")
	reaction := fs.Int("reaction", 300, "mean reaction time in ms")
	races := fs.Int("races", 0, "number of races")
	cheat := fs.Int("cheat", -1, "the player (0 or 1) that cheats (see -how)")
	how := fs.String("how", "zero", "how the -cheat player cheats: zero (claims 0 ms), fakelag (holds back pongs and acks 280 ms, claims 0 ms) or script (presses 20 ms after each update)")
	transport := fs.Bool("transport", true, "model the server's TCP round trip (false: a server without it)")
	proxy := fs.Bool("proxy", false, "the server is behind a proxy on its host that ends TCP: its TCP round trip is 0 ms")
	seed := fs.Uint64("seed", 1, "seed of the simulation")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := noArgs(rest); err != nil {
		return err
	}
	parts := strings.Split(*rtt, ",")
	if len(parts) != 2 {
		return badf("-rtt %s: want two round trips in ms, e.g. -rtt 20,150", clip.Quote(*rtt))
	}
	var r [2]int
	for i, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 0 || n > 10_000 {
			return badf("-rtt %s: %s is not a round trip of 0 to 10000 ms", clip.Quote(*rtt), clip.Quote(p))
		}
		r[i] = n
	}
	switch {
	case *races <= 0 || *races > 10_000_000:
		return badf("-races %d: want 1 to 10000000", *races)
	case *jitter < 0 || *jitter > 10_000:
		return badf("-jitter %d: want 0 to 10000 ms", *jitter)
	case *reaction <= 0 || *reaction > 10_000:
		return badf("-reaction %d: want 1 to 10000 ms", *reaction)
	case *cheat < -1 || *cheat > 1:
		return badf("-cheat %d: want 0 or 1", *cheat)
	case *how != "zero" && *how != "fakelag" && *how != "script":
		return badf("-how %s: want zero, fakelag or script", clip.Quote(*how))
	}
	res, err := online.Simulate(online.RaceSim{RTT: r, JitterMs: *jitter, ReactionMs: *reaction, Races: *races,
		Cheat: *cheat, How: *how, NoTransport: !*transport, Proxy: *proxy, Seed: *seed, PingsBefore: 10, Judge: online.DefaultJudge})
	if err != nil {
		return badf("%v", err)
	}
	return writeJSON(stdout, res)
}
