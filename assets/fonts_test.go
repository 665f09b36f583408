package assets

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

func TestFacesCachedPerSize(t *testing.T) {
	a, b := Face(18), Face(18)
	if a == nil || a != b {
		t.Fatalf("Face(18) twice: %p %p, want the same face", a, b)
	}
	if a.Size != 18 || a.Source != RegularSource() {
		t.Errorf("Face(18) = size %v source %p", a.Size, a.Source)
	}
	if Face(24) == a {
		t.Error("different sizes share a face")
	}
	bold := BoldFace(18)
	if bold == a || bold.Source != BoldSource() || bold != BoldFace(18) {
		t.Error("BoldFace is not a separate cached Go Bold face")
	}
	if RegularSource() == BoldSource() {
		t.Error("regular and bold sources are the same")
	}
}

func TestFaceRepeatDoesNotAllocate(t *testing.T) {
	Face(15.5)
	BoldFace(15.5)
	if n := testing.AllocsPerRun(1000, func() { Face(15.5); BoldFace(15.5) }); n != 0 {
		t.Errorf("repeat Face/BoldFace allocate %v times", n)
	}
}

func TestFacesMeasureText(t *testing.T) {
	// The fonts really are Go Regular and Go Bold: text has width, bold is wider, and
	// sizes scale the metrics.
	r, b := text.Advance("Three-Thirteen", Face(20)), text.Advance("Three-Thirteen", BoldFace(20))
	if r <= 0 || b <= r {
		t.Errorf("advance regular %v, bold %v; want 0 < regular < bold", r, b)
	}
	if r2 := text.Advance("Three-Thirteen", Face(40)); r2 < 1.9*r || r2 > 2.1*r {
		t.Errorf("advance at 40 = %v, want about twice %v", r2, r)
	}
	m := Face(20).Metrics()
	if m.HAscent <= 0 || m.CapHeight <= 0 || m.CapHeight >= m.HAscent {
		t.Errorf("metrics %+v", m)
	}
	if got := RegularSource().Metadata().Family; got != "Go" {
		t.Errorf("regular family %q, want Go", got)
	}
}
