// Package screens holds Parlor's screens around the tables: the menu, the online
// screen (the lobby), a game's rules, the history of finished games, the statistics,
// the score sheet and the replay viewer. They build on package scenes (the App, the
// games' registry, sessions and tables) and draw with scenes/ui.
//
// Package scenes never imports this one: the few ways from a table to a screen (to
// the menu, the score sheet, the rules, the lobby) are hooks on the App
// (scenes.Screens), which Install sets.
package screens

import (
	"parlor/assets/sound"
	"parlor/scenes"
	"parlor/scenes/ui"
)

// clickEffect is the sound of a button.
const clickEffect = sound.Click

// Install sets a's hooks to this package's screens (scenes.Screens): the menu, the
// score sheet, the rules and the lobby.
func Install(a *scenes.App) {
	a.Screens = scenes.Screens{
		Menu: func(s scenes.Setup) scenes.Scene { return NewMenu(s) },
		Scores: func(sh *ui.ScoreSheet, resume scenes.Scene, newGame func(*scenes.App) (scenes.Scene, error)) scenes.Scene {
			return NewScoring(sh, resume, newGame)
		},
		Rules: func(g *scenes.GameInfo, learn bool) scenes.Scene {
			return &Rules{g: g, learn: learn}
		},
		Lobby: func(s scenes.Setup, code string) scenes.Scene { return NewLobby(s, code) },
	}
}

// NewApp is scenes.NewApp with this package's screens installed.
func NewApp(launch scenes.Setup) *scenes.App {
	a := scenes.NewApp(launch)
	Install(a)
	return a
}
