//go:build display

package troeven

import (
	"testing"

	. "parlor/scenes/scenetest"
)

// TestRulesScreenSaysRulesMD: the rules screen says every ruling of RULES.md §2.
func TestRulesScreenSaysRulesMD(t *testing.T) {
	RulesSay(t, Info(),
		"three players", "first dealer is picked at random", "dealer's right cuts", "dealer's left is the caller",
		"ace 4, king 3, queen 2, jack 1", "does not have to trump", "caller leads the first trick",
		"even one the caller does not hold", "the hidden ones do not count", "the dummy leads the next one",
		"each player keeps their own", "caller must draw a new branch", "at 20 points each nothing changes",
		"7 of clubs and the 7 of spades", "starts with 5 branches", "most points are shared, nothing changes",
		"share the win", "refused, with the rule it breaks")
}
