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
	a.Goto(s)   // the first scene is installed at once
	Press(s, a) // lay out; the focus starts on the first button
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
// and Menu act on the first press.
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
