package main

import (
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/chromedp"

	"parlor/gameplay/games"
	"parlor/gameplay/record"
	"parlor/scenes/mirror"
	// Each game's words (the page's tables link them; this test reads them to check the log).
	_ "parlor/scenes/thirdwheel/mirrorwords"
	_ "parlor/scenes/threethirteen/mirrorwords"
	_ "parlor/scenes/triples/mirrorwords"
	_ "parlor/scenes/troeven/mirrorwords"
)

// TestBlindMode plays whole games in the browser's blind mode (?a11y) as a screen reader
// user would: reading the page only through its accessibility tree and pressing only
// the buttons and the command line found there, never the canvas. Three-Thirteen goes
// the whole way from the menu to the score sheet; Troeven and Triples start at the
// table; Third Wheel with Double-Down races easy bots until the mirror player wins a
// race. Each game's log must hold, in order, every event of the game as the mirror
// words it for the person's seat (the game replayed from the record the page kept in
// its history), and the final score.
func TestBlindMode(t *testing.T) {
	ctx, dir, _ := siteFor(t, 60*time.Minute)
	srv := httptest.NewServer(Handler(built.dir))
	t.Cleanup(srv.Close)
	b := newBrowser(t, ctx, dir, srv.URL, 1280, 800)
	b.navigate(t, "blind", "")
	setup := `localStorage.clear(); localStorage.setItem("parlor.settings", '{"speed":"instant","muted":true}'); true`
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](setup)); err != nil {
		t.Fatalf("setting up localStorage: %v", err)
	}
	// -short plays the menu path with Triples for two (the shortest whole game: about
	// 30 presses, where Three-Thirteen takes about 200) and the Third Wheel race; the
	// whole run plays the menu path with Three-Thirteen, and Troeven and Triples from
	// the table.
	full := !quick()
	run := func(name string, on bool, f func(t *testing.T)) {
		if on {
			t.Run(name, f)
		}
	}
	run("menu-triples", !full, func(t *testing.T) {
		b.startBlind(t, "?a11y&game=triples&players=2&bots=human,easy&seed=3")
		b.axPress(t, b.waitButton(t, "Play Triples against bots"))
		b.waitButton(t, "Menu") // the table's own button: the game is on
		b.axType(t, b.axOne(t, "Command", "textbox"), "hand")
		b.waitAnnounced(t, "Your hand")
		pressed := b.playWhole(t, "triples", firstMove)
		b.checkAnnounced(t, "triples", pressed)
		b.checkSheet(t)
	})
	run("menu-threethirteen", full, func(t *testing.T) {
		b.startBlind(t, "?a11y&game=threethirteen&bots=human,easy&seed=7")
		start := b.waitButton(t, "Play Three-Thirteen against bots")
		b.axPress(t, start)
		b.waitButton(t, "Draw from the stock")
		// The command line: a short command is answered in the announcements.
		b.axType(t, b.axOne(t, "Command", "textbox"), "hand")
		b.waitAnnounced(t, "Your hand")
		pressed := b.playWhole(t, "threethirteen", func(m mirrorSeen) *accessibility.Node {
			for _, l := range []string{"Go out*", "Draw from the stock"} {
				if n := m.button(l); n != nil {
					return n
				}
			}
			var last *accessibility.Node
			for i, l := range m.labels {
				if strings.HasPrefix(l, "Discard the ") {
					last = m.buttons[i]
				}
			}
			return last
		})
		b.checkAnnounced(t, "threethirteen", pressed)
		b.checkNothingInProgress(t, "threethirteen")
		b.checkSheet(t)
	})
	run("troeven", full, func(t *testing.T) {
		b.startBlind(t, "?a11y&game=troeven&bots=human,easy,easy&seed=3&scene=table")
		pressed := b.playWhole(t, "troeven", firstMove)
		b.checkAnnounced(t, "troeven", pressed)
		b.checkNothingInProgress(t, "troeven")
		b.checkSheet(t)
	})
	t.Run("thirdwheel-race", func(t *testing.T) {
		won := false
		for _, seed := range []int{5, 10, 3} { // seat 0 is the Third Wheel in each
			b.startBlind(t, "?a11y&game=thirdwheel&options=doubledown&bots=human,easy,easy&scene=table&seed="+strconv.Itoa(seed))
			pressed := b.playWhole(t, "thirdwheel", func(m mirrorSeen) *accessibility.Node {
				if slap := m.button("Slap"); slap != nil && len(m.said) > 0 && strings.Contains(m.said[len(m.said)-1], "race for") {
					return slap
				}
				for _, l := range []string{"Play the*", "Play*", "Match*", "Pass"} {
					if n := m.button(l); n != nil {
						return n
					}
				}
				return nil
			})
			b.checkAnnounced(t, "thirdwheel", pressed)
			for _, l := range b.gameLog(t) {
				if strings.HasPrefix(l, "You win the race at ") {
					t.Logf("seed %d: %s", seed, l)
					won = true
				}
			}
			if won {
				break
			}
		}
		if !won {
			t.Errorf("the mirror player never won a Double-Down race against the easy bots")
		}
	})
	run("triples", full, func(t *testing.T) {
		b.startBlind(t, "?a11y&game=triples&players=2&bots=human,easy&seed=3&scene=table")
		pressed := b.playWhole(t, "triples", firstMove)
		b.checkAnnounced(t, "triples", pressed)
	})
	b.checkProblems(t, "blind")
}

