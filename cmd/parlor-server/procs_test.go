package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"parlor/online/onlinetest"
)

// TestMain runs this test binary as a parlor-server node when PARLOR_SERVER_ARGS is set
// (the failover and port tests start their nodes that way, as separate processes).
func TestMain(m *testing.M) {
	if a := os.Getenv("PARLOR_SERVER_ARGS"); a != "" {
		var args []string
		if err := json.Unmarshal([]byte(a), &args); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		err := run(ctx, args, nil)
		stop()
		if err != nil {
			fmt.Fprintf(os.Stderr, "parlor-server: %v\n", err)
			os.Exit(2)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// proc is a parlor-server running as a child process.
type proc struct {
	cmd       *exec.Cmd
	url, name string // its /ws address and node name, once it serves
	addr      string // its HTTP address
	natsPort  int
	token     string // -nats-auth's token
	mu        sync.Mutex
	log       strings.Builder
	done      chan struct{}
}

var (
	servingRE = regexp.MustCompile(`serving http://(\S+)/ (?:.* as node (\S+) )?`)
	standRE   = regexp.MustCompile(`stands for leader of Raft group S-`)
)

// testSecret is the test cluster's secret.
const testSecret = "dGVzdCBzZWNyZXQgb2YgdGhlIGNsdXN0ZXIgMTIzNDU2Nzg5MA=="

// secretFile writes s to a file only its owner may read, and names it.
func secretFile(t *testing.T, s string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "secret")
	if err := os.WriteFile(f, []byte(s+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return f
}

// startProc starts this test binary as a parlor-server with args (what names it in the
// test's log); ready gets nil once it serves, or an error when it ended before.
func startProc(t *testing.T, what string, args []string, ready chan<- error) *proc {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(args)
	p := &proc{cmd: exec.Command(exe, "-test.run=^$"), done: make(chan struct{})}
	p.cmd.Env = append(os.Environ(), "PARLOR_SERVER_ARGS="+string(b))
	stderr, err := p.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		p.cmd.Process.Kill()
		<-p.done
		if t.Failed() {
			t.Logf("%s log:\n%s", what, p.logText())
		}
	})
	go func() {
		sc := bufio.NewScanner(stderr)
		served := false
		for sc.Scan() {
			line := sc.Text()
			p.mu.Lock()
			p.log.WriteString(line + "\n")
			p.mu.Unlock()
			if m := servingRE.FindStringSubmatch(line); m != nil && !served {
				served = true
				p.mu.Lock()
				p.addr, p.url, p.name = m[1], "ws://"+m[1]+"/ws", m[2]
				p.mu.Unlock()
				ready <- nil
			}
		}
		p.cmd.Wait()
		close(p.done)
		if !served {
			ready <- fmt.Errorf("%s ended before serving:\n%s", what, p.logText())
		}
	}()
	return p
}

// nodeHosts are the addresses of a test cluster's nodes: "other machines" on the loopback.
var nodeHosts = []string{"127.0.0.2", "127.0.0.3", "127.0.0.4"}

// startNodes starts n (at most 3) parlor-server processes as one cluster and waits until
// each serves: node i on nodeHosts[i] (its HTTP and route ports), with the cluster's
// secret, and a NATS client port on 127.0.0.1 that takes a token.
func startNodes(t *testing.T, n int, extra ...string) []*proc {
	t.Helper()
	natsPorts := onlinetest.FreePorts(t, n)
	var routes []string
	routePorts := make([]int, n)
	for i := range n {
		routePorts[i] = onlinetest.FreePortOn(t, nodeHosts[i])
		routes = append(routes, fmt.Sprintf("nats://%s:%d", nodeHosts[i], routePorts[i]))
	}
	secret := secretFile(t, testSecret)
	token := "the failover test's NATS token"
	tokenFile := secretFile(t, token)
	ps := make([]*proc, n)
	ready := make(chan error, n)
	for i := range n {
		args := append([]string{"-addr", nodeHosts[i] + ":0", "-data", t.TempDir(), "-cluster", "failover",
			"-cluster-port", fmt.Sprint(routePorts[i]), "-cluster-addr", nodeHosts[i], "-routes", strings.Join(routes, ","),
			"-cluster-secret", secret, "-nats-port", fmt.Sprint(natsPorts[i]), "-nats-auth", tokenFile}, extra...)
		ps[i] = startProc(t, fmt.Sprintf("node %d", i), args, ready)
		ps[i].natsPort, ps[i].token = natsPorts[i], token
	}
	for range n {
		select {
		case err := <-ready:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(90 * time.Second):
			t.Fatal("the nodes did not all serve within 90 s")
		}
	}
	return ps
}

func (p *proc) logText() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.log.String()
}

// natsConn connects to p's NATS client port with its token.
func natsConn(t *testing.T, p *proc) *nats.Conn {
	t.Helper()
	nc, err := nats.Connect(fmt.Sprintf("nats://127.0.0.1:%d", p.natsPort), nats.Token(p.token))
	if err != nil {
		t.Fatal(err)
	}
	return nc
}
