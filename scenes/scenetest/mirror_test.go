//go:build display

package scenetest_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/scenes"
	"parlor/scenes/mirror"
	"parlor/scenes/prefs"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// blindApp is an App with a fake mirror, run by its own Update (no devices), on a
// store in memory and a settings folder of the test's, showing sc.
func blindApp(t *testing.T, sc func() scenes.Scene) (*scenes.App, *mirror.Recorder, *saves.Mem) {
	t.Helper()
	t.Setenv("PARLOR_CONFIG_DIR", t.TempDir())
	a, st := withStore(prefs.Instant)
	fm := &mirror.Recorder{}
	a.Mirror, a.Feed = fm, func(*input.Input) {}
	a.Goto(sc())
	settle(t, a)
	return a, fm, st
}

// settle runs the App's Updates until no transition is under way and the top scene has
// run once.
func settle(t *testing.T, a *scenes.App) {
	t.Helper()
	for i := 0; i < 200; i++ {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		if !a.Transitioning() {
			return
		}
	}
	t.Fatalf("the App is still changing scenes, to %T", a.Next())
}

// press sends cmd as the mirror's page would, lets the App do it and settle, and
// returns what the mirror shows then; the next updates, with nothing changed, show
// nothing again (a screen's mirror is made when what it shows changes, not per frame).
func press(t *testing.T, a *scenes.App, fm *mirror.Recorder, cmd string) mirror.Model {
	t.Helper()
	send(t, a, fm, cmd)
	n := len(fm.Shown)
	for range 5 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if len(fm.Shown) != n {
		t.Errorf("%q: with nothing changed the mirror was shown %d times more in 5 updates of %T", cmd, len(fm.Shown)-n, a.Top())
	}
	return fm.Shown[n-1]
}

// send sends cmd as the mirror's page would and lets the App do it and settle; the
// mirror must be shown again.
func send(t *testing.T, a *scenes.App, fm *mirror.Recorder, cmd string) {
	t.Helper()
	n := len(fm.Shown)
	fm.Cmds = append(fm.Cmds, cmd)
	settle(t, a)
	settle(t, a) // the scene a command went to shows its mirror
	if len(fm.Shown) == n {
		t.Fatalf("%q: the mirror was not shown again", cmd)
	}
}

// shown is what the mirror shows now.
func shown(t *testing.T, fm *mirror.Recorder) mirror.Model {
	t.Helper()
	if len(fm.Shown) == 0 {
		t.Fatal("the mirror was never shown")
	}
	return fm.Shown[len(fm.Shown)-1]
}

// button is md's button labelled label (nil: none).
func button(md mirror.Model, label string) *mirror.Button {
	for i := range md.Buttons {
		if md.Buttons[i].Label == label {
			return &md.Buttons[i]
		}
	}
	return nil
}

// buttonLabels are md's buttons' labels.
func buttonLabels(md mirror.Model) []string {
	var out []string
	for _, b := range md.Buttons {
		out = append(out, b.Label)
	}
	return out
}

// saidHas reports that md said something containing part.
func saidHas(md mirror.Model, part string) bool {
	return slices.ContainsFunc(md.Said, func(s string) bool { return strings.Contains(s, part) })
}

