//go:build display

package triples

import (
	"strings"
	"testing"

	tr "parlor/gameplay/triples"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// TestChillModeChoosesRounds: with chill mode on, the menu offers the game's length
// (a Rounds row, 3 by default) and the table plays the rounds chosen; without chill
// mode there is no choice (a scored game is 3 rounds).
func TestChillModeChoosesRounds(t *testing.T) {
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	if rs, _ := chillRounds(Setup(t, ID, "", 2, "", "", 1)); rs != nil {
		t.Errorf("scored game offers %v rounds", rs)
	}
	setup := Setup(t, ID, "", 2, "chill", "", 1)
	a := screens.NewApp(setup)
	a.W, a.H, a.Scale = ui.BaseW, ui.BaseH, 1
	m := screens.NewMenu(setup)
	a.Goto(m)
	keys := func(ks ...input.Key) { Press(m, a, ks...) }
	keys()               // lay out; the focus starts on Start
	keys(input.KeyTab)   // history
	keys(input.KeyTab)   // statistics
	keys(input.KeyTab)   // daily deal
	keys(input.KeyTab)   // game
	keys(input.KeyTab)   // learn to play
	keys(input.KeyTab)   // players
	keys(input.KeyDown)  // seat 1
	keys(input.KeyDown)  // seat 2
	keys(input.KeyDown)  // option chill (on)
	keys(input.KeyDown)  // rounds: 3
	keys(input.KeyRight) // 4
	keys(input.KeyRight) // 5
	for range 11 {       // seed, new seed, speed, sound, four colours, language, rules, online, quit, full screen, start
		keys(input.KeyTab)
	}
	keys(input.KeyEnter)
	if a.Next() == nil {
		t.Fatal("Enter on Start did not start a game")
	}
	if a.Launch.Rounds != 5 || !a.Launch.Has("chill") {
		t.Fatalf("started %+v, want chill mode and 5 rounds", a.Launch)
	}
	tb := Started(t, info, build, a.Launch)
	if got := st(tb).View(0).Rounds; got != 5 {
		t.Errorf("the table plays %d rounds, want 5", got)
	}
}

// TestFinalSheetNamesTheWinner: a finished chill game's sheet names its winner (it
// used to show only the chill note).
func TestFinalSheetNamesTheWinner(t *testing.T) {
	s := Setup(t, ID, "", 2, "chill", "normal,normal", 3)
	s.Rounds = 1
	tb := Started(t, info, build, s)
	a := App(prefs.Instant)
	for i := 0; i < 200000 && !tb.Final(); i++ {
		Step(tb, a, 1)
	}
	v := st(tb).View(0)
	if v.Phase != tr.PhaseOver {
		t.Fatal("the one-round chill game did not end")
	}
	sh := sheet(tb.Setup(), v)
	head, note := sh.Headline()
	if !sh.Over || !strings.Contains(head, "win") || head != ui.WinnersText(sh.Names, v.Winners) || note == "" {
		t.Fatalf("sheet over %v says %q, note %q; want the winners named and the chill note kept", sh.Over, head, note)
	}
}
