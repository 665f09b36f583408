package ui

// TopButton is one of the buttons at a table's top, defined once for every table: its
// label and the key that does the same. A button wide enough shows both in one style,
// "Hint (H)"; a narrow one (a phone's) shows the label alone, and the key help lists
// the keys.
type TopButton struct {
	Label, Key string
	full       string // "Label (Key)", built once
}

func topButton(label, key string) TopButton {
	return TopButton{Label: label, Key: key, full: label + " (" + key + ")"}
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

// Full is the button's text with its key: "Label (Key)".
func (b TopButton) Full() string { return b.full }

// Text is what the button shows in a w-wide button: "Label (Key)" when that fits at
// the button text size, else the label alone.
func (b TopButton) Text(c *Canvas, w float64) string {
	if c.TextWidth(b.full, 19, true)+16 <= w {
		return b.full
	}
	return b.Label
}
