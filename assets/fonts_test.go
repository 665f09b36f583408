//go:build display

package assets

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/sfnt"
)

func TestFacesCachedPerSize(t *testing.T) {
	a, b := Face(18), Face(18)
	if a == nil || a != b {
		t.Fatalf("Face(18) twice: %p %p, want the same face", a, b)
	}
	if _, ok := a.(*text.GoXFace); !ok {
		t.Errorf("Face(18) is a %T, want *text.GoXFace (GoTextFace would link the shaper)", a)
	}
	if Face(24) == a {
		t.Error("different sizes share a face")
	}
	bold := BoldFace(18)
	if bold == a || bold != BoldFace(18) {
		t.Error("BoldFace is not a separate cached face")
	}
	if RegularFont() == nil || RegularFont() == BoldFont() || RegularFont() != RegularFont() {
		t.Error("regular and bold fonts are not two distinct, once-parsed fonts")
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
	// The faces really are Go Regular and Go Bold at the asked size: text has width, bold
	// is wider, sizes scale the metrics.
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
	// Go's capitals are about 0.7 em tall.
	if m.CapHeight < 0.6*20 || m.CapHeight > 0.8*20 {
		t.Errorf("cap height %v at 20 px, want about 14", m.CapHeight)
	}
}

func TestFontNames(t *testing.T) {
	var buf sfnt.Buffer
	for _, tc := range []struct {
		f            *sfnt.Font
		family, full string
	}{
		{RegularFont(), "Go", "Go Regular"},
		{BoldFont(), "Go", "Go Bold"},
	} {
		fam, err := tc.f.Name(&buf, sfnt.NameIDFamily)
		if err != nil || fam != tc.family {
			t.Errorf("family %q (%v), want %q", fam, err, tc.family)
		}
		full, err := tc.f.Name(&buf, sfnt.NameIDFull)
		if err != nil || full != tc.full {
			t.Errorf("full name %q (%v), want %q", full, err, tc.full)
		}
	}
}
