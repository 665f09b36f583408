//go:build !js

package saves

import (
	"regexp"
	"strings"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/triples"
	"parlor/scenes/l10n"
)

// TestBrokenTextInTheLanguage: a broken saved game is said in the language on: in
// Dutch with the refused move named, in the pseudo-locale with no English word left
// (only the file's names and the move's notation), in English as the error has it.
func TestBrokenTextInTheLanguage(t *testing.T) {
	defer l10n.Set(l10n.En)
	good := playTo(t, triples.Game, match.Config{Players: 3, Seed: 4}, []string{"human", "easy", "easy"}, 10)
	data, _, _ := encode(good, t0, nil)
	plain := regexp.MustCompile(`[A-Za-z]{3,}`)
	for _, tc := range []struct{ name, data, nl string }{
		{"garbage", "\x00\x01 not json", "Kan het bewaarde spel (autosave.json) niet gebruiken: de gegevens zijn beschadigd of komen niet van Parlor. De gegevens zijn bewaard als autosave.json.broken."},
		{"illegal move", strings.Replace(string(data), `"draw"`, `"play RH1 RH2"`, 1), `mag daar niet volgens de regels. De gegevens zijn bewaard als autosave.json.broken.`},
	} {
		st := NewMem()
		st.Write(AutosaveName, []byte(tc.data))
		_, err := LoadGame(st)
		if err == nil {
			t.Fatalf("%s: no error", tc.name)
		}
		l10n.Set(l10n.En)
		if en := BrokenText(err); !strings.HasPrefix(en, "The saved game (autosave.json) could not be used: ") || !strings.HasSuffix(en, " It was kept as autosave.json.broken.") {
			t.Errorf("%s: in English %q", tc.name, en)
		}
		l10n.Set(l10n.Nl)
		if nl := BrokenText(err); !strings.HasSuffix(nl, tc.nl) {
			t.Errorf("%s: in Dutch %q, want it to end %q", tc.name, nl, tc.nl)
		}
		l10n.Set(l10n.Pseudo)
		ps := BrokenText(err)
		rest := strings.NewReplacer("autosave.json.broken", "", "autosave.json", "", `"play RH1 RH2"`, "", "Parlor", "").Replace(ps)
		if ws := plain.FindAllString(rest, -1); len(ws) > 0 {
			t.Errorf("%s: English %q in %q", tc.name, ws, ps)
		}
	}
}
