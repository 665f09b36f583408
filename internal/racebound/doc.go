// Package racebound scales a test's time bounds for the race detector.
//
// scripts/test runs the packages whose sessions cross goroutines a second time under
// -race, beside the main pass, on the same two cores. There a front end's tick or a
// session's step takes several times longer than in a normal build, and a test that
// gives people a turn clock, or a bound that only stops a hang, must give them more
// time. A bound scaled here is never a speed goal: speed is measured by benchmarks.
package racebound

import "time"

// Scale is d times Factor: the same bound in a normal build, Factor times longer under
// the race detector.
func Scale(d time.Duration) time.Duration { return d * Factor }
