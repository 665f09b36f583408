package board

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

func move(x, y float64) *input.Input { return &input.Input{Pointer: true, X: x, Y: y, Down: true} }

func release(x, y float64) *input.Input {
	return &input.Input{Pointer: true, X: x, Y: y, Released: true}
}

// run feeds a sequence of ticks through MapInput and returns every intent in order.
func run(c *Control, ins ...*input.Input) []Intent {
	var p Pointer
	var out []Intent
	for _, in := range ins {
		out = MapInput(in, c, &p, out)
	}
	return out
}

func TestKeyIntents(t *testing.T) {
	l := NewLayout(1280, 800, 4, 0)
	shift := func(in *input.Input) *input.Input { in.Shift = true; return in }
	cases := []struct {
		name     string
		selected int
		in       *input.Input
		want     []Intent
	}{
		{"S draws from the stock", -1, input.Keys(input.KeyS), []Intent{{Kind: IDrawStock}}},
		{"D takes the discard", -1, input.Keys(input.KeyD), []Intent{{Kind: ITakeDiscard}}},
		{"right with nothing chosen picks the first card", -1, input.Keys(input.KeyRight), []Intent{{Kind: ISelect, Index: 0}}},
		{"left with nothing chosen picks the last card", -1, input.Keys(input.KeyLeft), []Intent{{Kind: ISelect, Index: 9}}},
		{"right wraps", 9, input.Keys(input.KeyRight), []Intent{{Kind: ISelect, Index: 0}}},
		{"Enter discards the chosen card", 4, input.Keys(input.KeyEnter), []Intent{{Kind: IDiscard, Index: 4}}},
		{"Enter with nothing chosen asks for a card", -1, input.Keys(input.KeyEnter), []Intent{{Kind: IDiscard, Index: -1}}},
		{"shift+right moves the chosen card", 4, shift(input.Keys(input.KeyRight)), []Intent{{Kind: IReorder, From: 4, Index: 5}}},
		{"shift+left at the left end does nothing", 0, shift(input.Keys(input.KeyLeft)), nil},
		{"O goes out", 2, input.Keys(input.KeyO), []Intent{{Kind: IGoOut, Index: -1}}},
		{"1 2 3 sort", -1, input.Keys(input.Key1, input.Key2, input.Key3), []Intent{{Kind: ISortSuit}, {Kind: ISortRank}, {Kind: ISortMelds}}},
	}
	for _, tc := range cases {
		c := &Control{Lay: &l, HandN: 10, Selected: tc.selected}
		got := run(c, tc.in)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: intents (-want +got):\n%s", tc.name, diff)
		}
	}
}

