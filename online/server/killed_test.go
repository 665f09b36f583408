package server

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// TestKilledClientComesBack: a client process that holds a seat is killed (SIGKILL: no
// close frame, no leave); a new process that comes with the token it had stored is seated
// again, at the same seat, within 3 s of the kill, and the seat is the person's again (not
// the stand-in's).
func TestKilledClientComesBack(t *testing.T) {
	if os.Getenv("PARLOR_KILLED_CHILD") != "" {
		killedChild()
		return
	}
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 30*time.Second)
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: []online.SeatSpec{{}, {}, {Bot: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	other, err := dial(t, url).Join(ctx, code, client.JoinOptions{Seat: intp(0), Name: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestKilledClientComesBack$")
	cmd.Env = append(os.Environ(), "PARLOR_KILLED_CHILD="+url+" "+code)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	var token string
	var seat int
	if _, err2 := fmt.Sscanf(line, "seated %d %s", &seat, &token); err != nil || err2 != nil {
		t.Fatalf("the child said %q (%v %v)", line, err, err2)
	}
	waitUntil(t, "the child seated", func() bool { in := other.Seats(); return in[seat].Connected })
	killed := time.Now()
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	s, err := dial(t, url).Join(ctx, code, client.JoinOptions{Token: token})
	if err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the view", func() bool { return s.View() != nil })
	took := time.Since(killed)
	t.Logf("seated again %v after the kill", took.Round(time.Millisecond))
	if s.Seat() != seat || took > 3*time.Second {
		t.Fatalf("seat %d (was %d) after %v", s.Seat(), seat, took)
	}
	waitUntil(t, "the seat the person's", func() bool { in := other.Seats(); return in[seat].Connected && !in[seat].StandIn })
}

// killedChild is the client process: it joins the room's free seat, says its seat and
// token (what a client stores), and waits to be killed.
func killedChild() {
	f := strings.Fields(os.Getenv("PARLOR_KILLED_CHILD"))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, err := client.Dial(ctx, f[0])
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	s, err := c.Join(ctx, f[1], client.JoinOptions{Name: "Bea"})
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	fmt.Printf("seated %d %s\n", s.Seat(), s.Token())
	<-ctx.Done()
	os.Exit(0)
}
