package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// checkOneLine fails unless stderr is exactly one line of at most max bytes.
func checkOneLine(t *testing.T, what, stderr string, max int) {
	t.Helper()
	if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") || len(stderr) > max {
		t.Errorf("%s: stderr is not one short line (%d bytes): %.300q", what, len(stderr), stderr)
	}
}

// TestPlayChecksThePlayerCountBeforeMakingSeats: one bot level for two billion seats is
// refused at once, without making the seats (the heap stays small).
func TestPlayChecksThePlayerCountBeforeMakingSeats(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for _, args := range [][]string{
		{"play", "-game", "triples", "-players", "2000000000", "-seed", "1", "-bots", "easy"},
		{"play", "-game", "threethirteen", "-players", "10000000", "-seed", "1", "-bots", "easy"},
		{"tournament", "-game", "triples", "-players", "2000000000", "-bots", "easy", "-games", "1"},
		{"play", "-game", "triples", "-players", "-5", "-seed", "1", "-bots", "easy"},
	} {
		_, errOut, code := sim(t, "", args...)
		if code != 2 || !strings.Contains(errOut, "players, not") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
		checkOneLine(t, args[0], errOut, 200)
	}
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 16<<20 {
		t.Errorf("refusing the player counts allocated %d MB", grew>>20)
	}
}

// TestReplayReadsOnlyBoundedRegularFiles: /dev/zero, a named pipe nobody writes to, a
// folder and a record over 16 MiB are refused at once with exit 2.
func TestReplayReadsOnlyBoundedRegularFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "game.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.json")
	f, _ := os.Create(big)
	f.Truncate(16<<20 + 1)
	f.Close()
	for path, want := range map[string]string{
		"/dev/zero": "not a regular file (a character device)",
		fifo:        "not a regular file (a named pipe)",
		dir:         "not a regular file (a folder)",
		big:         "longer than the limit of 16 MiB",
	} {
		done := make(chan struct{})
		var errOut string
		var code int
		go func() { _, errOut, code = sim(t, "", "replay", path); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("replay %s still running after 10 s", path)
		}
		if code != 2 || !strings.Contains(errOut, want) {
			t.Errorf("replay %s: exit %d, %q; want 2 and %q", path, code, errOut, want)
		}
		checkOneLine(t, path, errOut, 300)
	}
}

// TestLongTokensAreNotEchoedWhole: a 10 MB bad token is named by its first bytes and its
// length, on one line, in every command.
func TestLongTokensAreNotEchoedWhole(t *testing.T) {
	huge := strings.Repeat("Q", 10<<20)
	dir := t.TempDir()
	rec := filepath.Join(dir, "r.json")
	os.WriteFile(rec, []byte(`{"game":"threethirteen","players":2,"seed":1,"moves":["`+huge+`"]}`), 0o644)
	opt := filepath.Join(dir, "o.json")
	os.WriteFile(opt, []byte(`{"game":"thirdwheel","players":3,"seed":1,"options":["`+huge+`"],"moves":[]}`), 0o644)
	for _, args := range [][]string{
		{"meld", "-wild", "8", huge},
		{"meld", "-wild", huge, "AC"},
		{"trick", "-trump", "H", huge},
		{"trick", "-trump", huge, "AH"},
		{"triple", huge, "RH1", "RH2"},
		{"play", "-game", huge},
		{"play", "-game", "triples", "-seed", "1", "-bots", huge},
		{"play", "-game", "thirdwheel", "-seed", "1", "-bots", "easy", "-options", huge},
		{"play", "-game", "triples", "-seed", huge, "-bots", "easy"},
		{"play", "-" + huge},
		{"play", "-players", huge},
		{"replay", rec},
		{"replay", opt},
		{huge},
	} {
		_, errOut, code := sim(t, "", args...)
		if code != 2 {
			t.Errorf("%.60v: exit %d", args, code)
		}
		checkOneLine(t, strings.Join(args[:1], " "), errOut, 1100)
	}
	out, _, code := sim(t, `{"wild":"8","hand":"`+huge+`"}`+"\n", "meld", "-batch")
	if code != 0 || len(out) > 1100 || !strings.Contains(out, `"error"`) {
		t.Errorf("batch line with a huge hand: exit %d, %d bytes out", code, len(out))
	}
}

