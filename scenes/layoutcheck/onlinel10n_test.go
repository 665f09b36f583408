//go:build display

package layoutcheck

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/prefs"
	"parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/geom"
)

// onlineData are the things an online strip shows that are no words: an address, a
// room code, a seed's sealed hash.
var onlineData = regexp.MustCompile(`https?://\S+|\b[A-Z0-9]{6}\b|[0-9a-f]{8}…[0-9a-f]{8}`)

// TestOnlineWordsSpeakTheLanguage: the words of online play and of the replay viewer
// draw no English in the pseudo-locale: the online strip over a table waiting in its
// room, and the replay bar (its title, status line with the move in the game's words,
// and buttons, the More panel's too) over each game's replay, at 1280×800 and 390×844.
// The table under them speaks its game's words, checked with the game's screens.
func TestOnlineWordsSpeakTheLanguage(t *testing.T) {
	e := layoutEnv(t)
	t.Cleanup(func() { l10n.Set(l10n.En) })
	l10n.Set(l10n.Pseudo)
	byName := map[string]aScreen{}
	for _, s := range slices.Concat(allScreens, replayScreens) {
		byName[s.name] = s
	}
	names := []string{"online", "replay"}
	for _, s := range replayScreens {
		names = append(names, s.name)
	}
	rec := &ui.LayoutRec{}
	for _, name := range names {
		for _, sz := range []size{{1280, 800, false}, {390, 844, true}} {
			a := scenetest.App(prefs.Instant)
			_, c := draw(t, e, a, byName[name], sz, rec, "", "")
			var area geom.Rect
			switch sc := a.Top().(type) {
			case *screens.Replay:
				area = sc.BarRect()
			default:
				if r := scenes.RemoteOf(sc); r != nil {
					area = r.StripRect(c)
				}
			}
			if area.W == 0 {
				t.Fatalf("%s at %dx%d: no online strip or replay bar drawn", name, sz.w, sz.h)
			}
			// A bar at the top lies over the table's top rows: what it covers is the
			// table's, checked with it.
			from := slices.IndexFunc(rec.Items, func(it ui.RecItem) bool { return it.Kind == ui.RecPanel && it.R == area })
			var bad []string
			n := 0
			for _, it := range rec.Items[max(from, 0):] {
				if it.Kind != ui.RecText || !area.Contains(it.R.CX(), it.R.CY()) {
					continue
				}
				n++
				text := it.Text
				if it.Full != "" {
					text = it.Full
				}
				if ws := untranslated(onlineData.ReplaceAllString(text, " ")); len(ws) > 0 {
					bad = append(bad, strings.Join(ws, " ")+" in "+strings.ReplaceAll(text, "\n", " "))
				}
			}
			if n < 2 {
				t.Errorf("%s at %dx%d: %d texts in the strip or bar %v", name, sz.w, sz.h, n, area)
			}
			if len(bad) > 0 {
				t.Errorf("%s at %dx%d draws English in the pseudo-locale:\n\t%s", name, sz.w, sz.h, strings.Join(first(bad, 20), "\n\t"))
			}
		}
	}
}
