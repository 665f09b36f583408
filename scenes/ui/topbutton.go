package ui

import "parlor/scenes/l10n"

// TopButton is one of the buttons at a table's top, defined once for every table: its
// label (in English, translated when shown: Shown) and the key that does the same. A button wide enough shows both in one style,
// "Hint (H)"; a narrow one (a phone's) shows the label alone, and the key help lists
// the keys.
type TopButton struct {
	Label, Key string
	tail       string // " (Key)", built once
}

func topButton(label, key string) TopButton {
	return TopButton{Label: label, Key: key, tail: " (" + key + ")"}
}

// The top buttons (the table framework reads their keys: ? also K, Esc after the
// table's own use).
var (
	TopHelp     = topButton("Help", "?")
	TopRules    = topButton("Rules", "R")
	TopMenu     = topButton("Menu", "Esc")
	TopSettings = topButton("Settings", "G")
	TopUndo     = topButton("Undo", "U")
	TopHint     = topButton("Hint", "H")
)

// Shown is the button's label in the language on (package l10n).
func (b TopButton) Shown() string { return l10n.T(b.Label) }

// Full is the button's text with its key, in the language on: "Label (Key)".
func (b TopButton) Full() string { return Join(b.Shown(), b.tail, "") }

// Text is what the button shows in a w-wide button: "Label (Key)" when that fits at
// the button text size, else the label alone.
func (b TopButton) Text(c *Canvas, w float64) string {
	if full := b.Full(); c.TextWidth(full, 19, true)+16 <= w {
		return full
	}
	return b.Shown()
}
