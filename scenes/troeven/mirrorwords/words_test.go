package mirrorwords

import (
	"regexp"
	"strings"
	"testing"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// english finds a run of three plain ASCII letters: in the pseudo-locale every
// translated word is accented, so such a run is a word that missed the catalogues.
var english = regexp.MustCompile(`[A-Za-z]{3,}`)

// TestWordsSpeakTheLanguage plays a whole game of each version with bots in the
// pseudo-locale and words it for seat 0 as the mirror does: every event said, the
// table's title, status and sections, every legal move's label and the scores go
// through the catalogues (no plain English word but the seats' names and Troeven).
func TestWordsSpeakTheLanguage(t *testing.T) {
	l10n.Set(l10n.Pseudo)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	g, err := games.Find("troeven")
	if err != nil {
		t.Fatal(err)
	}
	names := mirror.Names{Seats: []string{"You", "Basil (normal)", "Player 3"}, Viewer: 0}
	var w troeven
	for _, variant := range []string{"dummy", "solo"} {
		m, err := match.New(g, match.Config{Players: 3, Variant: variant, Seed: 11}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var bots []match.Bot
		for s := 0; s < 3; s++ {
			b, err := g.NewBot("easy", s, uint64(s+1))
			if err != nil {
				t.Fatal(err)
			}
			bots = append(bots, b)
		}
		seat, err := m.Seat(0)
		if err != nil {
			t.Fatal(err)
		}
		said := map[string]bool{}
		look := func() {
			for _, ev := range seat.Events() {
				said[w.Say(ev, names)] = true
			}
			title, status, secs := w.Table(seat.View(), names)
			said[title], said[status] = true, true
			for _, s := range secs {
				said[s.Heading] = true
				for _, it := range s.Items {
					said[it] = true
				}
			}
			for _, mv := range seat.Legal() {
				said[w.Label(mv, seat.View())] = true
			}
			for _, s := range w.Scores(seat.View(), names) {
				said[s] = true
			}
		}
		d := m.NewDriver(bots)
		for n := 0; !m.Over(); n++ {
			look()
			if n > 20000 {
				t.Fatal("no end")
			}
			mv, err := d.Next()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := m.Apply(mv); err != nil {
				t.Fatal(err)
			}
		}
		look()
		delete(said, "")
		if len(said) < 50 {
			t.Errorf("%s: only %d lines said", variant, len(said))
		}
		for s := range said {
			plain := s
			for _, n := range []string{"Basil", "Troeven"} {
				plain = strings.ReplaceAll(plain, n, "")
			}
			if ws := english.FindAllString(plain, -1); len(ws) > 0 {
				t.Errorf("%s: %q is English (%q)", variant, s, ws)
			}
		}
	}
}
