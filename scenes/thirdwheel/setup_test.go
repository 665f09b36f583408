//go:build display

package thirdwheel

import (
	"slices"
	"strings"
	"testing"

	"parlor/scenes"
	. "parlor/scenes/scenetest"
)

// TestSetupTakesThePaceAsRecordsDo: `parlor -options pace=300` is accepted like the same
// option in a game record, two paces are refused, and a wrong seat count says "exactly
// 3" (not "3 to 3").
func TestSetupTakesThePaceAsRecordsDo(t *testing.T) {
	s, err := scenes.ParseSetup(ID, "", 0, "snap,pace=300", "", 1, true)
	if err != nil || !slices.Equal(s.Options, []string{"snap", "pace=300"}) {
		t.Fatalf("pace=300: %+v, %v", s.Options, err)
	}
	if tb := Started(t, info, build, s); st(tb).View(0).WindowMs != 300 {
		t.Fatalf("table with pace=300: a window of %d ms", st(tb).View(0).WindowMs)
	}
	for options, want := range map[string]string{
		"pace=300,pace=400": "two paces given",
		"pace=50":           `bad thirdwheel option "pace=50"`,
		"turbo":             `unknown thirdwheel option "turbo"`,
	} {
		if _, err := scenes.ParseSetup(ID, "", 0, options, "", 1, true); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("-options %s: %v, want %q", options, err, want)
		}
	}
	if _, err := scenes.ParseSetup(ID, "", 4, "", "", 1, true); err == nil || err.Error() != "Third Wheel is for exactly 3 players, not 4" {
		t.Errorf("4 players: %v", err)
	}
}
