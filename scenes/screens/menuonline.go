package screens

import (
	"time"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/saves"
)

// onlineHint is the menu's Online button's hint.
const onlineHint = "Play over the network: quick play, public rooms, a friend's room by its code, rematches and ratings"

// dailyHint is the menu's Daily deal button's hint.
const dailyHint = "Today's deal of each game, the same for everyone online: play it here, then see the day's board"

// offerOnline offers Continue for the seat this device holds in an online game still
// going on (seats.json), when it is newer than the game in progress here (sv, nil for
// none): "Continue online: Triples, room BCDFGH". It reports that it did.
func (m *Menu) offerOnline(a *scenes.App, sv *saves.Saved) bool {
	e, ok := saves.LastSeat(a.Saves, false, time.Now())
	if !ok || sv != nil && sv.Date.After(time.UnixMilli(e.At)) {
		return false
	}
	name := e.Game
	if g, ok := scenes.Lookup(e.Game); ok {
		name = g.Name
	}
	m.online = &e
	m.savedText = l10n.T("Continue online: %s, room %s", name, e.Room)
	return true
}
