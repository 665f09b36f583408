//go:build display

package scenetest_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/onlinetest"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/remote"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// front is one desktop client of the front-end tests: an App with its own store (its
// config folder: seats, keys, history) and the player's name, and the scene it shows.
type front struct {
	name  string
	st    saves.Store
	a     *scenes.App
	scene scenes.Scene
	bot   match.Bot
	made  int
	idle  bool // never moves (its screen is ticked still)
}

// newFront opens sc on a new client called name with store st.
func newFront(name string, st saves.Store, sc scenes.Scene) *front {
	f := &front{name: name, st: st}
	f.show(sc)
	return f
}

// show makes sc the client's scene at once (no fade), keeping its store and name.
func (f *front) show(sc scenes.Scene) {
	f.a = App(prefs.Instant)
	f.a.Saves, f.a.Prefs.Name = f.st, f.name
	f.a.Goto(sc)
	f.scene = sc
}

func (f *front) tick() {
	Tick(f.scene, f.a, input.Input{})
	if n := f.a.Next(); n != nil {
		f.show(n)
	}
}

func (f *front) shell() *scenes.Shell          { return scenes.ShellOf(f.scene) }
func (f *front) remote() *scenes.RemoteSession { return scenes.RemoteOf(f.scene) }
func (f *front) lines() string                 { return strings.Join(f.remote().Lines(), "\n") }

// play makes the person's move when it is theirs, chosen by an easy bot from their
// view, through the table as a click would.
func (f *front) play(t *testing.T) {
	sh, r := f.shell(), f.remote()
	if f.idle || sh == nil || r == nil || len(sh.People()) == 0 {
		return
	}
	me := sh.People()[0]
	if c := r.Client(); c.ToMove() != me || len(c.Legal()) == 0 || f.over() {
		return
	}
	if f.bot == nil {
		info, _ := scenes.Lookup(sh.Setup().Game)
		f.bot, _ = info.Game.NewBot("easy", me, 7)
	}
	switch err := sh.Submit(match.Choose(f.bot, sh.ViewNow())); {
	case err == nil:
		f.made++
	case errors.Is(err, remote.ErrSending):
	default:
		t.Logf("%s: %v", f.name, err)
	}
}

func (f *front) over() bool {
	if r := f.remote(); r != nil {
		_, ok := r.Client().End()
		return ok
	}
	return false
}

// run ticks the clients (a few ms apart, on the wall clock: the server is real) until
// done, playing the people's moves when play is set; false after limit.
func run(t *testing.T, limit time.Duration, play bool, done func() bool, fs ...*front) bool {
	t.Helper()
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(3 * time.Millisecond) {
		for _, f := range fs {
			f.tick()
			if play {
				f.play(t)
			}
		}
		if done() {
			return true
		}
	}
	return false
}

// startServer is a real parlor-server for the front end's tests, without the limits
// per address (every client here is 127.0.0.1).
func startServer(t *testing.T) string {
	addr := onlinetest.Start(t, "-dev", "-grace", "300ms", "-conns-per-addr", "0", "-rooms-per-min", "0", "-guesses-per-min", "0")
	screens.OnlineServer = "ws://" + addr + "/ws"
	return screens.OnlineServer
}

