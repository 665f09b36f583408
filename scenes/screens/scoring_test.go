//go:build display

// These tests import Ebitengine, whose desktop build needs an X display even to start;
// they carry the build tag "display" and run under Xvfb.

package screens_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// tableStub stands in for the table a mid-game score sheet goes back to.
type tableStub struct{}

func (tableStub) Update(*scenes.App) error { return nil }
func (tableStub) Draw(*ui.Canvas)          {}

// scoringFixture opens a score sheet (over or mid-game) on a fresh app; *fresh counts
// the new games started.
func scoringFixture(t *testing.T, over bool, fresh *int) (*scenes.App, *screens.Scoring) {
	t.Helper()
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	setup, err := scenes.ParseSetup("threethirteen", "", 3, "", "", 1, false)
	if err != nil {
		t.Fatal(err)
	}
	a := screens.NewApp(setup)
	a.W, a.H, a.Scale = ui.BaseW, ui.BaseH, 1
	sh := &ui.ScoreSheet{
		Game: "Test", Names: []string{"You", "West", "East"},
		Scores: [][]int{{3, 0, 12}}, Totals: []int{3, 0, 12}, LowWins: true, Over: over,
	}
	if over {
		sh.Winners = []int{1}
	}
	var resume scenes.Scene
	if !over {
		resume = tableStub{}
	}
	s := screens.NewScoring(sh, resume, func(*scenes.App) (scenes.Scene, error) {
		*fresh++
		return tableStub{}, nil
	})
	a.Goto(s)                       // the first scene is installed at once
	Step(s, a, screens.ScoringBeat) // the beat in which the sheet takes no input
	return a, s
}

// TestScoringAsksBeforeDroppingAGame: mid-game, → then Enter (the New game button), G
// and M each open a question instead of acting; Esc or N keeps the game, Enter or Y
// goes ahead.
func TestScoringAsksBeforeDroppingAGame(t *testing.T) {
	fresh := 0
	a, s := scoringFixture(t, false, &fresh)
	if !s.MidGame() {
		t.Fatal("sheet with a table to resume and the game not over is not mid-game")
	}
	Press(s, a, input.KeyRight) // focus: Next round → New game
	Press(s, a, input.KeyEnter)
	if fresh != 0 || a.Next() != nil {
		t.Fatalf("→ Enter dropped the game at once (new games %d, next %T)", fresh, a.Next())
	}
	if got := s.Asking(); got != screens.NewGameQuestion {
		t.Fatalf("asking %q, want %q", got, screens.NewGameQuestion)
	}
	// The dialog is drawn over the sheet.
	img := ebiten.NewImage(int(a.W), int(a.H))
	s.Draw(&ui.Canvas{Dst: img, S: 1, W: a.W, H: a.H})

	Press(s, a, input.KeyEscape)
	if s.Asking() != "" || fresh != 0 || a.Next() != nil {
		t.Fatalf("Esc: asking %q, new games %d, next %T", s.Asking(), fresh, a.Next())
	}
	Press(s, a, input.KeyM)
	if got := s.Asking(); got != ui.LeaveQuestion || a.Next() != nil {
		t.Fatalf("M: asking %q, next %T; want the leave question", got, a.Next())
	}
	Press(s, a, input.KeyN) // N answers no here, not "Next round"
	if s.Asking() != "" || a.Next() != nil {
		t.Fatalf("N: asking %q, next %T", s.Asking(), a.Next())
	}
	Press(s, a, input.KeyG)
	if s.Asking() != screens.NewGameQuestion {
		t.Fatalf("G: asking %q", s.Asking())
	}
	Press(s, a, input.KeyY)
	if fresh != 1 || a.Next() == nil {
		t.Fatalf("Y: new games %d, next %T; want a new game", fresh, a.Next())
	}
}

