// Package all is the one list of the games Parlor's front end ships, in menu order:
// cmd/parlor and the tests that need every game register them from here. Adding a
// game's table adds it to this list (and its rules core to gameplay/games).
package all

import (
	"parlor/scenes"
	"parlor/scenes/thirdwheel"
	"parlor/scenes/threethirteen"
	"parlor/scenes/triples"
	"parlor/scenes/troeven"
)

// Games are every game's registration, in menu order.
func Games() []*scenes.GameInfo {
	return []*scenes.GameInfo{threethirteen.Info(), troeven.Info(), triples.Info(), thirdwheel.Info()}
}

// Register adds every game to the menu (scenes.Register), in menu order.
func Register() {
	for _, g := range Games() {
		scenes.Register(g)
	}
}
