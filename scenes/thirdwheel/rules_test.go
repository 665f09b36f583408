//go:build display

package thirdwheel

import (
	"testing"

	. "parlor/scenes/scenetest"
)

// TestRulesScreenSaysRulesMD: the rules screen says every ruling of RULES.md §3, the
// fairness rulings included.
func TestRulesScreenSaysRulesMD(t *testing.T) {
	RulesSay(t, Info(),
		"exactly three players", "drawn at random", "54 cards", "worth 14", "falls back to 50",
		"the game ends there", "below 0", "deck is empty",
		"1.5 seconds", "pace=ms", "after its own reaction time", "never compared for a snap",
		"a wild snaps only once", "never shut the duo out",
		"score freezes as a floor", "breaks a pair",
		"slap when there is nothing to slap always costs", "locked out of slapping for one second",
		"game time is real time", "never by counting frames", "replay runs exactly the same", "called off",
		"seeded coin", "one press is one slap",
		"deck grows to 60", "85 or more", "read the room",
		"third wheel can no longer slap", "neither duo hand holds a card that scores",
		"set aside face down", "between 45 and 55", "setup screen and the deck panel show it",
		"easy duo bot plays its lowest card", "hard third wheel keeps its wilds")
}
