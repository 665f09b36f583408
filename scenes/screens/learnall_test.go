//go:build display

package screens_test

import (
	"parlor/scenes"
	"parlor/scenes/thirdwheel"
	"parlor/scenes/triples"
	"parlor/scenes/troeven"
)

// Every game, so that the menu's and the rules screen's tests (TestMenuFitsEveryGame,
// TestMenuLearnToPlay, ...) see each game's summary, options and lesson.
func init() {
	scenes.Register(troeven.Info())
	scenes.Register(triples.Info())
	scenes.Register(thirdwheel.Info())
}
