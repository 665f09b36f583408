//go:build race

package racebound

// Factor is how many times longer a bound is in this build: 4 under the race detector
// (its slowdown of the online tests beside the main pass was 2–4×).
const Factor = 4
