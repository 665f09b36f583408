package scenes

import (
	"parlor/scenes/prefs"
	"parlor/scenes/remote"
)

// OnlineOf is what a connection needs of the App: its store of seats and keys and the
// player's name (remote.Online).
func OnlineOf(a *App) remote.Online {
	return remote.Online{Saves: a.Saves, Name: prefs.CleanName(a.Prefs.Name)}
}
