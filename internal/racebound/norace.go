//go:build !race

package racebound

// Factor is how many times longer a bound is in this build: 1 without the race detector.
const Factor = 1
