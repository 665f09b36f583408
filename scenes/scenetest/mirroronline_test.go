//go:build display

package scenetest_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/scenes"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
)

// updateUntil runs the App's Updates, a few ms apart on the wall clock (the server is real),
// until done; it fails t after limit.
func updateUntil(t *testing.T, a *scenes.App, limit time.Duration, what string, done func() bool) {
	t.Helper()
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(3 * time.Millisecond) {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		if done() {
			return
		}
	}
	t.Fatalf("%s: not within %v", what, limit)
}

// TestMirrorOnline: the online screen's mirror offers quick play of every game, Create
// room, the room's choices saying their values, the leaderboard, the daily deal and
// Back, and lists the public rooms once the server answers (shown again then, not
// every frame); a typed name is kept; joining a room that does not exist says so after
// the wait (its Cancel offered meanwhile); Create room opens the room's table; Back
// goes to the menu.
func TestMirrorOnline(t *testing.T) {
	startServer(t)
	defer func() { screens.OnlineServer = "ws://127.0.0.1:8080/ws" }()
	setup := Setup(t, "triples", "", 2, "", "human,easy", 7)
	a, fm, _ := blindApp(t, func() scenes.Scene { return screens.NewLobby(setup, "") })
	l := a.Top().(*screens.Lobby)
	updateUntil(t, a, 20*time.Second, "the public rooms listed", l.Settled)
	settle(t, a)
	md := shown(t, fm)
	if md.Title != "Play online" || len(md.Sections) == 0 || md.Sections[0].Heading != "Public rooms" ||
		!strings.HasPrefix(md.Sections[0].Items[0], "No public room waits") {
		t.Fatalf("the online screen's mirror shows %q with %+v", md.Title, md.Sections)
	}
	n := len(fm.Shown)
	for range 30 {
		a.Update()
	}
	if len(fm.Shown) != n {
		t.Errorf("an idle online screen was shown %d times more in 30 updates", len(fm.Shown)-n)
	}
	for _, g := range scenes.Games() {
		n := setup.Players // the menu's count where it fits the game, else its fewest
		if n < g.MinPlayers || n > g.MaxPlayers {
			n = g.MinPlayers
		}
		if b := button(md, "Quick play: "+g.Name+", "+strconv.Itoa(n)+" players"); b == nil || b.Command != "quick "+g.ID {
			t.Errorf("no quick play of %s: %q", g.Name, buttonLabels(md))
		}
	}
	for _, want := range []string{"Create room", "Turn clock: the game's. Press for 60 s.", "Leaderboard", "Daily deal", "Back"} {
		if button(md, want) == nil {
			t.Errorf("no %q button: %q", want, buttonLabels(md))
		}
	}
	if md = press(t, a, fm, "clock"); button(md, "Turn clock: 60 s. Press for 120 s.") == nil {
		t.Errorf("clock pressed: %q", buttonLabels(md))
	}
	if md = press(t, a, fm, "public"); button(md, "Room: public, listed and rated. Press to make it private.") == nil {
		t.Errorf("public pressed: %q", buttonLabels(md))
	}
	press(t, a, fm, "public")
	if md = press(t, a, fm, "name Zoë"); a.Prefs.Name != "Zoë" || !saidHas(md, "Your name: Zoë") {
		t.Errorf("name Zoë: the settings' name %q, said %q", a.Prefs.Name, md.Said)
	}
	// Not press: the server's refusal can come within the next updates. The first mirror
	// after the command is the wait's, offering only Cancel.
	n = len(fm.Shown)
	send(t, a, fm, "join BCDFGH")
	if md = fm.Shown[n]; len(md.Buttons) != 1 || md.Buttons[0].Command != "cancel" {
		t.Fatalf("join BCDFGH: waiting %q, the mirror first offered %q", l.Waiting(), buttonLabels(md))
	}
	updateUntil(t, a, 20*time.Second, "the join refused", func() bool { return l.Waiting() == "" })
	settle(t, a)
	if md = shown(t, fm); md.Status != l.Status() || l.Status() == "" || button(md, "Create room") == nil {
		t.Errorf("after a refused join the mirror says %q (the screen %q) with %q", md.Status, l.Status(), buttonLabels(md))
	}
	if md = press(t, a, fm, "room 3"); !saidHas(md, "There is no room 3") {
		t.Errorf("room 3 of none was answered %q", md.Said)
	}
	send(t, a, fm, "create") // not press: the new room's table goes on changing (its deal, its seats)
	updateUntil(t, a, 30*time.Second, "the room's table", func() bool { return scenes.ShellOf(a.Top()) != nil })

	a.Goto(screens.NewLobby(setup, ""))
	settle(t, a)
	press(t, a, fm, "back")
	if _, ok := a.Top().(*screens.Menu); !ok {
		t.Errorf("Back from the online screen opened %T", a.Top())
	}
}
