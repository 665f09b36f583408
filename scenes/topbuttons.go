package scenes

import (
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// TopDrawn is a top button as the Shell draws it (ui.TopDrawn).
type TopDrawn = ui.TopDrawn

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
	add := func(r geom.Rect, b ui.TopButton, disabled bool) {
		out = append(out, TopDrawn{Rect: r, Button: b, Text: b.Text(c, r.W), Disabled: disabled})
	}
	add(s.chrome.Help, ui.TopHelp, false)
	add(s.chrome.Rules, ui.TopRules, false)
	add(s.chrome.Menu, ui.TopMenu, false)
	add(s.settingsButton(), ui.TopSettings, false)
	if s.undoOffered() {
		_, err := s.undoTo()
		add(s.undoButton(), ui.TopUndo, err != nil)
	}
	if ht, ok := t.(HintTab); ok {
		if r, on := ht.HintTab(); r.W > 0 {
			add(r, ui.TopHint, false)
			out[len(out)-1].Tab, out[len(out)-1].On = true, on
		}
	} else if r := s.hintRect(); r.W > 0 && !s.Watching() && s.lessonOn() == nil {
		if _, local := s.sess.(*LocalSession); local {
			add(r, ui.TopHint, false)
		}
	}
	ui.OneStyle(out)
	s.tops = out
	return out
}

// drawTop draws the top buttons (topButtons), the focused one in the focus ring.
func (s *Shell) drawTop(c *ui.Canvas) {
	tops := s.topButtons(c)
	for _, b := range tops {
		if b.Tab {
			s.DrawTab(c, b.Rect, b.Text, b.On)
		} else {
			s.DrawButton(c, b.Rect, b.Text, b.Disabled)
		}
	}
	s.ring.Draw(c, tops)
}

// TopFocus is the keyboard's focus on the top buttons: while it is On, the table hides
// its own focus ring.
func (s *Shell) TopFocus() *ui.TopFocus { return &s.ring }
