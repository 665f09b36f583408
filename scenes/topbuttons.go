package scenes

import (
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

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

// The top buttons (Shell.top reads their keys: ? also K, Esc after the table's own use).
var (
	TopHelp     = topButton("Help", "?")
	TopRules    = topButton("Rules", "R")
	TopMenu     = topButton("Menu", "Esc")
	TopSettings = topButton("Settings", "G")
	TopUndo     = topButton("Undo", "U")
	TopHint     = topButton("Hint", "H")
)

// Text is what the button shows in a w-wide button: "Label (Key)" when that fits at
// the button text size, else the label alone.
func (b TopButton) Text(c *ui.Canvas, w float64) string {
	if c.TextWidth(b.full, 19, true)+16 <= w {
		return b.full
	}
	return b.Label
}

// TopDrawn is a top button as the Shell draws it: where, which, the text shown, lit
// (a tab that is on) and dimmed (nothing to do now).
type TopDrawn struct {
	Rect     geom.Rect
	Button   TopButton
	Text     string
	On, Tab  bool
	Disabled bool
}

// HintTab is a table whose own hint button (HintOwner) is a tab the Shell draws with
// the other top buttons: its place (empty for none now) and whether it is on.
type HintTab interface {
	HintTab() (geom.Rect, bool)
}

// topButtons lists the top buttons the Shell draws over its table this frame, in drawing
// order: Help, Rules, Menu, Settings, Undo where offered, and the hint button (the
// Shell's, or the table's own tab). Their keys show when every one has room for its
// key, else none does.
func (s *Shell) topButtons(c *ui.Canvas) []TopDrawn {
	t := s.t
	out := s.tops[:0]
	add := func(r geom.Rect, b TopButton, disabled bool) {
		out = append(out, TopDrawn{Rect: r, Button: b, Text: b.Text(c, r.W), Disabled: disabled})
	}
	add(s.chrome.Help, TopHelp, false)
	add(s.chrome.Rules, TopRules, false)
	add(s.chrome.Menu, TopMenu, false)
	add(s.settingsButton(), TopSettings, false)
	if s.undoOffered() {
		_, err := s.undoTo()
		add(s.undoButton(), TopUndo, err != nil)
	}
	if ht, ok := t.(HintTab); ok {
		if r, on := ht.HintTab(); r.W > 0 {
			add(r, TopHint, false)
			out[len(out)-1].Tab, out[len(out)-1].On = true, on
		}
	} else if r := s.hintRect(); r.W > 0 && !s.Watching() && s.lessonOn() == nil {
		if _, local := s.sess.(*LocalSession); local {
			add(r, TopHint, false)
		}
	}
	// One style at a table: the keys show on every button or on none.
	keys := true
	for i := range out {
		keys = keys && out[i].Text == out[i].Button.full
	}
	for i := range out {
		if !keys {
			out[i].Text = out[i].Button.Label
		}
	}
	s.tops = out
	return out
}

// drawTop draws the top buttons (topButtons).
func (s *Shell) drawTop(c *ui.Canvas) {
	for _, b := range s.topButtons(c) {
		if b.Tab {
			s.DrawTab(c, b.Rect, b.Text, b.On)
		} else {
			s.DrawButton(c, b.Rect, b.Text, b.Disabled)
		}
	}
}
