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
	if Normal.PaceMs() != 500 || Slow.PaceMs() != 800 || Fast.PaceMs() != 250 || Instant.PaceMs() != 0 {
		t.Errorf("PaceMs: %v %v %v %v", Slow.PaceMs(), Normal.PaceMs(), Fast.PaceMs(), Instant.PaceMs())
	}
	if Fast.Ticks(1) != 1 || Instant.Ticks(100) != 0 || Slow.Ticks(10) != 16 || Normal.Ticks(0) != 0 {
		t.Errorf("Ticks: %d %d %d %d", Fast.Ticks(1), Instant.Ticks(100), Slow.Ticks(10), Normal.Ticks(0))
	}
	if _, err := ParseSpeed("warp"); err == nil {
		t.Error("ParseSpeed accepted warp")
	}
}

// TestCleanName: a name keeps what a table may show, at most MaxName characters.
func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"  Ann  ":               "Ann",
		"B\u202eob":             "Bob",
		"Zo\u00eb\x00":          "Zoë",
		strings.Repeat("x", 30): strings.Repeat("x", MaxName),
		"\t":                    "",
	} {
		if got := CleanName(in); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestLanguage: a settings file from before languages loads unchanged (the system's
// language), a chosen one is kept, and the setting steps through the system's and each
// language, wrapping both ways.
func TestLanguage(t *testing.T) {
	old := []byte("{\n  \"speed\": \"fast\",\n  \"muted\": true,\n  \"fourColour\": false\n}\n")
	s, err := Decode(old)
	if err != nil || s != (Settings{Speed: Fast, Muted: true}) {
		t.Fatalf("old file: %+v, %v", s, err)
	}
	if b, _ := Encode(s); string(b) != string(old) {
		t.Errorf("old file saved back as\n%s", b)
	}
	s.Language = "nl"
	b, _ := Encode(s)
	if back, err := Decode(b); err != nil || back.Language != "nl" || back.Lang().Code() != "nl" {
		t.Errorf("saved %s, read back %+v, %v", b, back, err)
	}
	var seen []string
	s.Language = ""
	for range LanguageChoices() {
		s.Change(LanguageSetting, 1)
		seen = append(seen, s.Language)
	}
	if strings.Join(seen, ",") != "en,nl,de,fr,es," {
		t.Errorf("forward: %q", seen)
	}
	s.Change(LanguageSetting, -1)
	if s.Language != "es" {
		t.Errorf("back from the system's: %q", s.Language)
	}
}
