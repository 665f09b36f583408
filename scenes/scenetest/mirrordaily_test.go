//go:build display

package scenetest_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
)

// TestMirrorLanguage: the settings' mirror has the Language setting, naming the
// system's language and the next choice; pressing it changes the language as the
// drawn menu's Language does: Parlor speaks it at once (the mirror too), it is saved,
// and the drawn menu's Language shows it.
func TestMirrorLanguage(t *testing.T) {
	t.Setenv("LC_ALL", "C") // the system's language: English
	defer l10n.Set(l10n.Current())
	a, fm, _ := blindApp(t, func() scenes.Scene { return screens.NewMenu(Setup(t, "triples", "", 2, "", "", 3)) })
	menu := a.Top().(*screens.Menu)
	md := press(t, a, fm, "settings")
	b := button(md, "Language: System (English). Press for English.")
	if b == nil {
		t.Fatalf("the settings' mirror offers %q, no Language", buttonLabels(md))
	}
	press(t, a, fm, b.Command)
	md = press(t, a, fm, b.Command)
	// The mirror speaks Dutch at once too.
	if a.Prefs.Language != "nl" || l10n.Current() != l10n.Nl || button(md, "Taal: Nederlands. Druk voor Deutsch.") == nil || !saidHas(md, "Taal: Nederlands") {
		t.Errorf("Language pressed twice: the setting %q, Parlor speaks %v; the mirror said %q, shows %q", a.Prefs.Language, l10n.Current(), md.Said, buttonLabels(md))
	}
	if stored, err := prefs.Load(); err != nil || stored.Language != "nl" {
		t.Errorf("the stored language is %q (%v), want nl", stored.Language, err)
	}
	settle(t, a) // the drawn menu lays itself out again
	if !slices.ContainsFunc(menu.Widgets(), func(w ui.Widget) bool { return w.Kind == ui.Cycle && w.Value == "Nederlands" }) {
		t.Errorf("the drawn menu's Language does not show Nederlands")
	}
}

