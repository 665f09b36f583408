//go:build !js && cgo

package device

import (
	"sync"

	"golang.design/x/clipboard"
)

// The desktop's clipboard, through golang.design/x/clipboard (cgo; on Linux it loads
// libX11 at run time and needs an X display). Without one, copying is not offered and
// Ctrl+V says so.
var (
	clipOnce sync.Once
	clipErr  error
)

func clipInit() error {
	clipOnce.Do(func() { clipErr = clipboard.Init() })
	return clipErr
}

// CanCopy reports whether this build can put text on the clipboard (an invite or seat
// link): here, when the system's clipboard answered.
func CanCopy() bool { return clipInit() == nil }

// CopyText puts text on the clipboard and tells done what happened in words for a
// toast.
func CopyText(text string, done func(string)) {
	if err := clipInit(); err != nil {
		done("This computer's clipboard cannot be reached: " + err.Error())
		return
	}
	clipboard.Write(clipboard.FmtText, []byte(text))
	done(copiedWords(text))
}

// readClipboard reads the clipboard's text off the frame loop (an X11 clipboard answers
// through its owner, which may take a moment) and queues it as this tick's paste.
func readClipboard() {
	if clipInit() != nil {
		return
	}
	go func() { notePaste(string(clipboard.Read(clipboard.FmtText))) }()
}
