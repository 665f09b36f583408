package prefs

import (
	"strings"
	"testing"
)

func TestDecodePartialAndUnknownFields(t *testing.T) {
	s, err := Decode([]byte(`{"fourColour": true, "volume": 3}`))
	if err != nil {
		t.Fatal(err)
	}
	if s != (Settings{Speed: Normal, FourColour: true}) {
		t.Errorf("partial file: %+v", s)
	}
	if _, err := Encode(Settings{Speed: Speed(9)}); err == nil {
		t.Error("Encode accepted an invalid speed")
	}
}

func TestSpeed(t *testing.T) {
	for i, s := range Speeds {
		if Speed(i) != s || !s.Valid() {
			t.Fatalf("Speeds[%d] = %v", i, s)
		}
		p, err := ParseSpeed(strings.ToUpper(s.String()))
		if err != nil || p != s {
			t.Errorf("ParseSpeed(%q) = %v, %v", s, p, err)
		}
		if s.Next().Prev() != s {
			t.Errorf("%v: Next/Prev do not invert", s)
		}
	}
	if Instant.Next() != Slow || Slow.Prev() != Instant || Normal.Next() != Fast {
		t.Error("speed cycling wrong")
	}
	if Speed(7).Valid() || Speed(7).String() != "Speed(7)" {
		t.Error("invalid speed")
	}
	if Normal.Label() != "Normal" {
		t.Errorf("Label = %q", Normal.Label())
	}
	// Pacing: about half a second per bot move at Normal, slower at Slow, none at Instant.
	if Normal.TicksPerMove() != 30 || Slow.TicksPerMove() != 48 || Fast.TicksPerMove() != 15 || Instant.TicksPerMove() != 0 {
		t.Errorf("TicksPerMove: %d %d %d %d", Slow.TicksPerMove(), Normal.TicksPerMove(), Fast.TicksPerMove(), Instant.TicksPerMove())
	}
	if Fast.Ticks(1) != 1 || Instant.Ticks(100) != 0 || Slow.Ticks(10) != 16 || Normal.Ticks(0) != 0 {
		t.Errorf("Ticks: %d %d %d %d", Fast.Ticks(1), Instant.Ticks(100), Slow.Ticks(10), Normal.Ticks(0))
	}
	if _, err := ParseSpeed("warp"); err == nil {
		t.Error("ParseSpeed accepted warp")
	}
}
