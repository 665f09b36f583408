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
	"parlor/online/client"
	"parlor/online/onlinetest"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/remote"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// screen is one desktop client in the test: its App and the scene it shows.
type screen struct {
	name  string
	a     *scenes.App
	scene scenes.Scene
}

// tick runs one Update of the screen's scene and follows a change of scene.
func (s *screen) tick() {
	Tick(s.scene, s.a, input.Input{})
	if n := s.a.Next(); n != nil {
		// No fade in the test: a fresh App shows the next scene at once.
		s.scene, s.a = n, App(prefs.Instant)
		s.a.Goto(n)
	}
}

// shell is the screen's table's Shell (nil while it shows no table).
func (s *screen) shell() *scenes.Shell { return anyShell(s.scene) }

func (s *screen) remote() *scenes.RemoteSession { return scenes.RemoteOf(s.scene) }

// until ticks the screens (a few ms apart, on the wall clock: the server is real) until
// done reports true; false after limit.
func until(limit time.Duration, done func() bool, screens ...*screen) bool {
	end := time.Now().Add(limit)
	for time.Now().Before(end) {
		for _, s := range screens {
			s.tick()
		}
		if done() {
			return true
		}
		time.Sleep(3 * time.Millisecond) // paces the ticks while waiting for done
	}
	return false
}

func lines(s *screen) string { return strings.Join(s.remote().Lines(), "\n") }

