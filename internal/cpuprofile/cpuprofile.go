// Package cpuprofile serves the -cpuprofile flag of parlor-server and parlor-sim loadtest.
package cpuprofile

import (
	"os"
	"runtime/pprof"
)

// Start writes a CPU profile of the process to path until stop is called (stop closes
// the file); an empty path profiles nothing and stop does nothing. Errors: the file
// cannot be created, or a profile is already running.
func Start(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}