// TestScoringLeaveAfterAsking: mid-game, M then Enter goes to the menu.
func TestScoringLeaveAfterAsking(t *testing.T) {
	fresh := 0
	a, s := scoringFixture(t, false, &fresh)
	Press(s, a, input.KeyM)
	Press(s, a, input.KeyEnter)
	if _, ok := a.Next().(*screens.Menu); !ok || fresh != 0 {
		t.Fatalf("M Enter: next %T, new games %d; want the menu", a.Next(), fresh)
	}
}

// TestScoringOverActsAtOnce: once the game is over there is nothing to lose, so New game
// and Menu act on the first press of their keys.
func TestScoringOverActsAtOnce(t *testing.T) {
	fresh := 0
	a, s := scoringFixture(t, true, &fresh)
	if s.MidGame() {
		t.Fatal("finished game reported mid-game")
	}
	Press(s, a, input.KeyG)
	if fresh != 1 || s.Asking() != "" || a.Next() == nil {
		t.Fatalf("G after the game: new games %d, asking %q, next %T", fresh, s.Asking(), a.Next())
	}
	a, s = scoringFixture(t, true, &fresh)
	Press(s, a, input.KeyM)
	if _, ok := a.Next().(*screens.Menu); !ok || s.Asking() != "" {
		t.Fatalf("M after the game: next %T, asking %q", a.Next(), s.Asking())
	}
}

// TestScoringOverNeedsAChoice: the sheet of a finished game deals no new game on a
// stray Enter or click. In its first ScoringBeat ticks nothing counts (not even G or a
// click on New game); then the first Enter only puts the focus ring on New game, a
// click beside the buttons does nothing, and a second Enter (New game chosen) deals.
// A click on the New game button deals at once. One Enter used to deal a new game.
func TestScoringOverNeedsAChoice(t *testing.T) {
	fresh := 0
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	open := func() (*scenes.App, *screens.Scoring) {
		setup, _ := scenes.ParseSetup("threethirteen", "", 3, "", "", 1, false)
		a := screens.NewApp(setup)
		a.W, a.H, a.Scale = ui.BaseW, ui.BaseH, 1
		sh := &ui.ScoreSheet{Game: "Test", Names: []string{"You", "West", "East"}, Scores: [][]int{{3, 0, 12}},
			Totals: []int{3, 0, 12}, LowWins: true, Over: true, Winners: []int{1}}
		s := screens.NewScoring(sh, nil, func(*scenes.App) (scenes.Scene, error) { fresh++; return tableStub{}, nil })
		a.Goto(s)
		return a, s
	}
	newGame := func(s *screens.Scoring) (x, y float64) {
		for _, w := range s.Widgets() {
			if w.Label == "New game (G)" {
				return w.X + w.W/2, w.Y + w.H/2
			}
		}
		t.Fatal("no New game button")
		return 0, 0
	}
	a, s := open()
	for i := 0; i < screens.ScoringBeat; i++ {
		switch i % 3 {
		case 0:
			Press(s, a, input.KeyEnter)
		case 1:
			Press(s, a, input.KeyG)
		default:
			x, y := newGame(s)
			Tick(s, a, input.Input{Pointer: true, Pressed: true, Down: true, X: x, Y: y})
		}
		if fresh != 0 || a.Next() != nil {
			t.Fatalf("tick %d of the beat: a new game (%d) or another screen (%T)", i, fresh, a.Next())
		}
	}
	Press(s, a, input.KeyEnter)
	Click(s, a, a.W/2, 40)
	if fresh != 0 || a.Next() != nil {
		t.Fatalf("one Enter and a click on the sheet: new games %d, next %T; want nothing chosen", fresh, a.Next())
	}
	Press(s, a, input.KeyEnter)
	if fresh != 1 || a.Next() == nil {
		t.Fatalf("Enter on New game: new games %d, next %T", fresh, a.Next())
	}
	a, s = open()
	Step(s, a, screens.ScoringBeat)
	x, y := newGame(s)
	Click(s, a, x, y)
	if fresh != 2 || a.Next() == nil {
		t.Fatalf("a click on New game: new games %d, next %T", fresh, a.Next())
	}
}
