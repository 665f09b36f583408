//go:build !linux

package threethirteen

import "time"

var cpuStart = time.Now()

// threadCPU is, where the thread's CPU time cannot be read, the wall-clock time.
func threadCPU() time.Duration { return time.Since(cpuStart) }
