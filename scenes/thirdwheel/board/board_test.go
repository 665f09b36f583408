package board

import (
	"errors"
	"slices"
	"testing"

	"parlor/scenes/ui/geom"
)

func TestLayoutNoOverlap(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {1600, 900}, {1920, 1200}, {1280, 1024}} {
		checkLayout(t, sz, nil, 1)
	}
	// The replay viewer's table with its review strip: 640 to 699 units high.
	for _, h := range []float64{640, 656, 680, 699} {
		checkLayout(t, [2]float64{1280, h}, nil, 1)
	}
}

// checkLayout checks the layout of a sz screen: every fixed region but those in skip
// on the screen and clear of every other, the hand's cards in the hand band (up to the
// biggest hand) and found again by a tap on their left edge, the top three pile cards
// in the pile's area, and the action buttons in their band; with SLAP buttons for m
// people (SetSlappers).
func checkLayout(t *testing.T, sz [2]float64, skip []string, m int) Layout {
	t.Helper()
	l := NewLayout(sz[0], sz[1])
	l.SetSlappers(m)
	rs := l.Rects()
	names := make([]string, 0, len(rs))
	for n := range rs {
		if !slices.Contains(skip, n) {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for i, a := range names {
		ra := rs[a]
		if ra.X < 0 || ra.Y < 0 || ra.X+ra.W > l.W || ra.Y+ra.H > l.H || ra.W <= 0 || ra.H <= 0 {
			t.Errorf("%v: %s %+v is not on the screen", sz, a, ra)
		}
		for _, b := range names[i+1:] {
			if ra.Overlaps(rs[b]) {
				t.Errorf("%v: %s %+v overlaps %s %+v", sz, a, ra, b, rs[b])
			}
		}
	}
	for n := 1; n <= 12; n++ {
		for i := 0; i < n; i++ {
			x, y := l.HandCard(i, n)
			c := geom.R(x-geom.CardW*l.HandScale/2, y-geom.CardH*l.HandScale/2, geom.CardW*l.HandScale, geom.CardH*l.HandScale)
			if c.X < l.Hand.X || c.X+c.W > l.Hand.X+l.Hand.W+0.01 || c.Y < l.Hand.Y || c.Y+c.H > l.Hand.Y+l.Hand.H+0.01 {
				t.Errorf("%v: hand card %d of %d %+v leaves the band %+v", sz, i, n, c, l.Hand)
			}
			if got := l.HandIndex(x-geom.CardW*l.HandScale/2+2, y, n); got != i {
				t.Errorf("%v: the left edge of card %d of %d hits card %d", sz, i, n, got)
			}
		}
	}
	for k := 0; k < 3; k++ {
		x, y, _ := l.PileCard(k)
		c := geom.R(x-geom.CardW*l.PileScale/2, y-geom.CardH*l.PileScale/2, geom.CardW*l.PileScale, geom.CardH*l.PileScale)
		if c.X < l.Pile.X || c.X+c.W > l.Pile.X+l.Pile.W || c.Y < l.Pile.Y || c.Y+c.H > l.Pile.Y+l.Pile.H {
			t.Errorf("%v: pile card %d %+v leaves the pile %+v", sz, k, c, l.Pile)
		}
	}
	for n := 1; n <= 6; n++ {
		for i := 0; i < n; i++ {
			b := l.ActionButton(i, n)
			if b.X < l.Actions.X || b.X+b.W > l.Actions.X+l.Actions.W+0.01 {
				t.Errorf("%v: action %d of %d %+v leaves the band", sz, i, n, b)
			}
		}
	}
	return l
}

var space = Binding{DevKey, 32}

func frame(p *Presses, focused bool, s ...Sample) []Binding { return p.Frame(focused, s, nil) }

func TestOnePressOneSlap(t *testing.T) {
	var p Presses
	// Press and hold for many ticks: key repeat, or a second edge reported while held,
	// never slaps again.
	if got := frame(&p, true, Sample{space, true, true}); len(got) != 1 {
		t.Fatalf("first tick of a press: %d slaps, want 1", len(got))
	}
	for i := 0; i < 40; i++ {
		if got := frame(&p, true, Sample{space, i%7 == 0, true}); len(got) != 0 {
			t.Fatalf("held tick %d: %d slaps, want 0", i, len(got))
		}
	}
	// Release, then a new press slaps again.
	frame(&p, true, Sample{space, false, false})
	if got := frame(&p, true, Sample{space, true, true}); len(got) != 1 {
		t.Fatalf("second press: %d slaps, want 1", len(got))
	}
}

func TestTapWithinOneTick(t *testing.T) {
	var p Presses
	// Down and up within one tick (JustPressed, no longer down) is one slap, and the
	// next tap is another.
	for i := 0; i < 3; i++ {
		if got := frame(&p, true, Sample{space, true, false}); len(got) != 1 {
			t.Fatalf("tap %d: %d slaps, want 1", i, len(got))
		}
	}
}

func TestFocusLossDropsHeldKeys(t *testing.T) {
	var p Presses
	frame(&p, true, Sample{space, true, true})
	// Focus leaves while Space is held; nothing slaps while away.
	for i := 0; i < 5; i++ {
		if got := frame(&p, false, Sample{space, i == 0, true}); len(got) != 0 {
			t.Fatalf("unfocused tick %d slapped", i)
		}
	}
	// Back with the key still down (the device layer may even report a new edge):
	// no phantom slap, now or while it stays held.
	if got := frame(&p, true, Sample{space, true, true}); len(got) != 0 {
		t.Fatal("phantom slap on refocus")
	}
	if got := frame(&p, true, Sample{space, false, true}); len(got) != 0 {
		t.Fatal("phantom slap while held after refocus")
	}
	frame(&p, true, Sample{space, false, false})
	if got := frame(&p, true, Sample{space, true, true}); len(got) != 1 {
		t.Fatalf("a real press after refocus: %d slaps, want 1", len(got))
	}
}

func TestTwoHumansOneKeyboard(t *testing.T) {
	var p Presses
	a, l := Binding{DevKey, 'A'}, Binding{DevKey, 'L'}
	got := frame(&p, true, Sample{a, true, true}, Sample{l, true, true})
	if !slices.Equal(got, []Binding{a, l}) {
		t.Fatalf("both pressed in one tick: %v", got)
	}
	// A holds; L taps again: only L slaps.
	frame(&p, true, Sample{a, false, true}, Sample{l, false, false})
	got = frame(&p, true, Sample{a, false, true}, Sample{l, true, true})
	if !slices.Equal(got, []Binding{l}) {
		t.Fatalf("second L press with A held: %v", got)
	}
}

func TestBindingsRefuseDuplicates(t *testing.T) {
	b := Bindings{Keys: []int{'A', 'L'}}
	err := b.Set(1, 'A')
	var be *BindingError
	if !errors.As(err, &be) || be.Owner != 0 || be.Player != 1 {
		t.Fatalf("binding player 2 to player 1's key: %v", err)
	}
	if b.Keys[1] != 'L' {
		t.Fatalf("refused binding changed the key to %c", b.Keys[1])
	}
	if err := b.Set(1, 'K'); err != nil || b.Keys[1] != 'K' {
		t.Fatalf("rebinding to a free key: %v, keys %v", err, b.Keys)
	}
	if err := b.Set(0, 'A'); err != nil {
		t.Fatalf("binding a player to its own key: %v", err)
	}
	if err := b.Set(2, 'Z'); err == nil {
		t.Fatal("binding a third player accepted")
	}
	if b.Player('K') != 1 || b.Player('Q') != -1 {
		t.Fatalf("Player lookup wrong: %d %d", b.Player('K'), b.Player('Q'))
	}
}

func TestStamp(t *testing.T) {
	// A window opened at tick 30 (500 ms); a press first seen at tick 54 (900 ms) is
	// stamped 400 ms; a stamp is never before the clock.
	if got := Stamp(GameMs(54), GameMs(30), 0); got != 400 {
		t.Fatalf("Stamp = %d, want 400", got)
	}
	if got := Stamp(GameMs(31), GameMs(30), 17); got != 17 {
		t.Fatalf("Stamp before the clock = %d, want 17", got)
	}
	// One frame is the desktop's resolution: presses one frame apart differ by 16-17 ms.
	if d := Stamp(GameMs(41), 0, 0) - Stamp(GameMs(40), 0, 0); d < 16 || d > 17 {
		t.Fatalf("one frame apart = %d ms", d)
	}
}

func TestDOMStamp(t *testing.T) {
	// The window opened at performance.now() = 10000.25; a keydown stamped 10412.9 is
	// 412 ms into the window.
	if got := DOMStamp(10412.9, 10000.25, 0, 500); got != 412 {
		t.Fatalf("DOMStamp = %d, want 412", got)
	}
	// Two presses 1 ms apart within one frame keep their order and their gap.
	a, b := DOMStamp(10300.1, 10000, 0, 316), DOMStamp(10301.1, 10000, 0, 316)
	if b-a != 1 {
		t.Fatalf("1 ms apart gave %d and %d", a, b)
	}
	// Clamped to the clock (settled past) and to now (no future stamps).
	if got := DOMStamp(9990, 10000, 50, 100); got != 50 {
		t.Fatalf("before the clock: %d, want 50", got)
	}
	if got := DOMStamp(10900, 10000, 0, 600); got != 600 {
		t.Fatalf("after now: %d, want 600", got)
	}
}

// TestThreeSlapButtons: three people at one screen get three SLAP buttons, clear of
// each other and of everything but the one big button's place they share.
func TestThreeSlapButtons(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {1920, 1200}} {
		l := NewLayout(sz[0], sz[1])
		bs := l.SlapButtons(3)
		if len(bs) != 3 {
			t.Fatalf("%d buttons for three people", len(bs))
		}
		for i, a := range bs {
			if a.H < 60 {
				t.Errorf("%v: button %d is %.0f high", sz, i, a.H)
			}
			for _, b := range bs[i+1:] {
				if a.Overlaps(b) {
					t.Errorf("%v: buttons %+v and %+v overlap", sz, a, b)
				}
			}
			for n, r := range l.Rects() {
				if n != "slap" && n != "slap2" && a.Overlaps(r) {
					t.Errorf("%v: button %d %+v overlaps %s %+v", sz, i, a, n, r)
				}
			}
		}
	}
}

// TestPortraitFits: on upright phone screens from 360×640 to 430×932 every fixed region
// is on screen and none overlaps another (the race results lie over the meter by
// design, and the second person's SLAP button is part of the SLAP area), the cards stay
// in their areas, the hand keeps its landscape scale and the table pile its landscape
// 1.1 from a 700-unit height (0.9 at the least). Two or three people's SLAP buttons are
// at least 44 units (CSS px) high and as wide, inside the SLAP area beside the pile,
// player 1's at the bottom, clear of each other, the viewer's plate (at least one line
// high) and the pile.
func TestPortraitFits(t *testing.T) {
	for _, sz := range [][2]float64{{360, 640}, {360, 740}, {375, 667}, {390, 844}, {412, 915}, {430, 932}} {
		for m := 1; m <= 3; m++ {
			l := checkLayout(t, sz, []string{"log", "feedback", "slap2"}, m)
			if !l.Portrait || l.HandScale != 0.9 {
				t.Fatalf("%v: portrait %v, hand scale %v", sz, l.Portrait, l.HandScale)
			}
			if l.PileScale < 0.9 || (sz[1] >= 700 && l.PileScale != 1.1) {
				t.Errorf("%v: pile scale %v", sz, l.PileScale)
			}
			if !l.Feedback.Overlaps(l.Meter) || l.Feedback.Overlaps(l.Actions) || l.Feedback.Overlaps(l.Pile) {
				t.Errorf("%v: race results %+v not over the meter %+v alone", sz, l.Feedback, l.Meter)
			}
			if m == 1 {
				continue
			}
			bs := l.SlapButtons(m)
			if len(bs) != m || bs[0].Y <= bs[1].Y || l.Plates[0].H < pStripMin {
				t.Fatalf("%v: %d people get buttons %+v (player 1's at the bottom), plate %+v", sz, m, bs, l.Plates[0])
			}
			for i, a := range bs {
				if a.X < l.Slap.X || a.Y < l.Slap.Y || a.X+a.W > l.Slap.X+l.Slap.W || a.Y+a.H > l.Slap.Y+l.Slap.H+0.01 || a.H < 44 || a.W < 44 {
					t.Errorf("%v: button %d of %d %+v outside the SLAP area %+v, or under 44 units", sz, i, m, a, l.Slap)
				}
				if a.Overlaps(l.Plates[0]) || a.Overlaps(l.Pile) {
					t.Errorf("%v: button %d of %d %+v overlaps the plate %+v or the pile %+v", sz, i, m, a, l.Plates[0], l.Pile)
				}
				for _, b := range bs[i+1:] {
					if a.Overlaps(b) {
						t.Errorf("%v: buttons %+v and %+v overlap", sz, a, b)
					}
				}
			}
			if bs[1] != l.Slap2 {
				t.Errorf("%v: Slap2 %+v is not the second person's button", sz, l.Slap2)
			}
		}
	}
}

// TestRebindRefusesTableKeys: a key the table uses is never a slap key.
func TestRebindRefusesTableKeys(t *testing.T) {
	b := Bindings{Keys: []int{1, 2, 3}, Reserved: []int{9, 10}}
	var be *BindingError
	if err := b.Set(1, 9); !errors.As(err, &be) || be.Owner != -1 || b.Keys[1] != 2 {
		t.Errorf("binding a table key: %v, keys %v", err, b.Keys)
	}
	if err := b.Set(2, 4); err != nil || b.Keys[2] != 4 {
		t.Errorf("binding a free key: %v, keys %v", err, b.Keys)
	}
}
