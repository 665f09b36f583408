package e2e

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/binary"
	"flag"
	"fmt"
	"image"
	"image/png"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/internal/tier"
)

// display is the X display the tests use (xauth its cookie file, when the tests
// started the server); built is the parlor binary.
var (
	display string
	xauth   string
	built   string
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

// longTier puts an e2e test in the long tier (tier.Long): each runs the desktop game's
// binary, built by TestMain, under an X server.
func longTier(t *testing.T) {
	t.Helper()
	tier.Long(t, "the desktop game's binary under an X server")
}

func run(m *testing.M) int {
	flag.Parse() // for -short, which tier.Quick reads
	if tier.Quick() {
		return m.Run() // every test is in the long tier: nothing to build
	}
	dir, err := os.MkdirTemp("", "parlor-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	built = filepath.Join(dir, "parlor")
	build := exec.Command("go", "build", "-o", built, "parlor/cmd/parlor")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: building parlor:", err)
		return 1
	}
	display = os.Getenv("DISPLAY")
	if display == "" {
		xauth = filepath.Join(dir, "Xauthority")
		stop, d, err := startXvfb(xauth)
		if err != nil {
			fmt.Fprintln(os.Stderr, "e2e:", err)
			return 1
		}
		defer stop()
		display = d
	}
	return m.Run()
}

// startXvfb starts a virtual X server on a free display number, with a cookie in the
// Xauthority file auth (so clients connect without complaint), and waits for it.
func startXvfb(auth string) (stop func(), display string, err error) {
	path, err := exec.LookPath("Xvfb")
	if err != nil {
		return nil, "", fmt.Errorf("Xvfb is not installed and DISPLAY is unset: install the xvfb package (scripts/deps does) or set DISPLAY")
	}
	for n := 90; n < 140; n++ {
		sock := fmt.Sprintf("/tmp/.X11-unix/X%d", n)
		lock := fmt.Sprintf("/tmp/.X%d-lock", n)
		if exists(sock) || exists(lock) {
			continue
		}
		if err := writeXauth(auth, n); err != nil {
			return nil, "", err
		}
		cmd := exec.Command(path, fmt.Sprintf(":%d", n), "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-auth", auth)
		if err := cmd.Start(); err != nil {
			return nil, "", fmt.Errorf("starting Xvfb: %v", err)
		}
		deadline := time.Now().Add(10 * time.Second)
		for time.Now().Before(deadline) && !exists(sock) {
			time.Sleep(50 * time.Millisecond) // paces the polling for the X socket
		}
		if !exists(sock) {
			cmd.Process.Kill()
			cmd.Wait()
			continue
		}
		return func() { cmd.Process.Kill(); cmd.Wait() }, fmt.Sprintf(":%d", n), nil
	}
	return nil, "", fmt.Errorf("no free X display number for Xvfb in :90..:139")
}

// writeXauth writes an Xauthority file holding one MIT-MAGIC-COOKIE-1 for display n of
// this host (the format of X11's Xauth.h: family, address, display number, name and data,
// each string with a big-endian 16-bit length).
func writeXauth(path string, n int) error {
	host, err := os.Hostname()
	if err != nil {
		return err
	}
	cookie := make([]byte, 16)
	if _, err := rand.Read(cookie); err != nil {
		return err
	}
	var b bytes.Buffer
	str := func(s []byte) {
		binary.Write(&b, binary.BigEndian, uint16(len(s)))
		b.Write(s)
	}
	binary.Write(&b, binary.BigEndian, uint16(256)) // FamilyLocal
	str([]byte(host))
	str([]byte(strconv.Itoa(n)))
	str([]byte("MIT-MAGIC-COOKIE-1"))
	str(cookie)
	return os.WriteFile(path, b.Bytes(), 0o600)
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }

// parlor runs the binary with args under the X server, with its own settings folder and
// no sound, and returns its exit code and stderr.
func parlor(t *testing.T, timeout time.Duration, env []string, args ...string) (int, string) {
	t.Helper()
	code, _, stderr := runParlor(t, timeout, true, env, args...)
	return code, stderr
}

// runParlor runs the binary with args, with its own settings folder and no sound, under
// the X server (onX) or with no display at all (DISPLAY removed from its environment),
// env added last; it returns the exit code, stdout and stderr.
func runParlor(t *testing.T, timeout time.Duration, onX bool, env []string, args ...string) (int, string, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, built, args...)
	for _, e := range os.Environ() {
		if onX || !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "WAYLAND_DISPLAY=") {
			cmd.Env = append(cmd.Env, e)
		}
	}
	cmd.Env = append(cmd.Env, "PARLOR_CONFIG_DIR="+t.TempDir(), "PARLOR_AUDIO=off")
	if onX {
		cmd.Env = append(cmd.Env, "DISPLAY="+display)
	}
	if onX && xauth != "" {
		cmd.Env = append(cmd.Env, "XAUTHORITY="+xauth)
	}
	cmd.Env = append(cmd.Env, env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("parlor %s: still running after %v\n%s", strings.Join(args, " "), timeout, stderr.String())
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("parlor %s: %v", strings.Join(args, " "), err)
	}
	return code, stdout.String(), stderr.String()
}