// gameLimit bounds one whole game in blind mode: each press is read back through the
// accessibility tree, about 0.3 s on a quiet machine and 2 s on a loaded one; a
// Three-Thirteen game takes about 200 presses.
const gameLimit = 15 * time.Minute

// firstMove is the first move button (not the table's own Menu), nil when there is none.
func firstMove(m mirrorSeen) *accessibility.Node {
	for i, l := range m.labels {
		if l != "Menu" && l != "Next round" && l != "Score sheet" {
			return m.buttons[i]
		}
	}
	return nil
}

// startBlind opens the page at query and starts the game by the gate's button, found
// in the accessibility tree; the first thing on the page is the mode's link.
func (b *browser) startBlind(t *testing.T, query string) {
	t.Helper()
	forgetMirror()
	// The last game's page is left first (nothing runs there then): every game before
	// this one was played to its end, so none may be in progress.
	b.leavePage(t, "blind")
	if saved := b.savedGame(t); saved != "" {
		t.Errorf("before %s a game is in progress, left by the game before: %.300s", query, saved)
	}
	b.navigate(t, "blind", query)
	b.waitReady(t, "blind")
	links := b.axQuery(t, 0, "", "link")
	if len(links) == 0 || axName(links[0]) != "Leave screen reader mode" {
		t.Errorf("the page's first link is %q, want the screen reader mode's", axName(links[0]))
	}
	b.axPress(t, b.axOne(t, "Click to start", "button"))
	if !strings.Contains(query, "scene=table") {
		b.waitButton(t, "Play * against bots")
		return
	}
	// The address asks for the table: the table's own Menu button says it is on; the
	// games to start mean the page opened a menu instead.
	for end := time.Now().Add(60 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		m := b.seeMirror(t)
		if m.button("Menu") != nil {
			return
		}
		if m.button("Play * against bots") != nil {
			t.Fatalf("%s opened the menu (%q), not the table; the game in progress saved: %.300s", query, m.status, b.savedGame(t))
		}
	}
	t.Fatalf("%s: the table never showed in the mirror; problems: %v", query, b.allProblems())
}

// savedGame is the game in progress the site's storage holds ("" when none).
func (b *browser) savedGame(t *testing.T) string { return b.stored(t, "parlor.autosave.json") }

// checkNothingInProgress checks that a finished game left no game in progress behind
// (the autosave is cleared at the game's end), naming what the page said about saving.
func (b *browser) checkNothingInProgress(t *testing.T, game string) {
	t.Helper()
	saved, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`localStorage.getItem("parlor.autosave.json") || ""`))
	if err != nil || saved != "" {
		var said []string
		for _, l := range b.gameLog(t) {
			if strings.Contains(l, "window") || strings.Contains(l, "save") {
				said = append(said, l)
			}
		}
		t.Errorf("%s: the finished game left a game in progress (%v): %.300s; the log said %q", game, err, saved, said)
	}
}

// waitButton waits for a button labelled label in the mirror and returns it.
func (b *browser) waitButton(t *testing.T, label string) *accessibility.Node {
	t.Helper()
	for end := time.Now().Add(60 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if n := b.seeMirror(t).button(label); n != nil {
			return n
		}
	}
	t.Fatalf("no %q button in the mirror; problems: %v", label, b.allProblems())
	return nil
}

// waitAnnounced waits for an announcement containing part.
func (b *browser) waitAnnounced(t *testing.T, part string) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		for _, s := range b.seeMirror(t).said {
			if strings.Contains(s, part) {
				return
			}
		}
	}
	t.Errorf("nothing announced containing %q", part)
}

// playWhole plays the game at the table by choose's buttons (nil: nothing to press
// yet) and Next round, until the game's end offers the score sheet; it returns the
// labels pressed.
func (b *browser) playWhole(t *testing.T, game string, choose func(mirrorSeen) *accessibility.Node) []string {
	t.Helper()
	var pressed []string
	end := time.Now().Add(gameLimit)
	for time.Now().Before(end) {
		m := b.seeMirror(t)
		if m.button("Score sheet") != nil {
			t.Logf("%s: the game ended after %d presses", game, len(pressed))
			return pressed
		}
		if m.button("Play * against bots") != nil {
			// The games to start, in the middle of a game: pressing one would deal
			// another game over this one.
			t.Fatalf("%s: after %d presses the mirror offers the games to start (%q); the log ends %q", game, len(pressed), m.status, m.said)
		}
		n := m.button("Next round")
		if n == nil {
			n = choose(m)
		}
		if n == nil {
			b.waitChange(t, m.sig(), 60*time.Second)
			continue
		}
		if !b.axTryPress(t, n) {
			continue // the mirror changed under the press: read it again
		}
		pressed = append(pressed, axName(n))
		if len(pressed) == 6 {
			keepShot(t, b.ctx, "web-blind-"+game)
		}
		if len(pressed)%20 == 0 {
			t.Logf("%s: %d presses, %v left", game, len(pressed), time.Until(end).Round(time.Second))
		}
		b.waitChange(t, m.sig(), 20*time.Second)
	}
	t.Fatalf("%s: the game did not end in time (%d presses)", game, len(pressed))
	return nil
}

