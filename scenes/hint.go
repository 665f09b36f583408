package scenes

import (
	"parlor/scenes/l10n"
	"parlor/scenes/reasonwords"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// The optional parts of a Table for hints.
type (
	// HintOwner is a table with its own hint button and key (Triples' "Hint (H)"):
	// the Shell then draws no hint button and leaves H to the table, which calls
	// GiveHint itself.
	HintOwner interface{ OwnsHint() bool }
	// KeyTaker takes a key before the Shell's own use of it (the H of hearts while
	// Troeven's caller names trumps).
	KeyTaker interface{ TakesKey(k input.Key) bool }
)

// extraTop is where the Settings, Undo and hint buttons go, with the three top buttons
// (geom.Chrome.Extra).
func (s *Shell) extraTop() (undo, set, hint geom.Rect) {
	return s.chrome.Extra(s.app != nil && geom.Portrait(s.app.W, s.app.H))
}

// settingsButton and undoButton are where the Settings and Undo buttons are.
func (s *Shell) settingsButton() geom.Rect { _, r, _ := s.extraTop(); return r }
func (s *Shell) undoButton() geom.Rect     { r, _, _ := s.extraTop(); return r }

// hintRect is where the Shell's hint button goes: after Settings and Undo (extraTop);
// empty when the table has its own hint button.
func (s *Shell) hintRect() geom.Rect {
	if o, ok := s.t.(HintOwner); ok && o.OwnsHint() || s.chrome.Help.W == 0 {
		return geom.Rect{}
	}
	_, _, r := s.extraTop()
	return r
}

// hintKey reports this tick's press of the hint key (H) or of the hint button.
func (s *Shell) hintKey(in *ui.Input, press bool) bool {
	t := s.t
	if press && s.hintRect().Contains(in.X, in.Y) {
		return true
	}
	if !in.Key(input.KeyH) {
		return false
	}
	if o, ok := t.(HintOwner); ok && o.OwnsHint() {
		return false
	}
	if k, ok := t.(KeyTaker); ok && k.TakesKey(input.KeyH) {
		return false
	}
	return true
}

// GiveHint shows in a toast what the rules core suggests to the viewer now (the game's
// Hint: the hard bot's move and why, in the language on: reasonwords) and counts it in
// the match, for statistics. No hint is given in online play, at a table of bots, off
// turn, or in a race (a reaction window where the viewer has no decision of its own:
// Third Wheel's Duo player on turn still gets one while a Snap Match window runs); the
// toast then says why. It reports whether a hint was given.
func (s *Shell) GiveHint() bool {
	ls, ok := s.sess.(*LocalSession)
	turn := s.t.ToMove()
	switch {
	case !ok:
		s.Toast(l10n.T("Hints are for games at this screen, not online play."))
		return false
	case s.lessonOn() != nil:
		s.Toast(l10n.T("In the lesson the narrator says what to do: read its panel."))
		return false
	case s.Watching():
		s.Toast(l10n.T("Bots are playing every seat: there is nobody to give a hint to."))
		return false
	case s.t.Over() || s.ended:
		s.Toast(l10n.T("The round is over: a hint comes on your next turn."))
		return false
	case turn >= 0 && turn != s.viewer && !ls.racing():
		s.Toast(l10n.T("A hint comes on your turn: %s is playing.", s.Name(turn)))
		return false
	}
	why, ok := ls.hint(s.hand.View())
	switch {
	case !ok && (turn < 0 || ls.racing()):
		s.Toast(l10n.T("No hints during a reaction window: it is a race."))
		return false
	case !ok:
		s.Toast(l10n.T("No hint now: there is nothing for you to decide."))
		return false
	}
	s.Toast(l10n.T("Hint: %s", reasonwords.Say(why, reasonwords.Names(s.Name))))
	return true
}
