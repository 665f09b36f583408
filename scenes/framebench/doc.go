// Package framebench holds the whole-frame benchmarks: one op is one frame, the App's
// Update and Draw, of the menu or of a game's table in its steady state, with
// allocations reported (goal: at most 10 a frame). They need a running Ebitengine game,
// so they carry the build tag "display" and run under an X display:
//
//	DISPLAY=:99 go test -tags display -run '^$' -bench . -benchmem -benchtime=60x ./scenes/framebench/
//
// (a fixed count of frames: each frame ends as in a game, with Ebitengine's flush to
// the GPU, which is left out of the timing, so a time goal would make the run as long as
// the flushes it leaves out). The run takes about a minute and a half under Xvfb's
// software GL. Where the allocations come from:
//
//	DISPLAY=:99 go test -tags display -run '^$' -bench . -benchtime=60x -memprofile /tmp/mem.prof -memprofilerate=1 ./scenes/framebench/
//	go tool pprof -sample_index=alloc_objects -top /tmp/mem.prof
//
// The profile holds only the timed frames' allocations. The package's tests check
// that what is kept between frames follows what is drawn (a changed label draws a
// changed picture).
package framebench
