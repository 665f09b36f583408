//go:build display

package scenetest_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/internal/racebound"
	"parlor/online"
	"parlor/online/client"
	"parlor/scenes"
	"parlor/scenes/saves"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/ui/input"
)

// TestIdlePersonIsVotedOut: three people at a Triples room with a 1 s turn clock (a
// -dev server's; 4 s under the race detector, where a slow tick of A's or B's screen
// made them miss turns too). Before the others come, A's table names their seats "Free seat" and
// its corner says the seed is sealed; A's strip shows the turn clock, and on A's turn the
// seconds left. C's screen stays connected but never moves: after the clock a bot plays
// C's turn, C's screen asks "You were away" and A's strip says C is away; after 3 missed
// turns A's and B's screens ask the vote, both press B (replace with a bot), and the
// seat goes to a bot for good, which A's table names and its strip says; C's screen,
// still connected, watches from then on and its strip says why.
func TestIdlePersonIsVotedOut(t *testing.T) {
	srv := startServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), racebound.Scale(60*time.Second))
	defer cancel()
	conn, err := client.Dial(ctx, srv)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	zero := 0
	code, _, err := conn.Create(ctx, online.RoomSpec{Config: match.Config{Game: "triples", Players: 3},
		Seats: make([]online.SeatSpec, 3), TimerMs: 1000 * racebound.Factor, BotMs: &zero})
	if err != nil {
		t.Fatal(err)
	}
	setup := Setup(t, "triples", "", 3, "", "human,human,human", 7)
	seated := func(f *front, seat int) func() bool {
		return func() bool { return f.remote() != nil && f.remote().Client().Seat() == seat }
	}
	A := newFront("Ann", saves.NewMem(), screens.NewLobby(setup, code))
	if !run(t, racebound.Scale(20*time.Second), false, seated(A, 0), A) {
		t.Fatal("A got no seat 0")
	}
	A.tick()
	if n := A.shell().Name(1); n != scenes.FreeSeat {
		t.Errorf("A's table names the untaken seat 1 %q, want %q", n, scenes.FreeSeat)
	}
	if s := A.shell().SeedText(); !strings.Contains(s, "sealed") || strings.Contains(s, "seed 0") {
		t.Errorf("A's corner says %q while the seed is sealed", s)
	}
	B := newFront("Bea", saves.NewMem(), screens.NewLobby(setup, code))
	if !run(t, racebound.Scale(20*time.Second), false, seated(B, 1), A, B) {
		t.Fatal("B got no seat 1")
	}
	C := newFront("Cy", saves.NewMem(), screens.NewLobby(setup, code))
	C.idle = true
	if !run(t, racebound.Scale(20*time.Second), false, seated(C, 2), A, B, C) {
		t.Fatal("C got no seat 2")
	}
	if !strings.Contains(A.lines(), fmt.Sprintf("Turn clock %d s a move", racebound.Factor)) && !strings.Contains(A.lines(), "Your turn: ") {
		t.Errorf("A's strip does not show the turn clock:\n%s", A.lines())
	}

	// A and B play; C's screen is ticked (connected, drawn) but never moves.
	var sawCountdown, sawAway, sawAwayPrompt bool
	watch := func() {
		l := A.lines()
		sawCountdown = sawCountdown || strings.Contains(l, "s left, then a bot moves for you")
		sawAway = sawAway || strings.Contains(l, "Cy is away")
		sawAwayPrompt = sawAwayPrompt || C.remote().Prompt() == "away" && strings.Contains(C.lines(), "You are away: a normal bot plays for you")
	}
	voting := func() bool {
		watch()
		return A.remote().Prompt() == "vote" && B.remote().Prompt() == "vote"
	}
	if !run(t, racebound.Scale(60*time.Second), true, voting, A, B, C) {
		t.Fatalf("no vote about C: A's prompt %q, B's %q; A's strip:\n%s", A.remote().Prompt(), B.remote().Prompt(), A.lines())
	}
	if !sawCountdown || !sawAway || !sawAwayPrompt {
		t.Errorf("A's countdown seen %v, A told C is away %v, C asked if back %v", sawCountdown, sawAway, sawAwayPrompt)
	}
	if v, _ := A.remote().Client().Vote(); v.Seat != 2 || v.Missed < 3 {
		t.Errorf("the vote: %+v, want about seat 2 after 3 missed turns", v)
	}
	if C.remote().Prompt() == "vote" {
		t.Error("C is asked to vote about themselves")
	}

	// Both press B: the seat goes to a bot for good.
	Press(A.scene, A.a, input.KeyB)
	if !strings.Contains(A.lines(), "You voted replace with a bot about Cy") {
		t.Errorf("A's strip after voting:\n%s", A.lines())
	}
	Press(B.scene, B.a, input.KeyB)
	said := ""
	replaced := func() bool {
		for _, l := range A.remote().Lines() {
			if strings.HasPrefix(l, "Vote: ") {
				said = l
			}
		}
		ins := A.remote().Client().Seats()
		return len(ins) == 3 && ins[2].Replaced && !ins[2].Person && A.shell().Name(2) == ins[2].Name && said != ""
	}
	if !run(t, racebound.Scale(10*time.Second), true, replaced, A, B, C) {
		t.Fatalf("seat 2 not replaced: %+v, A names it %q, A's strip said %q", A.remote().Client().Seats(), A.shell().Name(2), said)
	}
	if A.remote().Prompt() != "" || B.remote().Prompt() != "" {
		t.Errorf("prompts still up after the vote: A %q, B %q", A.remote().Prompt(), B.remote().Prompt())
	}
	// C's screen, connected still, watches from now on and is told why.
	watching := func() bool {
		return C.remote().Client().Seat() == -1 && len(C.shell().People()) == 0 && C.remote().Prompt() == "" &&
			strings.Contains(C.lines(), "Vote: Cy's seat goes to a bot for good") && strings.Contains(C.lines(), "Watching")
	}
	if !run(t, racebound.Scale(5*time.Second), true, watching, A, B, C) {
		t.Errorf("C's screen after the vote: seat %d, people %v, prompt %q, strip:\n%s", C.remote().Client().Seat(), C.shell().People(), C.remote().Prompt(), C.lines())
	}
	t.Logf("room %s: C replaced by a bot after the vote; A's strip: %q", code, said)
}
