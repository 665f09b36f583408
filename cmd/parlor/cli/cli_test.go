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

// TestFlagErrorsInWords: the flag package's own errors come out naming the flag, the
// value and what it wants.
func TestFlagErrorsInWords(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-players", "abc"}, `bad -players "abc": want a whole number`},
		{[]string{"-autoplay=maybe"}, `bad -autoplay "maybe": want true or false`},
		{[]string{"-exit-after", "soon"}, `bad -exit-after "soon": want a duration`},
		{[]string{"-fbclid=x"}, "unknown flag -fbclid (parlor -h lists them)"},
		{[]string{"-game"}, "-game needs a value"},
	} {
		_, err := Parse(tc.args)
		if err == nil || err.Error() != tc.want && !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v; want %q", tc.args, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "flag provided") {
			t.Errorf("Parse(%q) = %v: the flag package's words", tc.args, err)
		}
	}
}

// TestFromAddress: a page's address parameters that are not parlor's flags are set aside
// by name, the rest kept in order, and what is kept parses.
func TestFromAddress(t *testing.T) {
	flags, ignored := FromAddress([]string{"-game=troeven", "-fbclid=IwAR0x", "-autoplay", "-utm_source=whatsapp", "-h", "-seed=5", "-="})
	if strings.Join(flags, " ") != "-game=troeven -autoplay -seed=5" {
		t.Errorf("kept %q", flags)
	}
	if strings.Join(ignored, " ") != "fbclid utm_source h " {
		t.Errorf("ignored %q", ignored)
	}
	if f, err := Parse(flags); err != nil || f.Game != "troeven" || !f.Autoplay || f.Seed != 5 {
		t.Errorf("Parse(%q) = %+v, %v", flags, f, err)
	}
}

// TestAddressWords: the browser's messages name address parameters, not flags.
func TestAddressWords(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"bad -players 0: want a positive number (or leave -players out for the game's default)",
			"players=0 in the address cannot be used: want a positive number (or leave players out for the game's default)"},
		{`bad -scene "lobby": want menu, table, scoring, stats or history`, "scene=lobby in the address cannot be used: want menu, table, scoring, stats or history"},
		{`bad -seed "a \"b\"": want a whole number`, `seed=a "b" in the address cannot be used: want a whole number`},
		{"-screenshot and -exit-after are for the desktop game", "screenshot and exit-after are for the desktop game"},
		{"-room AB needs -connect ws://HOST:PORT/ws", "room AB needs connect ws://HOST:PORT/ws"},
		{"Triples takes 2 to 10 players, not 11", "Triples takes 2 to 10 players, not 11"},
		{"bad -nonsense 3: x; 2-player game", "bad -nonsense 3: x; 2-player game"},
	} {
		if got := AddressWords(tc.in); got != tc.want {
			t.Errorf("AddressWords(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestLang: -lang takes a language's code as people and systems write it, and a page's
// ?lang=nl is the same flag; a language Parlor does not speak is named with the ones it
// does.
func TestLang(t *testing.T) {
	for in, want := range map[string]string{"nl": "nl", "DE": "de", "fr_FR.UTF-8": "fr", "es-MX": "es", "pseudo": "pseudo", "en-XA": "pseudo"} {
		if f, err := Parse([]string{"-lang", in}); err != nil || f.Lang != want {
			t.Errorf("-lang %s: %+v, %v; want %s", in, f.Lang, err, want)
		}
	}
	if f, err := Parse(nil); err != nil || f.Lang != "" {
		t.Errorf("no -lang: %q, %v", f.Lang, err)
	}
	flags, ignored := FromAddress([]string{"-lang=nl", "-scene=menu"})
	if f, err := Parse(flags); err != nil || len(ignored) != 0 || f.Lang != "nl" {
		t.Errorf("?lang=nl: %q %q: %+v, %v", flags, ignored, f, err)
	}
	for _, bad := range []string{"klingon", "", "x"} {
		_, err := Parse([]string{"-lang", bad})
		if err == nil || !strings.Contains(err.Error(), "en, nl, de, fr, es or pseudo") {
			t.Errorf("-lang %q: %v; want the languages named", bad, err)
		}
	}
	_, err := Parse([]string{"-lang=tlh"})
	if got := AddressWords(err.Error()); !strings.HasPrefix(got, "lang=tlh in the address cannot be used: want") {
		t.Errorf("address words: %q", got)
	}
}
