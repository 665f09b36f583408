package e2e

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/onlinetest"
	"parlor/scenes/saves"
)

// TestKilledClientTakesItsSeatBack runs a real parlor-server on 127.0.0.1 and the desktop
// game as its own process (`parlor -connect URL -room CODE`, under the X display) in seat
// 2 of a Triples room whose seat 0 a networked bot plays. Mid-game the desktop client is
// killed (SIGKILL): the stand-in plays its seat. Started again on the same config folder,
// it takes the same seat back from the stand-in within 3 s (the seat is connected again
// and no longer a bot's on the other seats' strips), with the token it kept in
// seats.json (mode 600); its name is the one in its settings.
func TestKilledClientTakesItsSeatBack(t *testing.T) {
	longTier(t)
	addr := onlinetest.Start(t, "-dev", "-grace", "300ms")
	url := "ws://" + addr + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	c, err := client.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	botMs, seed := 150, uint64(11)
	spec := online.RoomSpec{Config: match.Config{Game: "triples", Players: 3}, Seats: []online.SeatSpec{{}, {Bot: "easy"}, {}}, TimerMs: 120_000, BotMs: &botMs, DevSeed: &seed}
	code, _, err := c.Create(ctx, spec)
	if err != nil {
		t.Fatal(err)
	}
	zero := 0
	seat, err := c.Join(ctx, code, client.JoinOptions{Name: "Ann", Seat: &zero})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := games.Lookup("triples")
	b, _ := g.NewBot("easy", 0, seed)
	go (&client.Bot{Seat: seat, Bot: b, Think: 100 * time.Millisecond}).Run(ctx)

	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"speed":"fast","muted":true,"name":"Dee"}`), 0o644)
	args := []string{"-connect", url, "-room", code}
	seatTwo := func() online.SeatInfo {
		for _, in := range seat.Seats() {
			if in.Seat == 2 {
				return in
			}
		}
		return online.SeatInfo{}
	}
	waitFor := func(what string, limit time.Duration, ok func() bool) time.Duration {
		t.Helper()
		start := time.Now()
		for time.Since(start) < limit {
			if ok() {
				return time.Since(start)
			}
			time.Sleep(10 * time.Millisecond) // (the bot waits on the seat's Changed)
		}
		t.Fatalf("%s: not within %v (seat 2: %+v)", what, limit, seatTwo())
		return 0
	}

	first := startParlor(t, dir, args...)
	waitFor("the desktop client in seat 2", 30*time.Second, func() bool {
		in := seatTwo()
		return in.Person && in.Name == "Dee" && in.Connected && !in.StandIn
	})
	// Until the turn is the desktop's (a person's there waits for them), or a few moves.
	moves := seat.Latest()
	waitFor("moves", 30*time.Second, func() bool { return seat.ToMove() == 2 || seat.Latest() >= moves+3 })
	waitFor("seat 2 kept in seats.json", 30*time.Second, func() bool {
		kept, ok := saves.FindSeat(saves.Dir{Root: dir}, url, code, time.Now())
		return ok && kept.Seat == 2
	})
	if info, err := os.Stat(filepath.Join(dir, saves.SeatsName)); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("seats.json: %v, mode %v; want 0600", err, info.Mode().Perm())
	}

	first.Process.Signal(syscall.SIGKILL)
	first.Wait()
	waitFor("the stand-in in seat 2", 10*time.Second, func() bool { in := seatTwo(); return in.StandIn && !in.Connected })
	moves = seat.Latest()
	waitFor("moves after the kill", 30*time.Second, func() bool { return seat.Latest() >= moves+2 })

	again := startParlor(t, dir, args...)
	took := waitFor("seat 2 taken back", 10*time.Second, func() bool {
		in := seatTwo()
		return in.Person && in.Name == "Dee" && in.Connected && !in.StandIn
	})
	if took > 3*time.Second {
		t.Errorf("the restarted client took its seat back after %v, want within 3 s", took)
	}
	if _, over := seat.End(); over {
		t.Error("the game ended before the client came back: not mid-game")
	}
	t.Logf("room %s: seat 2 back from the stand-in %v after the restarted process began", code, took.Round(time.Millisecond))
	again.Process.Signal(syscall.SIGKILL)
	again.Wait()
}

// startParlor starts the desktop game with args on config folder dir (killed when the
// test ends, if still running).
func startParlor(t *testing.T, dir string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(built, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "PARLOR_CONFIG_DIR="+dir, "PARLOR_AUDIO=off")
	if xauth != "" {
		cmd.Env = append(cmd.Env, "XAUTHORITY="+xauth)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
		if s := strings.TrimSpace(stderr.String()); s != "" && t.Failed() {
			t.Logf("parlor %s said:\n%s", strings.Join(args, " "), s)
		}
	})
	return cmd
}
