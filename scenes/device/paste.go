package device

import (
	"strings"
	"sync"
)

// pasted holds text pasted since the last tick (the desktop's Ctrl+V read from the
// clipboard off the frame loop; the page's paste event), for the next Input.
var pasted struct {
	mu   sync.Mutex
	text string
}

// MaxPaste bounds the text one paste brings (an invite or seat link is under 200
// bytes): anything longer is cut there, never kept whole.
const MaxPaste = 1024

// notePaste queues text pasted (cut to MaxPaste bytes, at a character's edge).
func notePaste(text string) {
	if len(text) > MaxPaste {
		text = strings.ToValidUTF8(text[:MaxPaste], "")
	}
	pasted.mu.Lock()
	pasted.text = text
	pasted.mu.Unlock()
}

// takePaste is the text pasted since the last call ("" for none).
func takePaste() string {
	pasted.mu.Lock()
	defer pasted.mu.Unlock()
	t := pasted.text
	pasted.text = ""
	return t
}

// copiedWords says what was copied, for a toast.
func copiedWords(text string) string {
	switch {
	case strings.Contains(text, "#seat="):
		return "Seat link copied: open it on your other device to play your seat there."
	case strings.Contains(text, "room="):
		return "Invite link copied: paste it to your friends."
	}
	return "Copied: " + text
}
