//go:build display

package scenetest_test

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/scenes"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// TestOnlineFromTheMenu: everything online is a click away from the menu. Two people
// (Go clients with their own keys) finish a rated quick-play game of Triples first. On
// a desktop client the menu's Online opens the online screen, which offers Quick play
// for every game, Create room, the Leaderboard and the Daily deal; the leaderboard shows
// the two people's new ratings; the daily deal screen reads today's deal, plays it at a
// table here to its end, and the server's replay accepts it: the result's words and the
// day's board name the player. The menu's own Daily deal button opens the same screen.
func TestOnlineFromTheMenu(t *testing.T) {
	srv := startServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	ratedGame(t, ctx, srv, "Ann", "Bea")

	setup := Setup(t, "triples", "", 2, "", "human,human", 7)
	F := newFront("Dee", saves.NewMem(), screens.NewMenu(setup))
	F.tick()
	clickLabel(t, F, "Online")
	F.tick()
	l, ok := F.scene.(*screens.Lobby)
	if !ok {
		t.Fatalf("the menu's Online opened %T", F.scene)
	}
	F.tick()
	for _, g := range scenes.Games() {
		if !slices.ContainsFunc(l.Widgets(), func(w ui.Widget) bool { return strings.HasPrefix(w.Label, g.Name+" · ") }) {
			t.Errorf("the online screen has no Quick play for %s: %v", g.Name, labels(l))
		}
	}
	for _, want := range []string{"Create room", "Leaderboard", "Daily deal"} {
		if !slices.ContainsFunc(l.Widgets(), func(w ui.Widget) bool { return w.Label == want }) {
			t.Errorf("the online screen has no %q: %v", want, labels(l))
		}
	}

	// The leaderboard: the rated game's two people.
	clickLabel(t, F, "Leaderboard")
	F.tick()
	b, ok := F.scene.(*screens.Board)
	if !ok {
		t.Fatalf("Leaderboard opened %T", F.scene)
	}
	if !run(t, 20*time.Second, false, b.Settled, F) {
		t.Fatal("the leaderboard was never read")
	}
	bd, problem := b.Data()
	names := []string{}
	for _, e := range bd.Entries {
		if e.Games == 1 {
			names = append(names, e.Name)
		}
	}
	slices.Sort(names)
	if problem != "" || bd.Game != "triples" || !slices.Equal(names, []string{"Ann", "Bea"}) {
		t.Fatalf("the leaderboard of %q: %+v (rated once: %v), problem %q", bd.Game, bd.Entries, names, problem)
	}

	// The daily deal, from the online screen: played here to its end and accepted.
	Press(F.scene, F.a, input.KeyEscape)
	F.tick()
	F.tick() // the online screen lays itself out
	clickLabel(t, F, "Daily deal")
	F.tick()
	d, ok := F.scene.(*screens.Daily)
	if !ok {
		t.Fatalf("Daily deal opened %T", F.scene)
	}
	if !run(t, 20*time.Second, false, d.Settled, F) {
		t.Fatal("today's deal was never read")
	}
	deal, problem := d.Deal()
	if today := time.Now().UTC().Format(time.DateOnly); problem != "" || deal.Date != today || deal.Game != "triples" {
		t.Fatalf("today's deal: %+v, problem %q (want triples of %s)", deal, problem, today)
	}
	F.tick() // Play is laid out once the deal is read
	clickLabel(t, F, "Play today's deal")
	F.tick()
	sh := F.shell()
	if sh == nil || sh.Setup().Seed != deal.Seed || !slices.Equal(sh.People(), []int{0}) {
		t.Fatalf("Play gave %T", F.scene)
	}
	// The person's moves are made by a bot (Skip), the day's bots make theirs.
	if err := sh.Skip(func(match.View) bool { return false }); err != nil {
		t.Fatal(err)
	}
	Step(F.scene, F.a, 30)
	F.show(d) // back to the daily screen, as the score sheet's button goes
	sent := func() bool { _, ok := d.Result(); return ok && d.Settled() }
	if !run(t, 30*time.Second, false, sent, F) {
		_, problem := d.Deal()
		t.Fatalf("the daily result was not accepted: %q", problem)
	}
	r, _ := d.Result()
	bd2 := online.Board{}
	if !run(t, 10*time.Second, false, func() bool { bd2 = boardOf(d); return len(bd2.Entries) > 0 }, F) {
		deal, problem := d.Deal()
		t.Fatalf("no daily board after the result %+v: %+v; deal %+v %q", r, bd2, deal, problem)
	}
	if !strings.HasPrefix(r.Share, "Parlor daily Triples "+deal.Date+": ") || !strings.HasSuffix(r.Share, "1st of 1") || bd2.Entries[0].Name != "Dee" {
		t.Errorf("the result's words %q; the day's board %+v", r.Share, bd2.Entries)
	}
	t.Logf("daily result: %q", r.Share)

	// The menu's own Daily deal button.
	F.show(screens.NewMenu(setup))
	F.tick()
	clickLabel(t, F, "Daily deal")
	F.tick()
	if _, ok := F.scene.(*screens.Daily); !ok {
		t.Errorf("the menu's Daily deal opened %T", F.scene)
	}
}

// boardOf is the daily screen's board of the chosen game as drawn (via its deal's
// board read last).
func boardOf(d *screens.Daily) online.Board { b, _ := d.Board(); return b }

// clickLabel clicks the widget labelled label on f's screen (one with Widgets).
func clickLabel(t *testing.T, f *front, label string) {
	t.Helper()
	sc, ok := f.scene.(interface{ Widgets() []ui.Widget })
	if !ok {
		t.Fatalf("%T has no widgets", f.scene)
	}
	var all []string
	for _, w := range sc.Widgets() {
		if w.Label == label {
			Click(f.scene, f.a, w.X+w.W/2, w.Y+w.H/2)
			return
		}
		all = append(all, w.Label)
	}
	t.Fatalf("no widget %q on %T: %q", label, f.scene, all)
}

// ratedGame has two people (Go clients with new keys, named a and b) sit together
// through quick play at a Triples table for two and play it out with easy bots: a
// rated game; it returns once both were told their new ratings.
func ratedGame(t *testing.T, ctx context.Context, srv, a, b string) {
	t.Helper()
	seats := make([]*client.Seat, 2)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, name := range []string{a, b} {
		c, err := client.Dial(ctx, srv)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		k, _ := client.NewKey()
		if err := c.Identify(ctx, k, name); err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			zero := 0
			seats[i], errs[i] = c.Quick(ctx, online.QuickSpec{Game: "triples", Players: 2, Bots: "easy", Fresh: true, BotMs: &zero}, client.JoinOptions{})
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if seats[0].Room() != seats[1].Room() {
		t.Fatalf("quick play put %s and %s at rooms %s and %s", a, b, seats[0].Room(), seats[1].Room())
	}
	for _, s := range seats {
		g, _ := scenes.Lookup("triples")
		bot, _ := g.Game.NewBot("easy", s.Seat(), 1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			(&client.Bot{Seat: s, Bot: bot}).Run(ctx)
		}()
	}
	wg.Wait()
	for _, s := range seats {
		for len(s.Ratings()) == 0 { // the room sends the new ratings after the end
			select {
			case <-s.Changed():
			case <-ctx.Done():
				_, over := s.End()
				t.Fatalf("room %s: no new ratings (the game over: %v)", s.Room(), over)
			}
		}
	}
}
