//go:build !js && !cgo

package device

// CanCopy is false: a build without cgo has no clipboard on the desktop.
func CanCopy() bool { return false }

// CopyText says that this build cannot copy.
func CopyText(text string, done func(string)) { done("This build cannot copy to the clipboard.") }

// readClipboard does nothing: no clipboard in this build.
func readClipboard() {}
