//go:build display

package scenes

import (
	"testing"

	"parlor/scenes/ui"
)

// stubScene is a scene that does nothing.
type stubScene struct{}

func (stubScene) Update(*App) error { return nil }
func (stubScene) Draw(*ui.Canvas)   {}

// countingSteps are two steps: "Counting" in three slices, "Ending" in one; ran counts
// the slices done.
func countingSteps(ran *int) []LoadStep {
	n := 0
	return []LoadStep{
		{Words: "Counting", Run: func(*App) (int, int) { n++; *ran++; return n, 3 }},
		{Words: "Ending", Run: func(*App) (int, int) { *ran++; return 1, 1 }},
	}
}

// TestLoadingOneSliceAFrame: without a clock a Loading scene does one slice an update,
// says how far it is ("Counting… 1 of 3"), and in the update after the last step puts
// the scene it makes in its place at once.
func TestLoadingOneSliceAFrame(t *testing.T) {
	a := &App{}
	ran := 0
	l := NewLoading(countingSteps(&ran), func(*App) (Scene, error) { return stubScene{}, nil })
	a.Goto(l)
	want := []string{"Counting… 1 of 3", "Counting… 2 of 3", "Ending…", "Setting the table…"}
	for i, w := range want {
		if err := l.Update(a); err != nil {
			t.Fatal(err)
		}
		if ran != i+1 {
			t.Fatalf("update %d: %d slices done, want one an update", i+1, ran)
		}
		if l.Words() != w {
			t.Errorf("update %d: the progress line says %q, want %q", i+1, l.Words(), w)
		}
	}
	if err := l.Update(a); err != nil {
		t.Fatal(err)
	}
	if _, ok := a.Top().(stubScene); !ok {
		t.Fatalf("after every step the top scene is %T, want the scene made", a.Top())
	}
	if a.Transitioning() {
		t.Error("the scene made comes after a fade; want it at once")
	}
}

// TestLoadingBudget: with a clock a Loading scene does slices until LoadBudgetMs is
// spent in one update (here 10 ms a slice: four slices), no more.
func TestLoadingBudget(t *testing.T) {
	now := 0.0
	a := &App{Monotonic: func() float64 { now += LoadBudgetMs / 4; return now }}
	ran := 0
	l := NewLoading(countingSteps(&ran), func(*App) (Scene, error) { return stubScene{}, nil })
	a.Goto(l)
	if err := l.Update(a); err != nil {
		t.Fatal(err)
	}
	if ran != 4 || !l.Done() {
		t.Fatalf("one update did %d slices (done: %v), want the budget's 4", ran, l.Done())
	}
	if _, ok := a.Top().(*Loading); !ok {
		t.Fatalf("the scene made came in the update that spent the budget: top %T", a.Top())
	}
	if err := l.Update(a); err != nil {
		t.Fatal(err)
	}
	if _, ok := a.Top().(stubScene); !ok {
		t.Fatalf("after the steps the top scene is %T, want the scene made", a.Top())
	}
}
