// Package onlinetest starts a real parlor-server for tests of the online clients: the
// command built from cmd/parlor-server, run as its own process on a free port of
// 127.0.0.1 with its room logs in a temporary folder, stopped when the test ends.
package onlinetest

import (
	"bufio"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sync"
	"testing"
	"time"
)

var (
	buildOnce sync.Once
	binary    string
	buildErr  error
	buildOut  []byte
)

// startWait bounds the wait for the server to say where it listens.
const startWait = 60 * time.Second

// served is the server's log line that names its address.
var served = regexp.MustCompile(`serving http://(127\.0\.0\.1:[0-9]+)/`)

// Start builds parlor-server (once per test binary), starts it on 127.0.0.1 with args
// added (say -dev, -grace 300ms, -site DIR) and returns its address "127.0.0.1:PORT".
// The server is stopped (SIGINT, then killed) when t ends.
func Start(t testing.TB, args ...string) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "parlor-server-bin")
		if err != nil {
			buildErr = err
			return
		}
		binary = filepath.Join(dir, "parlor-server")
		buildOut, buildErr = exec.Command("go", "build", "-o", binary, "parlor/cmd/parlor-server").CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("building parlor-server: %v\n%s", buildErr, buildOut)
	}
	args = append([]string{"-addr", "127.0.0.1:0", "-data", t.TempDir()}, args...)
	cmd := exec.Command(binary, args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	addr := make(chan string, 1)
	go func() {
		defer close(done)
		sc := bufio.NewScanner(stderr)
		found := false
		for sc.Scan() {
			if m := served.FindStringSubmatch(sc.Text()); m != nil && !found {
				found = true
				addr <- m[1]
			}
		}
		cmd.Wait()
	}()
	select {
	case a := <-addr:
		return a
	case <-done:
		t.Fatalf("parlor-server %v ended before serving", args)
	case <-time.After(startWait):
		t.Fatalf("parlor-server %v did not say where it serves within %v", args, startWait)
	}
	return ""
}

// Delay starts a TCP relay on 127.0.0.1 in front of addr that holds every chunk oneWay
// before passing it on, in each direction (a round trip of 2×oneWay), and returns the
// relay's address. It stops when t ends.
func Delay(t testing.TB, addr string, oneWay time.Duration) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	go func() {
		for {
			in, err := ln.Accept()
			if err != nil {
				return
			}
			out, err := net.Dial("tcp", addr)
			if err != nil {
				in.Close()
				continue
			}
			mu.Lock()
			conns = append(conns, in, out)
			mu.Unlock()
			go relay(in, out, oneWay)
			go relay(out, in, oneWay)
		}
	}()
	return ln.Addr().String()
}

// relay copies src to dst, each chunk oneWay after it was read, until src ends.
func relay(src, dst net.Conn, oneWay time.Duration) {
	type chunk struct {
		b  []byte
		at time.Time
	}
	q := make(chan chunk, 4096)
	go func() {
		defer close(q)
		for {
			b := make([]byte, 32<<10)
			n, err := src.Read(b)
			if n > 0 {
				q <- chunk{b[:n], time.Now()}
			}
			if err != nil {
				return
			}
		}
	}()
	failed := false
	for c := range q {
		if failed {
			continue // drained until the reader sees src closed
		}
		time.Sleep(time.Until(c.at.Add(oneWay)))
		if _, err := dst.Write(c.b); err != nil {
			failed = true
			src.Close()
		}
	}
	dst.Close()
}
