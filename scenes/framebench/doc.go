// Package framebench holds the whole-frame benchmarks of the tables: one op is one
// frame, the App's Update and Draw, of a table in its steady state, with allocations
// reported. They need a running Ebitengine game, so they carry the build tag "display"
// and run under an X display:
//
//	DISPLAY=:99 go test -tags display -run '^$' -bench . -benchmem -benchtime=60x ./scenes/framebench/
//
// (a fixed count of frames: each frame's flush is untimed, so a time goal would make
// the run as long as the flushes it leaves out).
package framebench