// TestMirrorMenu: the menu's mirror offers each game to play against bots, its lesson
// and its rules, then Settings, History, Statistics, Play online and Daily deal, each doing what
// the drawn menu's entry does; the settings' buttons say each setting's value and
// change the setting the drawn menu changes (saved, and shown on its widgets); an
// unknown command gets words.
func TestMirrorMenu(t *testing.T) {
	a, fm, _ := blindApp(t, func() scenes.Scene { return screens.NewMenu(Setup(t, "triples", "", 2, "", "", 3)) })
	menu := a.Top().(*screens.Menu)
	md := shown(t, fm)
	for _, g := range scenes.Games() {
		if b := button(md, "Play "+g.Name+" against bots"); b == nil || b.Command != "start "+g.ID {
			t.Errorf("the menu's mirror has no button to play %s: %q", g.Name, buttonLabels(md))
		}
		if button(md, "Rules of "+g.Name) == nil {
			t.Errorf("the menu's mirror has no button for the rules of %s", g.Name)
		}
		if g.Lesson != nil && button(md, "Learn to play "+g.Name) == nil {
			t.Errorf("the menu's mirror has no button for the lesson of %s: %q", g.Name, buttonLabels(md))
		}
	}
	for _, l := range []string{"Settings", "History", "Statistics", "Play online", "Daily deal"} {
		if button(md, l) == nil {
			t.Errorf("the menu's mirror has no %s button: %q", l, buttonLabels(md))
		}
	}
	if len(md.Sections) != 1 || len(md.Sections[0].Items) != len(scenes.Games()) {
		t.Errorf("the menu's mirror lists %+v, want the games' summaries", md.Sections)
	}

	md = press(t, a, fm, "settings")
	if md.Title != "Settings" || button(md, "Sound: off. Press to turn it on.") == nil || button(md, "Speed: instant. Press for slow.") == nil {
		t.Fatalf("the settings' mirror shows %q: %q", md.Title, buttonLabels(md))
	}
	sound := func() *ui.Widget {
		for i, w := range menu.Widgets() {
			if w.Label == "Sound" {
				return &menu.Widgets()[i]
			}
		}
		t.Fatal("the drawn menu has no Sound")
		return nil
	}
	md = press(t, a, fm, button(md, "Sound: off. Press to turn it on.").Command)
	stored, err := prefs.Load()
	if a.Prefs.Muted || err != nil || stored.Muted || !sound().On {
		t.Errorf("Sound pressed in the mirror: muted %v, stored muted %v (%v), the drawn menu's Sound on %v", a.Prefs.Muted, stored.Muted, err, sound().On)
	}
	if button(md, "Sound: on. Press to turn it off.") == nil || !saidHas(md, "Sound: on") {
		t.Errorf("after Sound the settings' mirror says %q, shows %q", md.Said, buttonLabels(md))
	}
	md = press(t, a, fm, "speed")
	press(t, a, fm, "colours")
	if a.Prefs.Speed != prefs.Slow || !a.Prefs.FourColour || button(md, "Speed: slow. Press for normal.") == nil {
		t.Errorf("Speed and Four colours pressed: %+v; the mirror shows %q", a.Prefs, buttonLabels(md))
	}
	// The drawn menu's Sound, clicked, changes the mirror too.
	w := sound()
	x, y := w.X+w.W/2, w.Y+w.H/2
	for _, in := range []input.Input{{Pointer: true, X: x, Y: y, Down: true, Pressed: true}, {Pointer: true, X: x, Y: y, Released: true}} {
		a.Feed = func(i *input.Input) { *i = in }
		settle(t, a)
	}
	a.Feed = func(*input.Input) {}
	if md := shown(t, fm); !a.Prefs.Muted || button(md, "Sound: off. Press to turn it on.") == nil {
		t.Errorf("the drawn menu's Sound clicked: muted %v, the mirror shows %q", a.Prefs.Muted, buttonLabels(md))
	}

	md = press(t, a, fm, "back")
	if button(md, "Play Triples against bots") == nil {
		t.Fatalf("Back from the settings shows %q", buttonLabels(md))
	}
	md = press(t, a, fm, "no such thing")
	if !saidHas(md, "is not a command") || a.Top() != scenes.Scene(menu) {
		t.Errorf("an unknown command was answered %q", md.Said)
	}

	md = press(t, a, fm, "rules triples")
	if _, ok := a.Top().(*screens.Rules); !ok || md.Title != "How to play Triples" {
		t.Fatalf("Rules of Triples opened %T, its mirror %q", a.Top(), md.Title)
	}
	g, _ := scenes.Lookup("triples")
	if len(md.Sections) != len(g.Rules) || len(md.Sections[0].Items) != len(g.Rules[0].Text) || md.Sections[1].Heading != g.Rules[1].Title {
		t.Errorf("the rules' mirror has %d sections, want %d: %+v", len(md.Sections), len(g.Rules), md.Sections)
	}
	if b := md.Buttons[len(md.Buttons)-1]; b.Label != "Back" || button(md, "Learn to play") == nil {
		t.Errorf("the rules' mirror (from the menu) offers %q, want the lesson and Back", buttonLabels(md))
	}
	md = press(t, a, fm, "back")
	if a.Top() != scenes.Scene(menu) || button(md, "Play Triples against bots") == nil {
		t.Fatalf("Back from the rules left %T on top, the mirror showing %q", a.Top(), buttonLabels(md))
	}

	screens.OnlineServer = "ws://127.0.0.1:1/ws" // nothing answers there
	defer func() { screens.OnlineServer = "ws://127.0.0.1:8080/ws" }()
	for _, c := range []struct {
		cmd  string
		want func(scenes.Scene) bool
	}{
		{"history", func(s scenes.Scene) bool { _, ok := s.(*screens.History); return ok }},
		{"statistics", func(s scenes.Scene) bool { _, ok := s.(*screens.Stats); return ok }},
		{"online", func(s scenes.Scene) bool { _, ok := s.(*screens.Lobby); return ok }},
		{"daily", func(s scenes.Scene) bool { _, ok := s.(*screens.Daily); return ok }},
		{"learn triples", func(s scenes.Scene) bool { return scenes.ShellOf(s) != nil }},
		{"start triples", func(s scenes.Scene) bool { return scenes.ShellOf(s) != nil }},
	} {
		a.Goto(screens.NewMenu(Setup(t, "triples", "", 2, "", "", 3)))
		settle(t, a)
		settle(t, a)
		send(t, a, fm, c.cmd) // the online screen may hear from the server meanwhile

		if !c.want(a.Top()) {
			t.Errorf("%q from the menu's mirror opened %T", c.cmd, a.Top())
		}
	}
}