// TestMirrorDailyAndBoard: the leaderboard's mirror says the game shown and lists its
// board, its game buttons choose another game (read afresh) and Back goes to the
// online screen. The daily deal's mirror says today's deal and offers a button per game
// with one (not Third Wheel), Play today's deal and Back; Play deals it at a table
// here, whose score sheet's New game comes back to the daily screen, where the result
// is said, Copy the result is offered and does what the drawn Copy does, and the day's
// board lists the player's row: rank, name, score.
func TestMirrorDailyAndBoard(t *testing.T) {
	startServer(t)
	defer func() { screens.OnlineServer = "ws://127.0.0.1:8080/ws" }()
	setup := Setup(t, "triples", "", 2, "", "human,easy", 7)
	a, fm, _ := blindApp(t, func() scenes.Scene { return screens.NewLobby(setup, "") })

	// The leaderboard.
	send(t, a, fm, "board") // the server may answer within press's updates: send
	bd, ok := a.Top().(*screens.Board)
	if !ok {
		t.Fatalf("board opened %T", a.Top())
	}
	updateUntil(t, a, 20*time.Second, "the leaderboard read", bd.Settled)
	settle(t, a)
	md := shown(t, fm)
	if md.Title != "Leaderboard: Triples" || !strings.HasPrefix(md.Status, "You have no rating in Triples") || len(md.Sections) != 1 ||
		!slices.Equal(md.Sections[0].Items, []string{"Nobody is on this board yet."}) {
		t.Errorf("the leaderboard's mirror: %q, %q, %+v", md.Title, md.Status, md.Sections)
	}
	for _, g := range scenes.Games() {
		if b := button(md, "Leaderboard of "+g.Name+map[bool]string{true: ": shown"}[g.ID == "triples"]); b == nil || b.Command != "game "+g.ID {
			t.Errorf("no button for the leaderboard of %s: %q", g.Name, buttonLabels(md))
		}
	}
	n := len(fm.Shown)
	send(t, a, fm, "game threethirteen")
	if md = fm.Shown[n]; md.Title != "Leaderboard: Three-Thirteen" || !strings.HasPrefix(md.Status, "Reading the ratings") || !saidHas(md, "The leaderboard of Three-Thirteen") {
		t.Errorf("game threethirteen: %q, %q, said %q", md.Title, md.Status, md.Said)
	}
	updateUntil(t, a, 20*time.Second, "the leaderboard of Three-Thirteen read", bd.Settled)
	settle(t, a)
	if b, _ := bd.Data(); b.Game != "threethirteen" || !strings.HasPrefix(shown(t, fm).Status, "You have no rating in Three-Thirteen") {
		t.Errorf("the leaderboard read is of %q; the mirror says %q", b.Game, shown(t, fm).Status)
	}
	if md = press(t, a, fm, "game poker"); !saidHas(md, "There is no game poker") {
		t.Errorf("game poker was answered %q", md.Said)
	}
	send(t, a, fm, "back")
	if _, ok := a.Top().(*screens.Lobby); !ok {
		t.Fatalf("the leaderboard's Back opened %T", a.Top())
	}

	// The daily deal.
	send(t, a, fm, "daily")
	d, ok := a.Top().(*screens.Daily)
	if !ok {
		t.Fatalf("daily opened %T", a.Top())
	}
	updateUntil(t, a, 20*time.Second, "today's deal read", d.Settled)
	settle(t, a)
	deal, problem := d.Deal()
	md = shown(t, fm)
	if problem != "" || md.Title != "Daily deal: Triples" || len(md.Sections) != 2 || !strings.HasPrefix(md.Sections[0].Items[0], "The deal of "+deal.Date) ||
		!slices.Equal(md.Sections[1].Items, []string{"Nobody is on this board yet."}) {
		t.Fatalf("the daily deal's mirror (problem %q): %q with %+v", problem, md.Title, md.Sections)
	}
	for _, want := range []string{"Daily deal of Triples: shown", "Daily deal of Three-Thirteen", "Play today's deal", "Back"} {
		if button(md, want) == nil {
			t.Errorf("no %q button: %q", want, buttonLabels(md))
		}
	}
	if button(md, "Daily deal of Third Wheel") != nil || button(md, "Copy the result") != nil {
		t.Errorf("the daily deal's mirror offers %q", buttonLabels(md))
	}
	if md = press(t, a, fm, "copy"); !saidHas(md, "There is no result to copy yet") {
		t.Errorf("copy before a result was answered %q", md.Said)
	}
	if md = press(t, a, fm, "game thirdwheel"); !saidHas(md, "Third Wheel has no daily deal") || md.Title != "Daily deal: Triples" {
		t.Errorf("game thirdwheel: %q, said %q", md.Title, md.Said)
	}

	send(t, a, fm, "play")
	sh := scenes.ShellOf(a.Top())
	if sh == nil || sh.Setup().Seed != deal.Seed || !slices.Equal(sh.People(), []int{0}) {
		t.Fatalf("play opened %T", a.Top())
	}
	playBlind(t, a, fm, 60*time.Second)
	send(t, a, fm, "sheet")
	send(t, a, fm, "new") // the score sheet's New game: back to the daily deal
	if a.Top() != scenes.Scene(d) {
		t.Fatalf("the score sheet's New game opened %T", a.Top())
	}
	updateUntil(t, a, 30*time.Second, "the result accepted and the board read", func() bool {
		b, _ := d.Board()
		_, sent := d.Result()
		return sent && d.Settled() && len(b.Entries) > 0
	})
	settle(t, a)
	md = shown(t, fm)
	r, _ := d.Result()
	if len(md.Sections) != 2 || !slices.Contains(md.Sections[0].Items, r.Share) || button(md, "Copy the result") == nil || button(md, "Play today's deal") != nil {
		t.Fatalf("after the result %q the mirror shows %+v with %q", r.Share, md.Sections, buttonLabels(md))
	}
	b, _ := d.Board()
	row := regexp.MustCompile(`^1\. (.+), (\d+) points? \(you\)$`).FindStringSubmatch(md.Sections[1].Items[0])
	if row == nil || row[1] != b.Entries[0].Name || row[2] != itoaPtr(b.Entries[0].Score) || !strings.Contains(md.Sections[1].Heading, "1 player") {
		t.Errorf("the day's board in the mirror: %q %q, the board %+v", md.Sections[1].Heading, md.Sections[1].Items, b.Entries)
	}
	md = press(t, a, fm, "copy")
	if d.Status() == "" || !saidHas(md, d.Status()) {
		t.Errorf("copy: the screen says %q, the mirror said %q", d.Status(), md.Said)
	}
	send(t, a, fm, "back")
	if _, ok := a.Top().(*screens.Lobby); !ok {
		t.Errorf("the daily deal's Back opened %T", a.Top())
	}
}

// itoaPtr is *n in digits ("" for nil).
func itoaPtr(n *int) string {
	if n == nil {
		return ""
	}
	return ui.Itoa(*n)
}

// playBlind plays the table on top to the game's end as a blind player does: the
// first move button the mirror offers whenever it offers one, Next round at a round's
// end, until it offers the score sheet; it fails t after limit.
func playBlind(t *testing.T, a *scenes.App, fm *mirror.Recorder, limit time.Duration) {
	t.Helper()
	for end := time.Now().Add(limit); time.Now().Before(end); {
		md := shown(t, fm)
		if button(md, "Score sheet") != nil {
			return
		}
		sh := scenes.ShellOf(a.Top())
		switch {
		case sh == nil:
			t.Fatalf("the table was left for %T", a.Top())
		case button(md, "Next round") != nil:
			fm.Cmds = append(fm.Cmds, "next")
		case sh.MayMove() && len(sh.Legal()) > 0 && len(md.Buttons) > 1:
			fm.Cmds = append(fm.Cmds, md.Buttons[0].Command)
		}
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("the game did not end within %v: the mirror shows %q", limit, buttonLabels(shown(t, fm)))
}
