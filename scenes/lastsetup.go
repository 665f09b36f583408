package scenes

import (
	"strings"

	"parlor/scenes/prefs"
)

// RememberSetup keeps s in the settings as the last setup (game, variant, options,
// seats), for the menu's next start. Error: the settings could not be saved.
func RememberSetup(a *App, s Setup) error {
	a.Prefs.Last = prefs.LastSetup{Game: s.Game, Variant: s.Variant, Options: strings.Join(s.Options, ","), Seats: strings.Join(s.Levels(), ",")}
	return a.SavePrefs()
}

// LastSetup is the remembered setup with the given seed, checked as the command line's
// is (ParseSetup); false when none is remembered or it no longer fits the games.
func LastSetup(p prefs.Settings, seed uint64) (Setup, bool) {
	l := p.Last
	if l.Game == "" {
		return Setup{}, false
	}
	s, err := ParseSetup(l.Game, l.Variant, 0, l.Options, l.Seats, seed, false)
	return s, err == nil
}