// checkAnnounced checks the mirror's log against the game the page kept: every event,
// redacted for the person's seat and worded by the mirror, in order, and the final
// scores.
func (b *browser) checkAnnounced(t *testing.T, game string, pressed []string) {
	t.Helper()
	log := b.gameLog(t)
	r := b.keptRecord(t, game)
	m, err := games.Load(r)
	if err != nil {
		t.Fatalf("%s: the kept game does not replay: %v", game, err)
	}
	var names []string
	for _, line := range b.axTexts(t, b.axOne(t, "Players", "list")) {
		name, _, _ := strings.Cut(line, ":")
		names = append(names, name)
	}
	if len(names) != m.Players() {
		t.Fatalf("%s: the Players list names %q for %d seats", game, names, m.Players())
	}
	w := mirror.For(game)
	st := m.State()
	var want []string
	for _, e := range m.Events() {
		e = st.Redact(e, 0)
		if e == nil {
			continue // an event seat 0 may not know of
		}
		if s := w.Say(e, mirror.Names{Seats: names, Viewer: 0}); s != "" {
			want = append(want, s)
		}
	}
	i := 0
	for _, l := range log {
		if i < len(want) && l == want[i] {
			i++
		}
	}
	if i < len(want) {
		t.Errorf("%s: the log (%d lines) said %d of the game's %d events in order; the first missing: %q\nlog near it: %q",
			game, len(log), i, len(want), want[i], around(log, want[i]))
	}
	last := want[len(want)-1]
	if !strings.HasPrefix(last, "Game over") || !slices.Contains(log, last) {
		t.Errorf("%s: the final score was not read out: the last event says %q", game, last)
	}
	g, _ := games.Find(game)
	sum := g.Summary(st, m.Events(), len(r.Moves))
	t.Logf("%s: %d moves (%d pressed here), %d log lines, %d events said in order; totals %v; %q", game, len(r.Moves), len(pressed), len(log), len(want), sum.Totals, last)
}

// around is the log lines before the first that starts like want (for a failure).
func around(log []string, want string) []string {
	head := want[:min(len(want), 12)]
	for i, l := range log {
		if strings.HasPrefix(l, head) {
			return log[max(0, i-3):min(len(log), i+3)]
		}
	}
	return log[max(0, len(log)-5):]
}

// keptRecord is the game of game the page kept last in its history.
func (b *browser) keptRecord(t *testing.T, game string) *record.Record {
	t.Helper()
	js := `(() => { const ks = Object.keys(localStorage).filter((k) => k.startsWith("parlor.history/") && k.endsWith("-` + game + `.json")).sort();
		return ks.length ? localStorage.getItem(ks[ks.length - 1]) : ""; })()`
	var data string
	var err error
	// The table keeps the game in the update that shows its end; wait for the write
	// all the same (a bounded wait), and on failure say what the page holds and said.
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if data, err = chromedp.Run(b.ctx, chromedp.Evaluate[string](js)); err != nil || data != "" {
			break
		}
	}
	if err != nil || data == "" {
		keys, _ := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`Object.keys(localStorage).sort()`))
		var said []string
		for _, l := range b.gameLog(t) {
			if strings.Contains(l, "could not") || strings.Contains(l, "Could not") || strings.Contains(l, "window") {
				said = append(said, l)
			}
		}
		t.Fatalf("%s: no game in the page's history (%v); the page's storage holds %q; the log said %q; problems: %v",
			game, err, keys, said, b.allProblems())
	}
	r, err := record.Parse([]byte(data))
	if err != nil {
		t.Fatalf("%s: the kept game does not parse: %v", game, err)
	}
	return r
}

// checkSheet opens the score sheet from the game's end and checks it reads out the
// final scores and offers a new game.
func (b *browser) checkSheet(t *testing.T) {
	t.Helper()
	b.axPress(t, b.seeMirror(t).button("Score sheet"))
	b.waitButton(t, "New game")
	keepShot(t, b.ctx, "web-blind-sheet")
	m := b.seeMirror(t)
	if !strings.HasPrefix(m.status, "Final scores: ") || !strings.Contains(m.status, "Won by ") {
		t.Errorf("the score sheet's status says %q, want the final scores and who won", m.status)
	}
	if totals := b.axTexts(t, b.axOne(t, "Totals", "list")); len(totals) != 1 {
		t.Errorf("the score sheet's Totals list says %q", totals)
	}
}
