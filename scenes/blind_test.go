//go:build display

package scenes

import (
	"strings"
	"testing"

	"parlor/scenes/mirror"
)

// mirrorStep runs the App's mirror part of one Update for top with the commands cmds,
// and returns what the mirror shows last.
func mirrorStep(a *App, rm *mirror.Recorder, top Scene, cmds ...string) mirror.Model {
	rm.Cmds = cmds
	a.mirrorTake()
	a.mirrorScreen(top)
	if len(rm.Shown) == 0 {
		return mirror.Model{}
	}
	return rm.Shown[len(rm.Shown)-1]
}

// TestMirrorWhileLoading: while a Loading scene works (the page opening a table, say)
// the mirror offers nothing to press and refuses a game started by a typed command,
// so nothing deals over the game the page is opening; once the screen is made it is
// shown (a screen drawn only offers the way to the menu), and a screen drawn only over
// another offers only Back, which goes back; a game is started from the menu only.
func TestMirrorWhileLoading(t *testing.T) {
	rm := &mirror.Recorder{}
	a := &App{Mirror: rm}
	ran := 0
	l := NewLoading(countingSteps(&ran), func(*App) (Scene, error) { return stubScene{}, nil })
	a.Goto(l)
	md := mirrorStep(a, rm, l, "start threethirteen")
	if md.Status != mirror.LoadingWords || len(md.Buttons) != 0 {
		t.Errorf("while loading the mirror shows %q with buttons %v, want %q and none", md.Status, md.Buttons, mirror.LoadingWords)
	}
	if len(md.Said) != 1 || !strings.Contains(md.Said[0], "loading") {
		t.Errorf("a game started while loading was answered %q, want a word that the game is loading", md.Said)
	}
	if _, ok := a.Top().(*Loading); !ok || a.Transitioning() {
		t.Fatalf("a start command while loading left %T on top (transition %v), want the Loading scene", a.Top(), a.Transitioning())
	}

	menu := stubScene{}
	a.replace(menu)
	if md := mirrorStep(a, rm, menu); md.Status != mirror.DrawnWords || len(md.Buttons) != 1 || md.Buttons[0].Command != "menu" {
		t.Errorf("the screen made after loading shows %q with %v in the mirror, want a screen drawn only and the way to the menu", md.Status, md.Buttons)
	}
	over := &stubOver{}
	a.Push(over)
	md = mirrorStep(a, rm, over)
	if md.Status != mirror.OverWords || len(md.Buttons) != 1 || md.Buttons[0].Command != "back" {
		t.Fatalf("a screen over another shows %q with %v in the mirror, want %q and one Back button", md.Status, md.Buttons, mirror.OverWords)
	}
	if md := mirrorStep(a, rm, over, "start threethirteen"); len(md.Said) != 1 || !strings.Contains(md.Said[0], "not a command") || len(a.stack) != 2 {
		t.Errorf("a game started over another screen was answered %q, leaving %d scenes", md.Said, len(a.stack))
	}
	mirrorStep(a, rm, over, "back")
	if a.Top() != Scene(menu) {
		t.Errorf("Back left %T on top, want the screen below", a.Top())
	}
}

// stubOver is a scene shown over another (its own type, so that it is not the one below).
type stubOver struct{ stubScene }