// TestOnlineTables runs a real parlor-server on 127.0.0.1 and three desktop clients
// (the game's own online screen and tables, each its own WebSocket): A creates a
// Triples room from the menu's seats (two people, so that no bot's pacing slows the
// game) with Create room, B joins it by its invite link, C finds it full and watches.
// The people's moves go through the tables' Shells (as a click would); every screen
// shows each move; the room's code, link and the seed's commitment are shown from the
// start; B's connection dropping is marked on A's and C's screens while a bot plays for
// B, and gone when B's table reconnects; at the end the revealed seed opens the
// commitment and is shown.
func TestOnlineTables(t *testing.T) {
	addr := onlinetest.Start(t, "-grace", "300ms")
	screens.OnlineServer = "ws://" + addr + "/ws"
	setup := Setup(t, "triples", "", 2, "", "human,human", 7)
	newScreen := func(name, code string) *screen {
		a := App(prefs.Instant)
		l := screens.NewLobby(setup, code)
		a.Goto(l)
		return &screen{name: name, a: a, scene: l}
	}
	A := newScreen("A", "")
	// The online screen opens on Create room: Enter creates the room and takes seat 0.
	Press(A.scene, A.a, input.KeyEnter)
	if !until(20*time.Second, func() bool { return A.remote() != nil }, A) {
		t.Fatalf("A's Create room gave no table")
	}
	ra := A.remote()
	code := ra.Client().Room()
	link := client.InviteLink(screens.OnlineServer, code)
	if want := "http://" + addr + "/?room=" + code; link != want {
		t.Errorf("invite link %q, want %q", link, want)
	}
	for _, want := range []string{"room " + code, "waiting for 1 more", "Invite: " + link, "Deal sealed: SHA-256 " + ra.Client().Commitment()[:8]} {
		if !strings.Contains(lines(A), want) {
			t.Errorf("A's online strip lacks %q:\n%s", want, lines(A))
		}
	}
	if got := A.shell().People(); !slices.Equal(got, []int{0}) {
		t.Errorf("A plays seats %v, want [0]", got)
	}

	B := newScreen("B", link) // the invite link, as pasted
	C := newScreen("C", code) // the room is full by then: C watches
	if !until(20*time.Second, func() bool { return B.remote() != nil }, A, B) {
		t.Fatalf("B did not get a table")
	}
	if !until(20*time.Second, func() bool { return C.remote() != nil }, A, B, C) {
		t.Fatalf("C did not get a table")
	}
	if got := B.shell().People(); !slices.Equal(got, []int{1}) {
		t.Errorf("B plays seats %v, want [1]", got)
	}
	if got := C.shell().People(); len(got) != 0 || !strings.Contains(lines(C), "Watching") {
		t.Errorf("C plays seats %v (want none, watching); strip:\n%s", got, lines(C))
	}
	if !until(5*time.Second, func() bool { return !strings.Contains(lines(A), "waiting for") }, A, B, C) {
		t.Errorf("A still waits for people:\n%s", lines(A))
	}

	// The people's moves, chosen by a bot from each person's own view, made through the
	// tables; every screen's view follows.
	bots := map[*screen]match.Bot{}
	for i, s := range []*screen{A, B} {
		info, _ := scenes.Lookup(s.shell().Setup().Game)
		b, err := info.Game.NewBot("easy", i, 7)
		if err != nil {
			t.Fatal(err)
		}
		bots[s] = b
	}
	made, reconnects := map[*screen]int{}, map[*screen]int{}
	play := func(s *screen) error {
		sh := s.shell()
		me := sh.People()[0]
		if r := s.remote().Client(); r.ToMove() != me || len(r.Legal()) == 0 || isOver(s) {
			return nil
		}
		mv := match.Choose(bots[s], sh.ViewNow())
		switch err := sh.Submit(mv); {
		case errors.Is(err, remote.ErrSending):
		case errors.Is(err, client.ErrClosed):
			// The table is reconnecting (its strip says so): a person tries again.
			reconnects[s]++
		case err != nil:
			return fmt.Errorf("%s: %v", s.name, err)
		default:
			made[s]++
		}
		return nil
	}
	var playErr error
	movesBy := func(n int) func() bool {
		return func() bool {
			for _, s := range []*screen{A, B} {
				if err := play(s); err != nil && playErr == nil {
					playErr = err
				}
			}
			return playErr != nil || made[A] >= n && made[B] >= n
		}
	}
	if !until(30*time.Second, movesBy(3), A, B, C) || playErr != nil {
		t.Fatalf("moves: A made %d, B %d; %v", made[A], made[B], playErr)
	}
	// C's table saw what A's saw: the same update count in the public view's terms.
	if C.shell().ViewN() == 0 || A.shell().ViewN() == 0 {
		t.Errorf("views not refreshed: A %d, C %d", A.shell().ViewN(), C.shell().ViewN())
	}

	// B's connection drops: after the grace a bot plays seat 1, marked on A's and C's
	// tables.
	B.remote().Client().Conn().Close()
	away := func() bool {
		return strings.HasSuffix(A.shell().Name(1), "(bot)") && strings.HasSuffix(C.shell().Name(1), "(bot)")
	}
	if !until(10*time.Second, away, A, C) {
		t.Fatalf("B's seat not marked: A says %q, C says %q", A.shell().Name(1), C.shell().Name(1))
	}
	if !strings.Contains(lines(A), "is away: a ") {
		t.Errorf("A's strip does not say B is away:\n%s", lines(A))
	}
	// B's table reconnects by itself and goes on with what it missed.
	back := func() bool { return !strings.HasSuffix(A.shell().Name(1), "(bot)") && B.remote().Client().Err() == nil }
	if !until(20*time.Second, back, A, B, C) {
		t.Fatalf("B did not come back: A says %q; B: %v", A.shell().Name(1), B.remote().Client().Err())
	}

	// Play to the end: the seed is revealed, opens the commitment and is shown.
	over := func() bool {
		if movesBy(1<<30)() && playErr != nil {
			return true
		}
		_, okA := A.remote().Client().End()
		_, okB := B.remote().Client().End()
		_, okC := C.remote().Client().End()
		return okA && okB && okC
	}
	if !until(240*time.Second, over, A, B, C) || playErr != nil {
		t.Fatalf("the game did not end (A made %d moves, B %d): %v", made[A], made[B], playErr)
	}
	until(time.Second, func() bool { return A.shell().Setup().Seed != 0 }, A, B, C)
	e, _ := A.remote().Client().End()
	if !e.Verified || e.Seed == 0 || A.shell().Setup().Seed != e.Seed {
		t.Errorf("end: seed %d verified %v, table seed %d", e.Seed, e.Verified, A.shell().Setup().Seed)
	}
	want := fmt.Sprintf("Seed %d matches the sealed SHA-256", e.Seed)
	for _, s := range []*screen{A, B, C} {
		if !strings.Contains(lines(s), want) {
			t.Errorf("%s's strip lacks %q:\n%s", s.name, want, lines(s))
		}
	}
	t.Logf("room %s: A made %d moves, B %d; seed %d; moves tried while reconnecting: A %d, B %d", code, made[A], made[B], e.Seed, reconnects[A], reconnects[B])
}

func isOver(s *screen) bool { _, ok := s.remote().Client().End(); return ok }
