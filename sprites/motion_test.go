//go:build display

package sprites

import "testing"

// TestMotionFlight: a card sent along an arc starts where it was, rises above the
// straight line halfway, lands exactly on the spot, and reports moving until then.
func TestMotionFlight(t *testing.T) {
	m := NewMotion(0, false, 10, 20, 0, 1)
	if m.Moving(0) {
		t.Fatal("a placed card is moving")
	}
	m.MoveTo(5, 0, 10, 110, 220, 0.5, 2, 40)
	if x, y, _, _ := m.At(5); x != 10 || y != 20 {
		t.Errorf("at the start the card is at %v,%v, want 10,20", x, y)
	}
	p := m.Pose(10)
	if p.Lift <= 0.9 || p.Y >= m.Y.At(10) {
		t.Errorf("halfway: lift %v, y %v (straight line %v): want raised on its arc", p.Lift, p.Y, m.Y.At(10))
	}
	if !m.Moving(14) || m.Moving(15) {
		t.Errorf("moving at 14: %v, at 15: %v; want true then false", m.Moving(14), m.Moving(15))
	}
	if p := m.Pose(15); p.X != 110 || p.Y != 220 || p.Rot != 0.5 || p.Scale != 2 || p.Lift != 0 || p.FlipX != 1 {
		t.Errorf("landed pose %+v", p)
	}
	// Re-aiming at the same spot keeps the running tween.
	m.MoveTo(6, 0, 10, 0, 0, 0, 1, 0)
	old := m.X
	m.MoveTo(8, 0, 99, 0, 0, 0, 1, 0)
	if m.X.Start != old.Start || m.X.Dur != old.Dur {
		t.Errorf("re-aiming at the same spot restarted the tween")
	}
}

// TestMotionDelayedMoveStartsWhereItWillBe: a delayed move starts from where the card
// is when the move begins, so a card still in flight does not jump back.
func TestMotionDelayedMoveStartsWhereItWillBe(t *testing.T) {
	m := NewMotion(0, true, 0, 0, 0, 1)
	m.MoveTo(0, 0, 10, 100, 0, 0, 1, 0)
	m.MoveTo(0, 20, 10, 200, 0, 0, 1, 0)
	if x := m.X.At(20); x != 100 {
		t.Errorf("the delayed move starts at x %v, want 100 (where the first flight ended)", x)
	}
}

// TestMotionFlip: the side changes at the flip's midpoint, the squash runs through
// (almost) zero, and turning to the side already shown does nothing.
func TestMotionFlip(t *testing.T) {
	m := NewMotion(0, false, 0, 0, 0, 1)
	m.Turn(0, 2, 10, true)
	if m.Shows(2) || m.Shows(6) || !m.Shows(7) || !m.Shows(12) {
		t.Errorf("sides shown at 2, 6, 7, 12: %v %v %v %v; want the face from the midpoint on", m.Shows(2), m.Shows(6), m.Shows(7), m.Shows(12))
	}
	if p := m.Pose(7); p.FlipX > 0.05 || !p.Up {
		t.Errorf("at the midpoint the pose is %+v: want squashed to about 0, face up", p)
	}
	if !m.Moving(11) || m.Moving(12) {
		t.Errorf("a flip keeps the card moving until it ends")
	}
	f := m.Flip
	m.Turn(20, 0, 10, true)
	if m.Flip.Start != f.Start {
		t.Errorf("turning a face-up card face up started a flip")
	}
	var s CardSprite
	s.Set(m.Pose(30))
	if !s.FaceUp || s.Alpha != 1 || s.Scale != 1 || s.FlipX != 1 {
		t.Errorf("sprite from a resting face-up pose: %+v", s)
	}
}

// TestCards: a card taken off the table is reused, cards list in stacking order (a
// moving card above every resting one, by when it took off), and a card leaving the
// table is dropped once it has landed.
func TestCards(t *testing.T) {
	var p Cards[int, string]
	a, b, c := p.Add(1, true), p.Add(2, false), p.Add(3, true)
	p.Objs[a].Z, p.Objs[b].Z, p.Objs[c].Z = 30, 10, 20
	if got := p.InOrder(0, nil); len(got) != 3 || got[0] != b || got[1] != c || got[2] != a {
		t.Fatalf("stacking order %v, want %d %d %d", got, b, c, a)
	}
	p.FlyZ(b)
	p.Objs[b].MoveTo(0, 0, 10, 50, 50, 0, 1, 0)
	if got := p.InOrder(5, func(i int) bool { return i != c }); len(got) != 2 || got[1] != b {
		t.Fatalf("a flying card is not on top: %v", got)
	}
	if !p.Busy(5) || p.Busy(10) {
		t.Error("Busy does not follow the flight")
	}
	p.Objs[b].FadeOut = true
	p.Sweep(5)
	if !p.Objs[b].Alive {
		t.Fatal("a leaving card was dropped in flight")
	}
	p.Sweep(10)
	if p.Objs[b].Alive {
		t.Fatal("a leaving card was kept after landing")
	}
	if d := p.Add(4, false); d != b || p.Objs[d].Card != 4 || p.Objs[d].FadeOut {
		t.Errorf("the next card took slot %d (%+v), want the dropped %d afresh", d, p.Objs[d], b)
	}
	p.Clear()
	if len(p.InOrder(0, nil)) != 0 {
		t.Error("cards left after Clear")
	}
}