// TestOnlineSeatComesBack: B plays seat 1 of A's room; B's client dies mid-game (its
// connection gone, its screen never ticked again) and the stand-in plays B's seat; a new
// client on B's config folder opens the same room and takes seat 1 back from the
// stand-in at once (A's table no longer names it a bot's within 3 s). At the end both
// keep the game in their history marked online with the names, the seat kept is marked
// finished; A asks for a rematch, B's client restarted then opens on the final scores
// told that Ann asked, and B's G seats both again in a new room with a new sealed seed.
func TestOnlineSeatComesBack(t *testing.T) {
	srv := startServer(t)
	setup := Setup(t, "triples", "", 2, "", "human,human", 7)
	stA, stB := saves.NewMem(), saves.NewMem()
	A := newFront("Ann", stA, screens.NewLobby(setup, ""))
	Press(A.scene, A.a, input.KeyEnter) // Create room
	if !run(t, 20*time.Second, false, func() bool { return A.remote() != nil }, A) {
		t.Fatal("A's Create room gave no table")
	}
	code := A.remote().Client().Room()
	B := newFront("Bea", stB, screens.NewLobby(setup, code))
	if !run(t, 20*time.Second, false, func() bool { return B.remote() != nil }, A, B) {
		t.Fatal("B got no table")
	}
	B.tick()
	kept, ok := saves.FindSeat(stB, srv, code, time.Now())
	if !ok || kept.Seat != 1 || kept.Token != B.remote().Client().Token() {
		t.Fatalf("B's seat not kept: %+v %v", kept, ok)
	}
	if !strings.Contains(B.lines(), "Seat link: play this seat on another device") || !strings.Contains(B.shell().SeedText(), "sealed") {
		t.Errorf("B's strip lacks the seat link, or its corner %q does not say sealed:\n%s", B.shell().SeedText(), B.lines())
	}
	if !run(t, 30*time.Second, true, func() bool { return A.made >= 2 && B.made >= 2 }, A, B) {
		t.Fatalf("moves: A %d, B %d", A.made, B.made)
	}

	// B's client dies: its connection ends and its screen is never ticked again.
	B.remote().Client().Conn().Close()
	bot := func() bool { return strings.HasSuffix(A.shell().Name(1), "(bot)") }
	if !run(t, 10*time.Second, false, bot, A) {
		t.Fatalf("B's seat not played by the stand-in: A says %q", A.shell().Name(1))
	}
	// A new client on B's folder, as `parlor -connect URL -room CODE` would open.
	start := time.Now()
	B2 := newFront("Bea", stB, screens.NewLobby(setup, code))
	back := func() bool { return B2.remote() != nil && !bot() && !strings.Contains(A.lines(), "is away") }
	if !run(t, 10*time.Second, false, back, A, B2) {
		t.Fatalf("B did not come back: A says %q:\n%s", A.shell().Name(1), A.lines())
	}
	took := time.Since(start)
	if took > 3*time.Second {
		t.Errorf("B's seat came back after %v, want within 3 s", took)
	}
	if got := B2.shell().People(); !slices.Equal(got, []int{1}) || strings.Contains(B2.lines(), "Watching") {
		t.Fatalf("B came back at seats %v:\n%s", got, B2.lines())
	}
	t.Logf("B's seat back from the stand-in %v after the new client opened", took.Round(time.Millisecond))

	// Play to the end: both keep the game, marked online, with the names.
	if !run(t, 240*time.Second, true, func() bool { return A.over() && B2.over() }, A, B2) {
		t.Fatalf("the game did not end (A %d moves, B %d)", A.made, B2.made)
	}
	run(t, time.Second, false, func() bool { return A.remote().Kept() && B2.remote().Kept() }, A, B2)
	for _, f := range []*front{A, B2} {
		es, errs := saves.History(f.st)
		if len(errs) > 0 || len(es) != 1 || es[0].Online == nil {
			t.Fatalf("%s's history: %d entries, %v", f.name, len(es), errs)
		}
		o := es[0].Online
		if o.Room != code || !slices.Equal(o.Names, []string{"Ann", "Bea"}) {
			t.Errorf("%s's history: %+v", f.name, o)
		}
		title, players := screens.EntryTitle(es[0]), screens.EntryPlayers(es[0])
		if !strings.Contains(title, "online") || !strings.Contains(players, "You") || !strings.Contains(players, map[string]string{"Ann": "Bea", "Bea": "Ann"}[f.name]) {
			t.Errorf("%s's history line: %q, %q", f.name, title, players)
		}
		if e, ok := saves.LastSeat(f.st, true, time.Now()); !ok || e.Room != code {
			t.Errorf("%s's finished seat not kept for a rematch: %+v %v", f.name, e, ok)
		}
	}

	// Rematch: A asks at the end; B's client is restarted then and comes back to the
	// final scores (not to a table whose end it never saw), told that Ann asked; B
	// presses G and both follow to the new room, in the same seats.
	oldCommit := A.remote().Client().Commitment()
	ra := A.remote().Rematch()
	ra.Ask()
	B3 := newFront("Bea", stB, screens.NewLobby(setup, code))
	told := func() bool {
		ra.Poll()
		sc, ok := B3.scene.(*screens.Scoring)
		return ok && strings.Contains(sc.RematchLine(), "Ann asked for a rematch")
	}
	if !run(t, 10*time.Second, false, told, A, B3) {
		line := ""
		if sc, ok := B3.scene.(*screens.Scoring); ok {
			line = sc.RematchLine()
		}
		t.Fatalf("B's restarted client shows %T (rematch line %q)", B3.scene, line)
	}
	Step(B3.scene, B3.a, screens.ScoringBeat) // the sheet takes no input at first
	Press(B3.scene, B3.a, input.KeyG)
	var ta scenes.Scene
	if !run(t, 20*time.Second, false, func() bool {
		if ta == nil {
			ta = ra.Poll()
		}
		return ta != nil && B3.remote() != nil
	}, A, B3) {
		t.Fatalf("the rematch did not start: %q / B shows %T", ra.Line(), B3.scene)
	}
	na, nb := scenes.RemoteOf(ta).Client(), B3.remote().Client()
	if na.Room() != nb.Room() || na.Room() == code || na.Seat() != 0 || nb.Seat() != 1 || na.Commitment() == oldCommit {
		t.Fatalf("rematch: rooms %s %s (old %s), seats %d %d, commitment changed %v", na.Room(), nb.Room(), code, na.Seat(), nb.Seat(), na.Commitment() != oldCommit)
	}
	t.Logf("room %s, rematch room %s", code, na.Room())
}

