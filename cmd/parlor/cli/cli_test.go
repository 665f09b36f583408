package cli

import (
	"errors"
	"strings"
	"testing"
)

func TestParseAcceptsWhatParlorSimAccepts(t *testing.T) {
	f, err := Parse([]string{"-seed", "0", "-scene", "table"})
	if err != nil || !f.SeedSet || f.Seed != 0 {
		t.Fatalf("-seed 0: %+v, %v; want seed 0 kept, as parlor-sim keeps it", f, err)
	}
	f, err = Parse([]string{"-autoplay", "-games", "3", "-game", "Triples", "-players", "2"})
	if err != nil || f.Games != 3 || f.Game != "triples" || !f.Autoplay {
		t.Fatalf("-autoplay -games 3: %+v, %v", f, err)
	}
	if f, err := Parse([]string{"-game", "triples", "-options", "chill", "-rounds", "7"}); err != nil || f.Rounds != 7 {
		t.Fatalf("chill -rounds 7: %+v, %v", f, err)
	}
	if f, err := Parse(nil); err != nil || f.SeedSet || f.Games != 0 || f.Scene != "menu" {
		t.Fatalf("no flags: %+v, %v", f, err)
	}
	if _, err := Parse([]string{"-h"}); !errors.Is(err, ErrHelp) {
		t.Fatalf("-h: %v, want ErrHelp", err)
	}
}

func TestParseNamesWhatIsWrong(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-bots", "foo"}, `unknown bot level "foo"`},
		{[]string{"-bots", "human,normal,genius"}, `unknown bot level "genius"`},
		{[]string{"-players", "3", "-bots", "easy"}, "-bots lists 1 seat but -players is 3"},
		{[]string{"-games", "2"}, "give -autoplay too"},
		{[]string{"-autoplay", "-games", "0"}, "bad -games 0"},
		{[]string{"-seed", "-1"}, `bad -seed "-1"`},
		{[]string{"-game", "troeven", "-variant", "short"}, `unknown troeven variant "short"`},
		{[]string{"-game", "triples", "-players", "11"}, "Triples takes 2 to 10 players, not 11"},
		{[]string{"-options", "forbid-retake,,"}, "empty option"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-game", "triples", "-rounds", "5"}, "3 rounds"},
		{[]string{"-quick", "poker"}, `bad -quick "poker": unknown game`},
		{[]string{"-quick", ""}, `bad -quick "": want a game`},
		{[]string{"-quick", "triples", "-room", "BCDFGH"}, "give -room or -quick, not both"},
		{[]string{"-rematch", "-room", "BCDFGH"}, "-rematch needs no other online flag"},
	} {
		_, err := Parse(tc.args)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v; want an error containing %q", tc.args, err, tc.want)
		}
	}
}

// TestOnlineFlags: -quick takes a game id in any case, -rematch stands alone.
func TestOnlineFlags(t *testing.T) {
	f, err := Parse([]string{"-connect", "ws://127.0.0.1:8080/ws", "-quick", "Triples"})
	if err != nil || f.Quick != "triples" {
		t.Fatalf("-quick Triples: %+v, %v", f, err)
	}
	if f, err := Parse([]string{"-rematch"}); err != nil || !f.Rematch {
		t.Fatalf("-rematch: %+v, %v", f, err)
	}
}
