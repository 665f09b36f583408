package board

import (
	"testing"

	"parlor/scenes/ui/geom"
	"parlor/scenes/ui/input"
)

// screens are the logical sizes the scene manager can give (1280×800 and wider/taller).
var screens = [][2]float64{{1280, 800}, {1600, 800}, {1280, 1000}, {1422, 800}}

func inside(r geom.Rect, w, h float64) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= w && r.Y+r.H <= h
}

// TestLayoutFitsAndDoesNotOverlap: for both variants, every viewer and dealer and
// every screen, each hand (up to 10 cards; 4 for the dummy row), name plate, the trick,
// the panels and the buttons (the whole top column: the shell adds Settings, Undo and
// Hint under Menu) lie on screen and no two of them overlap.
func TestLayoutFitsAndDoesNotOverlap(t *testing.T) {
	for _, sz := range screens {
		for _, dummy := range []bool{true, false} {
			for viewer := 0; viewer < 3; viewer++ {
				for dealer := 0; dealer < 3; dealer++ {
					l := NewLayout(sz[0], sz[1], dummy, viewer, dealer)
					type box struct {
						name string
						r    geom.Rect
					}
					boxes := []box{{"info", l.Info}, {"score", l.Score}, {"trick", l.TrickArea},
						{"top buttons", l.TopColumn}}
					n := 8
					if !dummy {
						n = 10
					}
					for p := 0; p < 4; p++ {
						if !l.Spots[p].Used {
							if p < 3 || dummy {
								t.Fatalf("position %d unused", p)
							}
							continue
						}
						var hand geom.Rect
						if p == DummyPos {
							hand = l.DummyBounds()
						} else {
							hand = l.HandBounds(p, n)
						}
						boxes = append(boxes, box{"hand" + string(rune('0'+p)), hand}, box{"plate" + string(rune('0'+p)), l.Spots[p].Plate})
					}
					for i, a := range boxes {
						if !inside(a.r, sz[0], sz[1]) {
							t.Errorf("%v dummy=%v viewer %d dealer %d: %s %+v is off screen", sz, dummy, viewer, dealer, a.name, a.r)
						}
						for _, b := range boxes[i+1:] {
							if a.r.Overlaps(b.r) {
								t.Errorf("%v dummy=%v viewer %d dealer %d: %s %+v overlaps %s %+v", sz, dummy, viewer, dealer, a.name, a.r, b.name, b.r)
							}
						}
					}
					// The trump dialog covers the middle, not the viewer's hand.
					if l.Dialog.Overlaps(l.HandBounds(viewer, n)) {
						t.Errorf("trump dialog %+v covers the viewer's hand", l.Dialog)
					}
				}
			}
		}
	}
}

// TestSeatingFollowsPlayOrder: the positions sit clockwise in play order (dealer,
// caller, opponent, dummy) with the viewer at the bottom, so the dummy moves with the
// deal; in Solo the three players sit bottom, left, right.
func TestSeatingFollowsPlayOrder(t *testing.T) {
	cases := []struct {
		viewer, dealer int
		want           [4]Side
	}{
		{0, 0, [4]Side{Bottom, Left, Top, Right}}, // viewer deals: caller left, dummy right
		{1, 0, [4]Side{Right, Bottom, Left, Top}}, // viewer calls: the dummy sits opposite
		{2, 0, [4]Side{Top, Right, Bottom, Left}}, // viewer is the opponent: dummy on the left
		{0, 2, [4]Side{Bottom, Left, Right, Top}}, // dealer 2: the viewer calls, the dummy opposite
	}
	for _, c := range cases {
		for p := 0; p < 4; p++ {
			if got := SideOf(true, c.viewer, c.dealer, p); got != c.want[p] {
				t.Errorf("viewer %d dealer %d: position %d sits %d, want %d", c.viewer, c.dealer, p, got, c.want[p])
			}
		}
	}
	for v := 0; v < 3; v++ {
		if SideOf(false, v, 0, v) != Bottom || SideOf(false, v, 0, (v+1)%3) != Left || SideOf(false, v, 0, (v+2)%3) != Right {
			t.Errorf("solo viewer %d: not bottom, left, right", v)
		}
	}
}