// TestQuickPlayAndLobby: two online screens press Quick play for Triples with two
// players and sit at the same table; a public room created on one screen is listed on
// another's, and a click on its row takes its free seat.
func TestQuickPlayAndLobby(t *testing.T) {
	startServer(t)
	setup := Setup(t, "triples", "", 2, "", "human,human", 7)
	lobby := func() *screens.Lobby { return screens.NewLobbyWith(setup, screens.LobbyStart{Quick: "triples"}) }
	A := newFront("Ann", saves.NewMem(), lobby())
	B := newFront("Bea", saves.NewMem(), lobby())
	waitWords := ""
	seated := func() bool {
		if l, ok := A.scene.(*screens.Lobby); ok && l.Waiting() != "" {
			waitWords = l.Waiting()
		}
		return A.remote() != nil && B.remote() != nil
	}
	start := time.Now()
	if !run(t, 20*time.Second, false, seated, A, B) {
		t.Fatal("quick play seated nobody")
	}
	took := time.Since(start)
	a, b := A.remote().Client(), B.remote().Client()
	if a.Room() != b.Room() || a.Seat() == b.Seat() || a.Seat() < 0 || b.Seat() < 0 {
		t.Fatalf("quick play: rooms %s %s, seats %d %d", a.Room(), b.Room(), a.Seat(), b.Seat())
	}
	if !strings.Contains(waitWords, "Finding a table of Triples for 2 players") {
		t.Errorf("the waiting panel said %q", waitWords)
	}
	t.Logf("two quick players seated together in %v", took.Round(time.Millisecond))

	// A public room, listed on another screen and joined by a click on its row.
	C := newFront("Cy", saves.NewMem(), screens.NewLobby(setup, ""))
	C.tick()
	l := C.scene.(*screens.Lobby)
	clickID(t, C, l, "Private: by its code") // make it public
	clickID(t, C, l, "Create room")
	if !run(t, 20*time.Second, false, func() bool { return C.remote() != nil }, C) {
		t.Fatal("C's public room gave no table")
	}
	code := C.remote().Client().Room()
	D := newFront("Dee", saves.NewMem(), screens.NewLobby(setup, ""))
	dl := D.scene.(*screens.Lobby)
	listed := func() bool {
		return slices.ContainsFunc(dl.Rooms(), func(r online.RoomInfo) bool { return r.Room == code })
	}
	if !run(t, 10*time.Second, false, listed, C, D) {
		t.Fatalf("room %s not listed: %+v (%s)", code, dl.Rooms(), dl.Status())
	}
	D.tick() // lay the list out
	clickID(t, D, dl, "Triples · 2 players · Cy · 1 seat free")
	if !run(t, 20*time.Second, false, func() bool { return D.remote() != nil }, C, D) {
		t.Fatalf("D did not join the listed room: %s", dl.Status())
	}
	if got := D.remote().Client(); got.Room() != code || got.Seat() != 1 {
		t.Fatalf("D joined room %s seat %d, want %s seat 1", got.Room(), got.Seat(), code)
	}
}

// clickID clicks the lobby's widget labelled label (failing t when there is none).
func clickID(t *testing.T, f *front, l *screens.Lobby, label string) {
	t.Helper()
	for _, w := range l.Widgets() {
		if w.Label == label {
			Click(f.scene, f.a, w.X+w.W/2, w.Y+w.H/2)
			return
		}
	}
	t.Fatalf("no widget %q on the online screen: %v", label, fmt.Sprint(labels(l)))
}

func labels(l *screens.Lobby) []string {
	var out []string
	for _, w := range l.Widgets() {
		out = append(out, w.Label)
	}
	return out
}
