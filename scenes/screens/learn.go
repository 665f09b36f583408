package screens

import (
	"parlor/scenes"
	"parlor/scenes/l10n"
)

// learnHint is the hint of the buttons that open a game's guided first game (the
// menu's and the rules screen's).
const learnHint = "A short guided game: a narrator shows each rule on a fixed deal (skip or leave at any step; your progress is kept)"

// learn opens g's guided first game where the player left it (scenes.StartLesson); the
// menu's status line says why when it cannot.
func (m *Menu) learn(a *scenes.App, g *scenes.GameInfo) {
	sc, err := scenes.StartLesson(a, g)
	if err != nil {
		m.status = l10n.T("The lesson cannot start: %s", err.Error())
		return
	}
	a.Goto(sc)
}
