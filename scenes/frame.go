package scenes

import (
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// Frame is a table's Shell as tests and tools look at it: which overlays are up, the
// top buttons and where they are, the toast's box. A table does not embed it (it has
// no need of these), so its methods are not promoted into the tables; FrameOf gives it.
type Frame Shell

// FrameOf is the Frame of a table scene (nil for any other scene).
func FrameOf(sc Scene) *Frame {
	if sh := ShellOf(sc); sh != nil {
		return (*Frame)(sh)
	}
	return nil
}

func (f *Frame) sh() *Shell { return (*Shell)(f) }

// HelpOpen reports the key help overlay is up; ShowHelp opens it (K).
func (f *Frame) HelpOpen() bool { return f.help }
func (f *Frame) ShowHelp()      { f.help = true }

// Leaving reports that the leave question is up.
func (f *Frame) Leaving() bool { return f.leave }

// SettingsOpen reports the settings overlay is up; ShowSettings opens it (G).
func (f *Frame) SettingsOpen() bool { return f.settings.open }
func (f *Frame) ShowSettings()      { f.sh().showSettings() }

// UndoOffered reports whether the table offers undo at all: a match played here with
// at least one person at the screen (never online, never a table of bots).
func (f *Frame) UndoOffered() bool { return f.sh().undoOffered() }

// SettingsButton, UndoButton and HintRect are where the Settings, Undo and hint
// buttons are (HintRect is empty when the table has its own hint button).
func (f *Frame) SettingsButton() geom.Rect { return f.sh().settingsButton() }
func (f *Frame) UndoButton() geom.Rect     { return f.sh().undoButton() }
func (f *Frame) HintRect() geom.Rect       { return f.sh().hintRect() }

// TopButtons lists the top buttons drawn over the table this frame, in drawing order
// (see Shell.Draw): Help, Rules, Menu, Settings, Undo where offered, and the hint
// button; their keys show on every one or on none.
func (f *Frame) TopButtons(c *ui.Canvas) []TopDrawn { return f.sh().topButtons(c) }

// ToastBox is where toast msg goes on canvas c and its wrapped text.
func (f *Frame) ToastBox(c *ui.Canvas, msg string) (geom.Rect, string) {
	return f.sh().toastBox(c, msg)
}

// GoOnLabel is the label of the button that leaves a round's end: "Score sheet",
// "Final scores", or at an all-bot table "Next round"; "" at a replay.
func (f *Frame) GoOnLabel() string { return f.sh().goOnLabel() }

// NextRound leaves a round's end as Enter would on an all-bot table: the next deal's
// events flow again.
func (f *Frame) NextRound() { f.sh().nextRound() }

// GoOn leaves a round's end as Enter would: the score sheet, a finished game's final
// scores (and an online game's rematch), or at an all-bot table the next round.
func (f *Frame) GoOn() { f.sh().goOn() }