// TestMirrorHistoryAndStats: the history's mirror lists the games kept (game, when,
// result, online or here, who played) with a Replay each, which opens the replay
// viewer, whose mirror steps through the game saying each move, turns the table to
// another seat, and goes back to the history; the statistics' mirror lists each game's figures, counts the games the
// drawn screen's choice counts, asks before a reset; Back goes to the menu.
func TestMirrorHistoryAndStats(t *testing.T) {
	a, fm, st := blindApp(t, func() scenes.Scene { return screens.NewMenu(Setup(t, "triples", "", 2, "", "", 3)) })
	now := time.Now()
	saves.AddHistory(st, playedOut(t, "triples", 3), now.Add(-2*time.Hour))
	saves.AddHistory(st, playedOut(t, "troeven", 4), now.Add(-time.Hour))
	m := playedOut(t, "triples", 40)
	names := []string{"Ann", "Bea", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"}[:m.Players()]
	if _, err := saves.AddOnline(st, m, saves.Online{Room: "ABCDEF", You: 1, Names: names}, now.Add(-time.Minute)); err != nil {
		t.Fatal(err)
	}

	md := press(t, a, fm, "history")
	h, ok := a.Top().(*screens.History)
	if !ok || md.Title != "History" || len(md.Sections) != 1 {
		t.Fatalf("History opened %T, its mirror %q with %+v", a.Top(), md.Title, md.Sections)
	}
	items := md.Sections[0].Items
	if len(items) != 3 || !strings.HasPrefix(items[0], "Triples, a minute ago, ") || !strings.Contains(items[0], "online, room ABCDEF") ||
		!strings.HasPrefix(items[1], "3-Player Troeven, an hour ago, ") || !strings.Contains(items[1], "played here: You, Basil (normal), Cleo (easy)") {
		t.Errorf("the history's mirror lists %q", items)
	}
	for i, e := range h.Entries() {
		if !strings.Contains(items[i], screens.EntryResult(e)) {
			t.Errorf("game %d is listed %q, without its result %q", i+1, items[i], screens.EntryResult(e))
		}
	}
	if b := button(md, "Replay 3-Player Troeven, an hour ago"); b == nil || b.Command != "replay 2" {
		t.Fatalf("the history's mirror offers %q", buttonLabels(md))
	}
	if md = press(t, a, fm, "replay 9"); !saidHas(md, "There is no game 9") {
		t.Errorf("replay 9 of 3 was answered %q", md.Said)
	}
	md = press(t, a, fm, "replay 2")
	r, ok := a.Top().(*screens.Replay)
	if !ok || r.Len() != h.Entries()[1].Match.Len() {
		t.Fatalf("Replay opened %T", a.Top())
	}
	if !strings.HasPrefix(md.Title, "Replay: 3-Player Troeven") || !strings.HasPrefix(md.Status, "Move 0 of ") || len(md.Sections) == 0 ||
		button(md, "Next move") == nil || button(md, "Previous move") != nil || button(md, "Next trick") == nil {
		t.Errorf("the replay's mirror at its start: %q, %q, %d sections, %q", md.Title, md.Status, len(md.Sections), buttonLabels(md))
	}
	md = press(t, a, fm, "next")
	t.Logf("the replay's first move: %q; %q", md.Status, md.Said)
	if r.K() != 1 || len(md.Said) == 0 || !strings.HasPrefix(md.Status, "Move 1 of ") || button(md, "Previous move") == nil {
		t.Errorf("next: move %d shown, said %q, status %q", r.K(), md.Said, md.Status)
	}
	seen := r.Viewer()
	if md = press(t, a, fm, "seat"); r.Viewer() == seen || !saidHas(md, "Seen from ") {
		t.Errorf("seat: seen from seat %d (was %d), said %q", r.Viewer(), seen, md.Said)
	}
	if md = press(t, a, fm, "last"); r.K() != r.Len() || button(md, "Next move") != nil {
		t.Errorf("last: move %d of %d shown, buttons %q", r.K(), r.Len(), buttonLabels(md))
	}
	if md = press(t, a, fm, "deal 7H"); !saidHas(md, "is not a command") || a.Top() != scenes.Scene(r) {
		t.Errorf("a move typed in the replay was answered %q", md.Said)
	}
	press(t, a, fm, "back")
	if _, ok := a.Top().(*screens.History); !ok {
		t.Fatalf("the replay viewer's Back opened %T", a.Top())
	}
	press(t, a, fm, "back")
	if _, ok := a.Top().(*screens.Menu); !ok {
		t.Fatalf("the history's Back opened %T", a.Top())
	}

	md = press(t, a, fm, "statistics")
	s, ok := a.Top().(*screens.Stats)
	if !ok || md.Title != "Statistics" || len(md.Sections) != len(s.Data().Games) {
		t.Fatalf("Statistics opened %T, its mirror %q with %d sections for %d games", a.Top(), md.Title, len(md.Sections), len(s.Data().Games))
	}
	for i, g := range s.Data().Games {
		sec := md.Sections[i]
		if !strings.HasPrefix(sec.Heading, g.Name) || !slices.Contains(sec.Items, "Games: "+ui.Itoa(g.Played)) ||
			!slices.Contains(sec.Items, "Wins: "+ui.Itoa(g.Won)) {
			t.Errorf("%s: the mirror lists %q under %q", g.Name, sec.Items, sec.Heading)
		}
	}
	md = press(t, a, fm, "where")
	if s.Where() != saves.PlayedHere || !saidHas(md, "played here") || !strings.Contains(md.Status, "played here") {
		t.Errorf("where: counting %v, the mirror said %q, status %q", s.Where(), md.Said, md.Status)
	}
	md = press(t, a, fm, "reset")
	if !s.Asking() || md.Status != screens.ResetQuestion || button(md, "Keep them") == nil {
		t.Fatalf("reset: asking %v, the mirror %q with %q", s.Asking(), md.Status, buttonLabels(md))
	}
	if md = press(t, a, fm, "back"); !saidHas(md, "Answer first") || a.Top() != scenes.Scene(s) {
		t.Errorf("back while asking was answered %q", md.Said)
	}
	press(t, a, fm, "reset no")
	kept := len(s.Data().Games)
	press(t, a, fm, "reset")
	md = press(t, a, fm, "reset yes")
	if s.Asking() || kept == 0 || len(s.Data().Games) != 0 || len(md.Sections) != 0 || !saidHas(md, "Statistics reset") {
		t.Errorf("reset yes: asking %v, %d games counted (%d kept before), the mirror %+v said %q", s.Asking(), len(s.Data().Games), kept, md.Sections, md.Said)
	}
	press(t, a, fm, "back")
	if _, ok := a.Top().(*screens.Menu); !ok {
		t.Errorf("Back from the statistics opened %T", a.Top())
	}
}

// TestMirrorContinue: with a game in progress the menu's mirror offers Continue first,
// labelled as the drawn menu's, and it goes on with that game; without one, continue
// is answered in words.
func TestMirrorContinue(t *testing.T) {
	data := validRecord(t)
	menu := func() scenes.Scene { return screens.NewMenu(Setup(t, "triples", "", 2, "", "", 3)) }
	a, fm, st := blindApp(t, menu)
	if md := press(t, a, fm, "continue"); !saidHas(md, "There is no game to go on with") || button(md, "Settings") == nil {
		t.Errorf("continue without a game in progress was answered %q", md.Said)
	}
	if err := st.Write(saves.AutosaveName, data); err != nil {
		t.Fatal(err)
	}
	a.Goto(menu())
	settle(t, a)
	settle(t, a)
	m := a.Top().(*screens.Menu)
	md := shown(t, fm)
	if len(md.Buttons) == 0 || md.Buttons[0].Label != m.ContinueLabel() || md.Buttons[0].Command != "continue" || m.ContinueLabel() == "" {
		t.Fatalf("with a game in progress the mirror's first button is %+v, the drawn menu's Continue %q", md.Buttons[0], m.ContinueLabel())
	}
	send(t, a, fm, "continue") // the table's bots play on: its mirror changes
	if sh := scenes.ShellOf(a.Top()); sh == nil || sh.Setup().Game != "threethirteen" {
		t.Errorf("Continue opened %T", a.Top())
	}
}
