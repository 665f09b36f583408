//go:build display

package scenetest_test

import (
	"fmt"
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
)

// TestTableAfterItsCards: on an App that draws in slices (as the game's is), going to a
// Triples table first shows a Loading scene that draws the deck a card an update
// ("Drawing the cards… 1 of 129" on to the last), then the table at once; a second
// table of the same deck comes without one.
func TestTableAfterItsCards(t *testing.T) {
	a := App(prefs.Instant)
	a.Sliced = true
	g, _ := scenes.Lookup("triples")
	tb := Open(t, g, Setup(t, "triples", "", 2, "", "normal,human", 3))
	a.Goto(tb)
	l, ok := a.Top().(*scenes.Loading)
	if !ok {
		t.Fatalf("the first scene is %T, want the Loading scene before the table", a.Top())
	}
	total := 0
	for i := 1; a.Top() != tb; i++ {
		if err := l.Update(a); err != nil {
			t.Fatal(err)
		}
		if a.Top() == tb {
			break
		}
		var done int
		if l.Done() {
			continue
		}
		if _, err := fmt.Sscanf(l.Words(), "Drawing the cards… %d of %d", &done, &total); err != nil || done != i {
			t.Fatalf("update %d: the progress line says %q, want \"Drawing the cards… %d of N\"", i, l.Words(), i)
		}
		if i > 500 {
			t.Fatal("the table never came")
		}
	}
	if total < 100 {
		t.Errorf("the Triples deck was drawn in %d slices, want one a card", total)
	}
	again := Open(t, g, Setup(t, "triples", "", 2, "", "normal,human", 4))
	a.Goto(again)
	if a.Next() != again {
		t.Errorf("a second table of the deck comes after %T, want it straight", a.Next())
	}
}
