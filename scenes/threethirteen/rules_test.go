//go:build display

package threethirteen

import (
	"testing"

	. "parlor/scenes/scenetest"
)

// TestRulesScreenSaysRulesMD: the rules screen says every ruling of RULES.md §1.
func TestRulesScreenSaysRulesMD(t *testing.T) {
	RulesSay(t, Info(),
		"two to six players", "one deck", "two decks", "three decks", // player counts and decks
		"first dealer is drawn at random", "moves one seat clockwise", "dealer's left takes the first turn",
		"turned face up to start the discard pile",
		"you may not throw back the very card", // forbid-retake
		"k-a-2", "never has two cards in the same place", "aces are always low",
		"several wilds", "all wilds", "its own card",
		"exactly one more turn", "comes back round to the player who went out",
		"go out with this card?", "bots make that choice",
		"until someone wants to draw from it", "true lowest score", "printed value",
		"only the players tied for the lead can win", "still tied, they share the win", "kings wild",
		"refused, with the rule it breaks")
}