// TestMeldReadsFlagsAfterTheCards: `meld AC -wild 8` reads the wild rank.
func TestMeldReadsFlagsAfterTheCards(t *testing.T) {
	a, errA, codeA := sim(t, "", "meld", "7D", "8D", "9D", "-wild", "K")
	b, _, _ := sim(t, "", "meld", "-wild", "K", "7D", "8D", "9D")
	c, _, _ := sim(t, "", "meld", "7D", "-wild", "K", "8D", "9D")
	if codeA != 0 || a != b || a != c || !strings.Contains(a, `"penalty":0`) {
		t.Fatalf("flags after cards: %q (%s), before: %q, between: %q", a, errA, b, c)
	}
	if _, errOut, code := sim(t, "", "meld", "AC", "--", "-wild"); code != 2 || !strings.Contains(errOut, "missing -wild") {
		t.Errorf("after --, -wild is a card: exit %d, %q", code, errOut)
	}
}

// TestAFlagGivenTwiceIsRefused: the second value would silently win.
func TestAFlagGivenTwiceIsRefused(t *testing.T) {
	for _, args := range [][]string{
		{"meld", "-wild", "8", "AC", "-wild", "9"},
		{"play", "-game", "triples", "-seed", "1", "-seed", "2", "-bots", "easy,easy"},
	} {
		_, errOut, code := sim(t, "", args...)
		if code != 2 || !strings.Contains(errOut, "given twice") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
}

// TestMeldBatchAnswersEachLineAtOnce: a client that writes one line and waits for its
// answer before writing the next gets every answer (no deadlock waiting for stdin to
// close).
func TestMeldBatchAnswersEachLineAtOnce(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"meld", "-batch"}, inR, outW, io.Discard)
		outW.Close()
	}()
	answers := bufio.NewReader(outR)
	for i, line := range []string{`{"wild":"8","hand":"7D 8D 9D"}`, `not json`, `{"round":1,"hand":"AC 2C 3C"}`} {
		if _, err := io.WriteString(inW, line+"\n"); err != nil {
			t.Fatal(err)
		}
		got := make(chan string, 1)
		go func() { s, _ := answers.ReadString('\n'); got <- s }()
		select {
		case s := <-got:
			if (i == 1) != strings.Contains(s, `"error":"line 2`) {
				t.Errorf("answer %d: %q", i+1, s)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no answer to line %d after 10 s while stdin stays open", i+1)
		}
	}
	inW.Close()
	if code := <-done; code != 0 {
		t.Fatalf("exit %d", code)
	}
}

// TestMeldBatchOverLongLineGetsItsOwnError: a line over MaxBatchLine is answered by an
// error line and the lines after it are still answered.
func TestMeldBatchOverLongLineGetsItsOwnError(t *testing.T) {
	long := `{"wild":"8","hand":"` + strings.Repeat("7D ", MaxBatchLine/3+10) + `"}`
	in := `{"wild":"8","hand":"7D 8D 9D"}` + "\n" + long + "\n" + `{"wild":"none","hand":"AS"}` + "\n"
	out, errOut, code := sim(t, in, "meld", "-batch")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != 3 {
		t.Fatalf("exit %d, %d output lines, stderr %q", code, len(lines), errOut)
	}
	var e struct{ Error string }
	json.Unmarshal([]byte(lines[1]), &e)
	if e.Error != "line 2: the line is longer than the limit of 1 MiB" {
		t.Errorf("over-long line answered %q", lines[1])
	}
	if !strings.Contains(lines[2], `"penalty":1`) {
		t.Errorf("the line after it: %q", lines[2])
	}
}
