package scenes

import (
	"image/color"

	"parlor/gameplay/match"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// Table is a game's table scene as the Shell runs it: the game's own picture, its
// animations and its moves. Everything every table shares (the overlays, the privacy
// screen, the round's end, the event queue, the bots' pace, toasts, the top buttons)
// is the Shell's. A table embeds the *Shell it is built on, which gives it its Scene
// methods (Update, Draw, Settled) and its kit.
type Table interface {
	Scene
	shellOf() *Shell
	// Animate starts the animation of event e (as the viewer may see it) and returns
	// how many ticks the next event waits.
	Animate(e match.Event) int
	// Play handles this tick's input when nothing else takes it (no overlay, privacy
	// screen or round's end up).
	Play(in *ui.Input)
	// Rebuild shows the game afresh from the Shell's View (another viewer, a skip).
	Rebuild()
	// Busy reports cards still moving at tick.
	Busy(tick int) bool
	// ToMove is the seat whose move the game waits for now (-1: nobody, or a
	// reaction window that runs on its own), as the viewer's view tells it.
	ToMove() int
	// Over reports that the game has ended.
	Over() bool
	// DrawTable draws the table under the Shell's buttons, toasts and overlays.
	DrawTable(c *ui.Canvas)
}

// The optional parts of a Table.
type (
	// Urgent takes input that must not wait behind the privacy screen or the round's
	// end (Third Wheel's slaps); it reports whether it used this tick's pointer press.
	// It is not called while an overlay is open: an overlay swallows everything.
	Urgent interface {
		Urgent(in *ui.Input) (tookPointer bool)
	}
	// Modal is a table that can ask a question of its own (Three-Thirteen's "Go out
	// with this card?"). While Asking is not "", nothing beneath the question takes
	// input: the Shell hands each tick's input to AnswerModal alone (no top button or
	// key, no Urgent input, no Play), and draws DrawModal over everything the table
	// shows, its top buttons included. The leave, help and settings overlays cannot
	// open meanwhile (their keys and buttons are beneath it).
	Modal interface {
		Asking() string
		AnswerModal(in *ui.Input)
		DrawModal(c *ui.Canvas)
	}
	// Backer takes Esc first (to put back a choice); false lets the Shell ask to leave.
	Backer interface{ Back() bool }
	// Interrupter forgets a press or drag in progress when an overlay takes the input.
	Interrupter interface{ Interrupted() }
	// SeeThrough reports that the table stays in view behind the privacy screen
	// (Third Wheel's reaction windows), without the viewer's hand.
	SeeThrough interface{ SeeThrough() bool }
	// PrivacyNoter adds to the privacy screen for seat: a line in clr under the title
	// and a note at its foot ("" for none).
	PrivacyNoter interface {
		PrivacyNote(seat int) (line string, clr color.RGBA, note string)
	}
	// BackDrawer draws one of the game's card backs (the privacy screen fans seven;
	// without it, French card backs).
	BackDrawer interface {
		DrawBack(c *ui.Canvas, x, y, rot, scale float64)
	}
	// Helper gives the key help's rows when they change during the game (Third
	// Wheel's slap keys); otherwise they are GameInfo.Keys.
	Helper interface{ HelpLines() [][2]string }
)

// ViewOf is a table's copy of the Shell's View in its game's own type, taken again
// whenever events have come.
type ViewOf[V any] struct {
	v    V
	n    int
	have bool
}

// Of is the viewer's view now.
func (c *ViewOf[V]) Of(s *Shell) *V {
	if !c.have || c.n != s.viewN {
		c.v, _ = s.view.(V)
		c.n, c.have = s.viewN, true
	}
	return &c.v
}

// Chrome is where a table's layout puts the top buttons, toasts and controls.
type Chrome = geom.Chrome
