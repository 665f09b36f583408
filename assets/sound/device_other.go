//go:build !js && !(linux && !android)

package sound

// deviceAvailable is true on the other desktop systems (macOS, Windows), whose audio
// backends in Ebitengine always have a default output to open.
func deviceAvailable() bool { return true }