// checkPicture fails unless the PNG is the window's size and shows a real picture: many
// distinct colours, and no single colour covering almost all of it.
func checkPicture(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("screenshot %s is not a PNG: %v", path, err)
	}
	b := img.Bounds()
	if b.Dx() < 640 || b.Dy() < 400 {
		t.Errorf("screenshot is %dx%d, want at least the 1280x800 window", b.Dx(), b.Dy())
	}
	colours, top := countColours(img)
	total := b.Dx() * b.Dy()
	if colours < 500 {
		t.Errorf("screenshot has only %d distinct colours: blank or nearly so", colours)
	}
	if top > total*85/100 {
		t.Errorf("one colour covers %d%% of the screenshot: blank or nearly so", top*100/total)
	}
}

func countColours(img image.Image) (distinct, mostCommon int) {
	counts := map[uint32]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			counts[(r>>8)<<16|(g>>8)<<8|bl>>8]++
		}
	}
	for _, n := range counts {
		mostCommon = max(mostCommon, n)
	}
	return len(counts), mostCommon
}

// TestScreenshots starts the game in each scene and checks the screenshot is a picture,
// the shots side by side.
// Under -short only the shots in isQuick (each game's table or rules screen and score
// sheet, the menu, help) are taken: the others wait for long deals and bot turns.
func TestScreenshots(t *testing.T) {
	longTier(t)
	isQuick := map[string]bool{"menu": true, "table-4p": true, "scoring": true, "help": true,
		"troeven-table-dummy": true, "troeven-scoring": true, "triples-scoring": true, "triples-rules": true,
		"thirdwheel-table": true, "thirdwheel-scoring": true, "thirdwheel-rules": true}
	cases := []struct {
		name string
		env  []string
		args []string
	}{
		{"menu", nil, []string{"-scene", "menu"}},
		{"table-2p", nil, []string{"-scene", "table", "-autoplay", "-players", "2", "-seed", "3"}},
		{"table-4p", nil, []string{"-scene", "table", "-bots", "human,easy,normal,normal", "-seed", "4"}},
		{"table-6p-round11", []string{"PARLOR_DEMO=round11"}, []string{"-scene", "table", "-players", "6", "-seed", "6", "-options", "forbid-retake"}},
		{"scoring", nil, []string{"-scene", "scoring", "-players", "4", "-seed", "5"}},
		// Development views (PARLOR_DEMO): the help overlay and the pass-and-play
		// privacy screen (seed 4 makes the second person play first).
		{"help", []string{"PARLOR_DEMO=help"}, []string{"-scene", "table", "-players", "3", "-seed", "3"}},
		{"privacy", []string{"PARLOR_DEMO=privacy"}, []string{"-scene", "table", "-bots", "easy,human,human", "-seed", "4"}},
		// Troeven: both variants at the table (seed 3 makes the person the caller, so
		// the dummy version shows the trump dialog), and the score sheet with its tally.
		{"troeven-table-dummy", nil, []string{"-game", "troeven", "-scene", "table", "-bots", "human,normal,easy", "-seed", "3"}},
		{"troeven-table-solo", nil, []string{"-game", "troeven", "-variant", "solo", "-scene", "table", "-bots", "easy,human,normal", "-seed", "7"}},
		{"troeven-scoring", nil, []string{"-game", "troeven", "-scene", "scoring", "-seed", "5"}},
		{"troeven-scoring-solo", nil, []string{"-game", "troeven", "-variant", "solo", "-scene", "scoring", "-seed", "6"}},
		{"troeven-rules", []string{"PARLOR_DEMO=rules"}, []string{"-game", "troeven", "-scene", "table", "-autoplay", "-seed", "2"}},
		// Triples at 2, 6 and 10 seats (the 10-seat table mixes every bot level and a
		// person), its score sheet and its rules screen.
		{"triples-2p", nil, []string{"-game", "triples", "-scene", "table", "-autoplay", "-players", "2", "-seed", "3"}},
		{"triples-6p-chill", nil, []string{"-game", "triples", "-scene", "table", "-players", "6", "-seed", "6", "-options", "chill"}},
		{"triples-10p", nil, []string{"-game", "triples", "-scene", "table", "-bots", "human,easy,normal,hard,easy,normal,hard,easy,normal,hard", "-seed", "10"}},
		{"triples-scoring", nil, []string{"-game", "triples", "-scene", "scoring", "-players", "5", "-seed", "7"}},
		{"triples-rules", []string{"PARLOR_DEMO=rules"}, []string{"-game", "triples", "-scene", "table", "-players", "3", "-seed", "3"}},
		// Third Wheel: the base game and Snap Match (all bots, shot after three Duo
		// cards, with Snap Match while the window's race meter runs), every house rule
		// with two people racing on one keyboard, the score sheet and the rules screen.
		{"thirdwheel-table", nil, []string{"-game", "thirdwheel", "-scene", "table", "-autoplay", "-seed", "3"}},
		{"thirdwheel-snap", nil, []string{"-game", "thirdwheel", "-options", "snap", "-scene", "table", "-autoplay", "-seed", "3"}},
		{"thirdwheel-hotseat-all", nil, []string{"-game", "thirdwheel", "-options", "snap,doubledown,actions,playout", "-scene", "table", "-bots", "human,human,hard", "-seed", "4"}},
		{"thirdwheel-scoring", nil, []string{"-game", "thirdwheel", "-scene", "scoring", "-seed", "5"}},
		{"thirdwheel-rules", []string{"PARLOR_DEMO=rules"}, []string{"-game", "thirdwheel", "-scene", "table", "-autoplay", "-seed", "2"}},
	}
	quick := maps.Clone(isQuick)
	for _, tc := range cases {
		delete(quick, tc.name)
	}
	for name := range quick {
		t.Fatalf("the quick shot %q is not a case", name)
	}
	out := t.TempDir()
	for _, tc := range cases {
		if testing.Short() && !isQuick[tc.name] {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel() // two at a time (-parallel is GOMAXPROCS): each mostly waits for frames
			shot := filepath.Join(out, tc.name+".png")
			start := time.Now()
			code, stderr := parlor(t, shotLimit, tc.env, append(tc.args, "-screenshot", shot)...)
			if code != 0 {
				t.Fatalf("exit status %d\n%s", code, stderr)
			}
			checkPicture(t, shot)
			t.Logf("%s: screenshot in %v", tc.name, time.Since(start).Round(time.Millisecond))
		})
	}
}

