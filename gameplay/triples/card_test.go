package triples

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParsePrintsCanonically(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"RH5+2", "RH5+2"},
		{"rh5+2", "RH5+2"},
		{" gc3 ", "GC3"},
		{"RH5", "RH5+2"}, // the +2 may be left off a Draw 2 card
		{"ps5", "PS5+2"},
		{"BT1", "BT1"},
		{"yq4", "YQ4"},
		{"PC5", "PC5"}, // a 5 that is not a heart or a star is no Draw 2
	} {
		got, err := Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if got.String() != tc.want {
			t.Errorf("Parse(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestParseRejectsBadTokens(t *testing.T) {
	for _, tc := range []struct{ in, reason string }{
		{"RC3+2", "not a Draw 2"},
		{"RQ5+2", "not a Draw 2"},
		{"XH1", "colour"},
		{"RX1", "shape"},
		{"RH6", "number"},
		{"RH0", "number"},
		{"RH", "want colour"},
		{"RH55", "want colour"},
		{"", "want colour"},
		{"RH5+3", "want colour"},
	} {
		_, err := Parse(tc.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q): want a *ParseError, got %v", tc.in, err)
			continue
		}
		if pe.Token != tc.in || !strings.Contains(err.Error(), tc.reason) || !strings.Contains(err.Error(), `"`+tc.in+`"`) {
			t.Errorf("Parse(%q): error %q should name the token and say %q", tc.in, err, tc.reason)
		}
	}
}

func TestDeckHolds125CardsAndTenDraw2(t *testing.T) {
	d := NewDeck()
	if len(d) != DeckSize {
		t.Fatalf("deck has %d cards", len(d))
	}
	seen := map[Card]bool{}
	var draw2 []string
	total := 0
	for i, x := range d {
		if !x.Valid() || seen[x] {
			t.Fatalf("card %d: %v invalid or repeated", i, x)
		}
		seen[x] = true
		if x.Index() != i || CardAt(i) != x {
			t.Fatalf("Index/CardAt disagree at %d: %v", i, x)
		}
		back, err := Parse(x.String())
		if err != nil || back != x {
			t.Fatalf("%s does not parse back: %v %v", x, back, err)
		}
		if x.Draw2() {
			draw2 = append(draw2, x.String())
		}
		total += x.Points()
	}
	want := []string{"RH5+2", "RS5+2", "BH5+2", "BS5+2", "GH5+2", "GS5+2", "YH5+2", "YS5+2", "PH5+2", "PS5+2"}
	if !slices.Equal(draw2, want) {
		t.Errorf("Draw 2 cards %v, want %v", draw2, want)
	}
	// 25 colour-shapes × (1+…+5) = 375, plus 5 extra points on each of the 10 Draw 2s.
	if total != 425 {
		t.Errorf("deck scores %d points, want 425", total)
	}
	if c("RH5").Points() != 10 || c("GC3").Points() != 3 {
		t.Errorf("points: RH5+2 %d, GC3 %d", c("RH5").Points(), c("GC3").Points())
	}
}

func TestCardJSON(t *testing.T) {
	b, err := json.Marshal(cs("RH5+2 GC3"))
	if err != nil || string(b) != `["RH5+2","GC3"]` {
		t.Fatalf("marshal: %s %v", b, err)
	}
	var back []Card
	if err := json.Unmarshal([]byte(`["rs5","bq1"]`), &back); err != nil || Format(back) != "RS5+2 BQ1" {
		t.Fatalf("unmarshal: %v %v", back, err)
	}
	if err := json.Unmarshal([]byte(`["RC3+2"]`), &back); err == nil {
		t.Fatal("RC3+2 unmarshalled")
	}
}

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		cards  string
		triple bool
		shared string
		double bool
	}{
		{"RC1 RQ2 RT4", true, "colour", false},
		{"RH2 BH3 GH4", true, "shape", false},
		{"RC3 BQ3 YT3", true, "number", false},
		{"RH1 RH2 RH5+2", true, "colour shape", true},
		{"BC3 BQ3 BT3", true, "colour number", true},
		{"RS5+2 GS5+2 PS5+2", true, "shape number", true},
		{"RC1 BQ2 GT3", false, "", false},
		{"RC1 RQ2 BC3", false, "", false}, // each shares with the first, not all three
		{"YT4 YC5 PT4", false, "", false},
	} {
		x := cs(tc.cards)
		triple, shared, double, err := Check(x[0], x[1], x[2])
		if err != nil {
			t.Errorf("%s: %v", tc.cards, err)
			continue
		}
		names := make([]string, len(shared))
		for i, a := range shared {
			names[i] = a.String()
		}
		if triple != tc.triple || strings.Join(names, " ") != tc.shared || double != tc.double {
			t.Errorf("Check(%s) = %v %v %v, want %v [%s] %v", tc.cards, triple, names, double, tc.triple, tc.shared, tc.double)
		}
		if shared == nil {
			t.Errorf("Check(%s): shared is nil, want an empty list", tc.cards)
		}
	}
}

func TestCheckRejectsTheSameCardTwice(t *testing.T) {
	for _, lit := range []string{"RC1 RC1 RC2", "RC2 RC1 RC1", "RC1 RC2 RC1", "RH5 RH5+2 GH5+2"} {
		x := cs(lit)
		_, _, _, err := Check(x[0], x[1], x[2])
		if err == nil || !strings.Contains(err.Error(), "twice") {
			t.Errorf("Check(%s): want a same-card error, got %v", lit, err)
		}
	}
	if _, _, _, err := Check(Card{}, c("RC1"), c("RC2")); err == nil {
		t.Error("Check accepted a face-down card")
	}
}

func TestHiddenCardAndAttrJSON(t *testing.T) {
	b, err := json.Marshal([]Card{{}, c("GC3")})
	if err != nil || string(b) != `["??","GC3"]` {
		t.Fatalf("marshal: %s %v", b, err)
	}
	var back []Card
	if err := json.Unmarshal(b, &back); err != nil || len(back) != 2 || !back[0].Hidden() || back[1] != c("GC3") {
		t.Fatalf("unmarshal: %v %v", back, err)
	}
	attrs := []Attr{AttrColour, AttrShape, AttrNumber}
	b, err = json.Marshal(attrs)
	if err != nil || string(b) != `["colour","shape","number"]` {
		t.Fatalf("attrs: %s %v", b, err)
	}
	var ab []Attr
	if err := json.Unmarshal(b, &ab); err != nil || len(ab) != 3 || ab[0] != AttrColour || ab[2] != AttrNumber {
		t.Fatalf("attrs back: %v %v", ab, err)
	}
	if err := json.Unmarshal([]byte(`["size"]`), &ab); err == nil {
		t.Fatal(`"size" decoded as an attribute`)
	}
}
