package main

import (
	"io"
	"strconv"
	"strings"

	"parlor/internal/clip"
	"parlor/internal/online"
)

// racesim: the online slap judge under simulated networks.
//
//	parlor-sim racesim -rtt A,B [-jitter MS] [-reaction MS] -races N [-cheat P] [-seed S]
//
// Two players with the same reaction times (normal, mean -reaction, sd a fifth of it)
// behind round trips of A and B ms race N times through the server's judge (online.Judge
// with online.DefaultJudge, the server's collection window online.Hold); -jitter adds a
// uniform 0..MS to each one-way delay. With -cheat P, player P (0 or 1) claims a 0 ms
// reaction time every race. Prints {"races":N,"wins":[a,b],"share":[x,y],"max_error_ms":…}
// (max_error_ms: the largest gap between an honest player's judged and true reaction time).

func init() { registerCommand("racesim", cmdRaceSim) }

func cmdRaceSim(args []string, _ io.Reader, stdout io.Writer) error {
	fs := newFlagSet("racesim")
	rtt := fs.String("rtt", "", "the two players' round trips in ms, A,B")
	jitter := fs.Int("jitter", 0, "ms of uniform jitter on each one-way delay")
	reaction := fs.Int("reaction", 300, "mean reaction time in ms")
	races := fs.Int("races", 0, "number of races")
	cheat := fs.Int("cheat", -1, "the player (0 or 1) that claims impossible (0 ms) reaction times")
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
	}
	res, err := online.Simulate(online.RaceSim{RTT: r, JitterMs: *jitter, ReactionMs: *reaction, Races: *races,
		Cheat: *cheat, Seed: *seed, PingsBefore: 10, Judge: online.DefaultJudge})
	if err != nil {
		return badf("%v", err)
	}
	return writeJSON(stdout, res)
}