// TestBadFlags: a bad flag prints one line naming it and exits with status 2, before
// any window opens.
func TestBadFlags(t *testing.T) {
	longTier(t)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"-players", "9"}, "2 to 6 players"},
		{[]string{"-players", "0"}, "bad -players 0"},
		{[]string{"-players", "-3"}, "bad -players -3"},
		{[]string{"-game", "poker"}, `unknown game "poker"`},
		{[]string{"-options", "no-such"}, `option "no-such"`},
		{[]string{"-bots", "human,genius"}, `unknown bot level "genius"`},
		{[]string{"-players", "3", "-bots", "easy,easy"}, "-bots lists 2 seats but -players is 3"},
		{[]string{"-scene", "lobby"}, `bad -scene "lobby"`},
		{[]string{"-seed", "x12"}, `bad -seed "x12"`},
		{[]string{"-exit-after", "soon"}, "exit-after"},
		{[]string{"-nope"}, "-nope"},
		{[]string{"-game", "thirdwheel", "-players", "4"}, "Third Wheel is for exactly 3 players, not 4"},
		{[]string{"-game", "thirdwheel", "-options", "pace=300,pace=400"}, "two paces given"},
		{[]string{"-game", "thirdwheel", "-options", "pace=9"}, `bad thirdwheel option "pace=9"`},
		{[]string{"-room", "bcd234"}, "-room BCD234 needs -connect ws://HOST:PORT/ws"},
		{[]string{"-connect", "http://127.0.0.1:8080/ws"}, `bad -connect "http://127.0.0.1:8080/ws"`},
		{[]string{"-connect", "ws://127.0.0.1:8080/ws", "-room", "no way!"}, `bad -room "no way!"`},
	}
	for _, tc := range cases {
		code, stderr := parlor(t, 20*time.Second, nil, tc.args...)
		// An X server without an Xauthority cookie (a DISPLAY given by the caller) makes
		// the X library log two lines at start-up, before parlor runs: not ours.
		var lines []string
		for _, l := range strings.Split(strings.TrimSpace(stderr), "\n") {
			if !strings.HasPrefix(l, "XGB: ") {
				lines = append(lines, l)
			}
		}
		stderr = strings.Join(lines, "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("parlor %v: exit %d, stderr %q; want exit 2 and one line containing %q", tc.args, code, stderr, tc.want)
		}
	}
}

// TestExitAfter: -exit-after ends a running game with status 0.
func TestExitAfter(t *testing.T) {
	longTier(t)
	start := time.Now()
	code, stderr := parlor(t, 60*time.Second, nil, "-scene", "table", "-autoplay", "-exit-after", "3s")
	if code != 0 {
		t.Fatalf("exit status %d\n%s", code, stderr)
	}
	if d := time.Since(start); d < 3*time.Second {
		t.Errorf("exited after %v, before the 3s asked", d)
	}
}

// shotLimit bounds one run of the game to its screenshot: a few seconds on an idle
// machine; a bound for a hang, wide enough for a machine under a load of 20 (software GL
// drawing each frame), where an autoplayed table's shot took over 90 s.
const shotLimit = 180 * time.Second
