package scenetest

import (
	"strings"
	"testing"

	"parlor/scenes"
)

// RulesSay fails t for every phrase the rules screen of g does not say (case is
// ignored; the screen's text is every section's title and paragraphs, joined by spaces).
// Each game's test lists what RULES.md rules for it.
func RulesSay(t *testing.T, g *scenes.GameInfo, phrases ...string) {
	t.Helper()
	var b strings.Builder
	for _, s := range g.Rules {
		b.WriteString(s.Title + " ")
		for _, p := range s.Text {
			b.WriteString(p + " ")
		}
	}
	text := strings.ToLower(b.String())
	for _, p := range phrases {
		if !strings.Contains(text, strings.ToLower(p)) {
			t.Errorf("the %s rules screen does not say %q", g.Name, p)
		}
	}
}