func TestPointerIntents(t *testing.T) {
	l := NewLayout(1280, 800, 4, 0)
	n := 10
	cardX := func(i int) (float64, float64) {
		x, y, _ := l.Fan(0, i, n)
		return x - geom.CardW*handScale/2 + 6, y // the visible left strip of card i
	}
	x3, y3 := cardX(3)
	sx, sy := l.Stock.CX(), l.Stock.CY()
	dx, dy := l.Discard.CX(), l.Discard.CY()
	hx, hy := l.Seats[0].CX, l.Seats[0].CY
	cases := []struct {
		name     string
		selected int
		ins      []*input.Input
		want     []Intent
	}{
		{"click the stock", -1, []*input.Input{input.Tap(sx, sy), release(sx, sy)}, []Intent{{Kind: IDrawStock}}},
		{"click the discard pile", -1, []*input.Input{input.Tap(dx, dy), release(dx, dy)}, []Intent{{Kind: ITakeDiscard}}},
		{"drag the stock to the hand", -1, []*input.Input{input.Tap(sx, sy), move(sx, sy+100), move(hx, hy), release(hx, hy)}, []Intent{{Kind: IDrawStock}}},
		{"drag the discard to the hand", -1, []*input.Input{input.Tap(dx, dy), move(hx, hy), release(hx, hy)}, []Intent{{Kind: ITakeDiscard}}},
		{"drag the stock and drop it back", -1, []*input.Input{input.Tap(sx, sy), move(sx+40, sy), release(sx+40, sy)}, nil},
		{"click a card chooses it", -1, []*input.Input{input.Tap(x3, y3), release(x3, y3)}, []Intent{{Kind: ISelect, Index: 3}}},
		{"click a card while discarding discards it", -1, []*input.Input{input.Tap(x3, y3), release(x3, y3)}, []Intent{{Kind: IDiscard, Index: 3}}},
		{"click the chosen card discards it", 3, []*input.Input{input.Tap(x3, y3-Raise), release(x3, y3-Raise)}, []Intent{{Kind: IDiscard, Index: 3}}},
		{"click the discard pile with a chosen card discards it", 3, []*input.Input{input.Tap(dx, dy), release(dx, dy)}, []Intent{{Kind: IDiscard, Index: 3}}},
		{"drag a card onto the discard pile", -1, []*input.Input{input.Tap(x3, y3), move(x3, y3-60), move(dx, dy), release(dx, dy)}, []Intent{{Kind: IDiscard, Index: 3}}},
		{"drag a card along the hand reorders it", -1, func() []*input.Input {
			x8, _, _ := l.Fan(0, 8, n)
			return []*input.Input{input.Tap(x3, y3), move(x3+30, y3), move(x8, y3), release(x8, y3)}
		}(), []Intent{{Kind: IReorder, From: 3, Index: 8}}},
		{"a small wobble is still a click", -1, []*input.Input{input.Tap(x3, y3), move(x3+3, y3+2), release(x3+3, y3+2)}, []Intent{{Kind: ISelect, Index: 3}}},
		{"click on empty felt clears the choice", 3, []*input.Input{input.Tap(640, 200), release(640, 200)}, []Intent{{Kind: ISelect, Index: -1}}},
		{"buttons", -1, []*input.Input{input.Tap(l.GoOut.CX(), l.GoOut.CY()), release(l.GoOut.CX(), l.GoOut.CY()),
			input.Tap(l.SortMelds.CX(), l.SortMelds.CY())},
			[]Intent{{Kind: IGoOut, Index: -1}, {Kind: ISortMelds}}},
	}
	for _, tc := range cases {
		c := &Control{Lay: &l, HandN: n, Selected: tc.selected, Discarding: strings.Contains(tc.name, "while discarding")}
		got := run(c, tc.ins...)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: intents (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestMapInputNoAlloc: mapping a tick with no input must not allocate (the table's
// Update runs it every tick).
func TestMapInputNoAlloc(t *testing.T) {
	l := NewLayout(1280, 800, 6, 0)
	c := &Control{Lay: &l, HandN: 13, Selected: 2}
	var p Pointer
	buf := make([]Intent, 0, 8)
	in := &input.Input{Pointer: true, X: 300, Y: 300}
	if a := testing.AllocsPerRun(100, func() { buf = MapInput(in, c, &p, buf[:0]) }); a != 0 {
		t.Errorf("MapInput allocates %v times per idle tick", a)
	}
}

// TestRowAboveTheHand: ↑ takes the keyboard from the hand to the stock; ← → walk the
// row of the stock, the discard pile and Go out (wrapping); Enter uses the place as a
// click does (the discard pile takes the discard, or while discarding discards the
// chosen card); ↓ goes back to the hand, where ← → choose cards again.
func TestRowAboveTheHand(t *testing.T) {
	l := NewLayout(1280, 800, 3, 0)
	cases := []struct {
		name string
		c    Control
		key  input.Key
		want Intent
	}{
		{"↑ in the hand", Control{Focus: PHand}, input.KeyUp, Intent{Kind: IFocus, Index: int(PStock)}},
		{"→ on the stock", Control{Focus: PStock}, input.KeyRight, Intent{Kind: IFocus, Index: int(PDiscard)}},
		{"→ on Go out wraps", Control{Focus: PGoOut}, input.KeyRight, Intent{Kind: IFocus, Index: int(PStock)}},
		{"← on the stock wraps", Control{Focus: PStock}, input.KeyLeft, Intent{Kind: IFocus, Index: int(PGoOut)}},
		{"Enter on the stock", Control{Focus: PStock}, input.KeyEnter, Intent{Kind: IDrawStock}},
		{"Enter on the discard", Control{Focus: PDiscard}, input.KeyEnter, Intent{Kind: ITakeDiscard}},
		{"Enter on the discard while discarding", Control{Focus: PDiscard, Discarding: true, Selected: 2}, input.KeyEnter, Intent{Kind: IDiscard, Index: 2}},
		{"Space on Go out", Control{Focus: PGoOut}, input.KeySpace, Intent{Kind: IGoOut, Index: -1}},
		{"↓ on the row", Control{Focus: PDiscard}, input.KeyDown, Intent{Kind: IFocus, Index: int(PHand)}},
		{"→ in the hand", Control{Focus: PHand, Selected: 0}, input.KeyRight, Intent{Kind: ISelect, Index: 1}},
		{"S on the row still draws", Control{Focus: PDiscard}, input.KeyS, Intent{Kind: IDrawStock}},
	}
	for _, tc := range cases {
		c := tc.c
		c.Lay, c.HandN = &l, 3
		var p Pointer
		got := MapInput(input.Keys(tc.key), &c, &p, nil)
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%s: intents %+v, want %+v", tc.name, got, tc.want)
		}
	}
}
