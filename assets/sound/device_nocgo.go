//go:build linux && !android && !cgo

package sound

// deviceAvailable is false on Linux without cgo: the ALSA backend cannot be used.
func deviceAvailable() bool { return false }
