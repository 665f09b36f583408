package thirdwheel

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestDeck(t *testing.T) {
	d := NewDeck(false)
	if len(d) != DeckSize {
		t.Fatalf("deck has %d cards", len(d))
	}
	n := countCards(d)
	if n[Wild] != 2 || n[Hike] != 0 || n[NewCard(12, Ring)] != 1 {
		t.Fatalf("base deck counts wrong: %v", n)
	}
	a := NewDeck(true)
	na := countCards(a)
	if len(a) != ActionsDeckSize || na[Wild] != 0 || na[Hike] != 2 || na[Silence] != 2 || na[Talk] != 2 || na[Room] != 2 {
		t.Fatalf("actions deck: %d cards, counts %v", len(a), na)
	}
	sum := 0
	for _, c := range d {
		sum += c.Value()
	}
	if sum != 4*91+28 {
		t.Fatalf("base deck values add up to %d", sum)
	}
}

func TestCardNotation(t *testing.T) {
	for _, tc := range []struct {
		in, out string
		rank    int
		suit    Suit
		value   int
	}{
		{"12R", "12R", 12, Ring, 12},
		{"1h", "1H", 1, Heart, 1},
		{"13d", "13D", 13, Disco, 13},
		{"7F", "7F", 7, Flowers, 7},
		{"w", "W", 0, 0, 14},
		{"Wild", "W", 0, 0, 14},
		{"hike", "HIKE", 0, 0, 0},
		{"Silence", "SILENCE", 0, 0, 0},
		{"TALK", "TALK", 0, 0, 0},
		{"room", "ROOM", 0, 0, 0},
	} {
		c, err := Parse(tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if c.String() != tc.out || c.Rank() != tc.rank || c.Suit() != tc.suit || c.Value() != tc.value {
			t.Errorf("%s: got %s rank %d suit %v value %d", tc.in, c, c.Rank(), c.Suit(), c.Value())
		}
	}
	for _, bad := range []string{"", "14H", "0H", "12X", "H", "10", "WW", "+1H", "01H", "JOKER"} {
		_, err := Parse(bad)
		pe, ok := err.(*ParseError)
		if !ok || pe.Token != bad {
			t.Errorf("Parse(%q) = %v, want a ParseError naming it", bad, err)
		}
	}
	for _, c := range NewDeck(true) {
		back, err := Parse(c.String())
		if err != nil || back != c {
			t.Fatalf("%v does not round-trip: %v %v", c, back, err)
		}
	}
	b, err := json.Marshal([]Card{NewCard(12, Ring), Wild, Hike})
	if err != nil || string(b) != `["12R","W","HIKE"]` {
		t.Fatalf("json %s %v", b, err)
	}
	var back []Card
	if err := json.Unmarshal(b, &back); err != nil || Format(back) != "12R W HIKE" {
		t.Fatalf("json back %v %v", back, err)
	}
	if _, err := ParseList("1H 2F ZZ"); err == nil || !strings.Contains(err.Error(), `"ZZ"`) {
		t.Fatalf("ParseList error %v", err)
	}
}

func TestMoveNotation(t *testing.T) {
	for _, text := range []string{
		"1: play 12R @350", "1: play HIKE 7", "1: play ROOM 2", "2: play SILENCE", "0: match 7F",
		"0: match W", "0: block", "0: withdraw @90", "0: room 1", "2: shield @600", "0: counter @700",
		"0: slap @412", "0: pass", "0: discard 3H", "tick @1500", "1: play TALK",
	} {
		m, err := ParseMove(-1, text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if m.String() != text {
			t.Errorf("%q prints as %q", text, m.String())
		}
	}
	m, err := ParseMove(2, "SLAP @5")
	if err != nil || m != (Move{Seat: 2, Kind: MoveSlap, At: 5}) {
		t.Fatalf("default seat: %+v %v", m, err)
	}
	m, err = ParseMove(0, "1:play 7h")
	if err != nil || m != (Move{Seat: 1, Kind: MovePlay, Card: NewCard(7, Heart)}) {
		t.Fatalf("compact seat: %+v %v", m, err)
	}
	for _, tc := range []struct{ text, want string }{
		{"", "empty"},
		{"1: jump", `"jump"`},
		{"1: play", "play takes"},
		{"1: play 14H", `"14H"`},
		{"1: play HIKE", "rank it stands for"},
		{"1: play HIKE x", `"x"`},
		{"1: play ROOM", "Duo seat"},
		{"1: play 7H 3", "second argument"},
		{"5: slap", `"5"`},
		{"0: slap @-3", `"@-3"`},
		{"0: slap now", "nothing but"},
		{"0: match", "one card"},
		{"0: room x", `"x"`},
	} {
		_, err := ParseMove(0, tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseMove(%q) = %v, want an error naming %s", tc.text, err, tc.want)
		}
	}
}

func TestOptions(t *testing.T) {
	o, err := ParseOptions([]string{"Snap", "doubledown", "", "actions", "playout", "snap", "pace=900"})
	if err != nil || !o.Snap || !o.DoubleDown || !o.Actions || !o.PlayOut || o.WindowMs() != 900 {
		t.Fatalf("%+v %v", o, err)
	}
	if got := strings.Join(o.IDs(), ","); got != "snap,doubledown,actions,playout,pace=900" {
		t.Fatalf("IDs %s", got)
	}
	if (Options{}).WindowMs() != DefaultWindowMs || len((Options{}).IDs()) != 0 {
		t.Fatal("default options")
	}
	for _, bad := range []string{"turbo", "pace=5", "pace=x", "pace=20000"} {
		if _, err := ParseOptions([]string{bad}); err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

func TestHiddenCardJSON(t *testing.T) {
	b, err := json.Marshal([]Card{Hidden, Wild})
	if err != nil || string(b) != `["??","W"]` {
		t.Fatalf("json %s %v", b, err)
	}
	var back []Card
	if err := json.Unmarshal(b, &back); err != nil || len(back) != 2 || back[0] != Hidden || back[1] != Wild {
		t.Fatalf("json back %v %v", back, err)
	}
}

// TestTwoPacesAreRefused: "pace=300,pace=400" does not silently keep the last pace; the
// same pace twice counts once, like any repeated option.
func TestTwoPacesAreRefused(t *testing.T) {
	if _, err := ParseOptions([]string{"pace=300", "pace=400"}); err == nil || !strings.Contains(err.Error(), "two paces given, pace=300 and pace=400") {
		t.Fatalf("two paces: %v", err)
	}
	if o, err := ParseOptions([]string{"pace=300", "PACE=300"}); err != nil || o.PaceMs != 300 {
		t.Fatalf("the same pace twice: %+v, %v", o, err)
	}
}