// TestIntents: keys and clicks become the right intents in each state of the table.
func TestIntents(t *testing.T) {
	l := NewLayout(1280, 800, true, 1, 0) // the viewer is the caller; the dummy at the top
	all := [4]bool{true, true, true, true}
	hand := Control{Lay: &l, HandN: 8, Selected: -1, Caller: true, DummyUp: all}
	one := func(in *input.Input, c Control) []Intent { return MapInput(in, &c, nil) }

	if got := one(input.Keys(input.KeyRight), hand); len(got) != 1 || got[0] != (Intent{Kind: ISelect, Index: 0}) {
		t.Errorf("→ with nothing chosen: %+v", got)
	}
	c := hand
	c.Selected = 0
	if got := one(input.Keys(input.KeyLeft), c); len(got) != 1 || got[0].Index != 7 {
		t.Errorf("← from card 0 wraps to 7: %+v", got)
	}
	if got := one(input.Keys(input.KeyEnter), c); len(got) != 1 || got[0] != (Intent{Kind: IPlay, Index: -1}) {
		t.Errorf("Enter plays the chosen card: %+v", got)
	}
	x, y, _ := l.Fan(1, 3, 8)
	if got := one(input.Tap(x, y+30), hand); len(got) != 1 || got[0] != (Intent{Kind: IPlay, Index: 3}) {
		t.Errorf("click on card 3: %+v", got)
	}
	// The dummy's turn: keys walk its face-up columns, skipping empty ones; 1–4 play a column.
	d := hand
	d.DummyTurn = true
	d.DummyUp = [4]bool{false, true, false, true}
	d.Selected = 1
	if got := one(input.Keys(input.KeyRight), d); len(got) != 1 || got[0] != (Intent{Kind: ISelect, Index: 3, Dummy: true}) {
		t.Errorf("→ on the dummy's turn from column 1: %+v", got)
	}
	if got := one(input.Keys(input.Key4), d); len(got) != 1 || got[0] != (Intent{Kind: IPlay, Index: 3, Dummy: true}) {
		t.Errorf("4 on the dummy's turn: %+v", got)
	}
	dx, dy := l.DummyCard(3, true)
	if got := one(input.Tap(dx, dy+20), d); len(got) != 1 || got[0] != (Intent{Kind: IPlay, Index: 3, Dummy: true}) {
		t.Errorf("click on the dummy's column 3: %+v", got)
	}
	// Only the caller can click the dummy's cards.
	nc := hand
	nc.Caller = false
	if got := one(input.Tap(dx, dy+20), nc); len(got) != 0 {
		t.Errorf("a non-caller's click on the dummy: %+v", got)
	}
	// The trump dialog: letters, digits, buttons; H names hearts there.
	tr := hand
	tr.Trump = true
	for k, want := range map[input.Key]int{input.KeyC: 1, input.KeyD: 2, input.KeyH: 3, input.KeyS: 4, input.Key3: 3} {
		if got := one(input.Keys(k), tr); len(got) != 1 || got[0] != (Intent{Kind: ITrump, Suit: want}) {
			t.Errorf("key %d in the trump dialog: %+v, want suit %d", k, got, want)
		}
	}
	b := l.Suits[1]
	if got := one(input.Tap(b.CX(), b.CY()), tr); len(got) != 1 || got[0] != (Intent{Kind: ITrump, Suit: 2}) {
		t.Errorf("click on the diamonds button: %+v", got)
	}
	tr.Selected = 2
	if got := one(input.Keys(input.KeyEnter), tr); len(got) != 1 || got[0] != (Intent{Kind: ITrump, Suit: 3}) {
		t.Errorf("Enter on the focused hearts button: %+v", got)
	}
}
