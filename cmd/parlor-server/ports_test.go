package main

import (
	"bufio"
	"context"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"parlor/online/onlinetest"
)

// listening lists the TCP addresses process pid listens on (HOST:PORT, sorted): its
// sockets, from /proc/PID/fd, in the LISTEN state of /proc/PID/net/tcp and tcp6.
func listening(t *testing.T, pid int) []string {
	t.Helper()
	fds, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	if err != nil {
		t.Fatal(err)
	}
	inodes := map[string]bool{}
	for _, fd := range fds {
		l, err := os.Readlink(fmt.Sprintf("/proc/%d/fd/%s", pid, fd.Name()))
		if err == nil && strings.HasPrefix(l, "socket:[") {
			inodes[strings.TrimSuffix(strings.TrimPrefix(l, "socket:["), "]")] = true
		}
	}
	var out []string
	for _, table := range []string{"tcp", "tcp6"} {
		f, err := os.Open(fmt.Sprintf("/proc/%d/net/%s", pid, table))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Scan() // the header
		for sc.Scan() {
			fs := strings.Fields(sc.Text())
			if len(fs) < 10 || fs[3] != "0A" || !inodes[fs[9]] { // 0A: LISTEN
				continue
			}
			out = append(out, procAddr(t, fs[1]))
		}
		f.Close()
	}
	slices.Sort(out)
	return out
}

// procAddr reads /proc/net/tcp's HEXIP:HEXPORT (the address in 32-bit words of host order).
func procAddr(t *testing.T, s string) string {
	h, p, _ := strings.Cut(s, ":")
	b, err := hex.DecodeString(h)
	port, perr := strconv.ParseUint(p, 16, 16)
	if err != nil || perr != nil || len(b)%4 != 0 {
		t.Fatalf("cannot read the address %q", s)
	}
	for i := 0; i < len(b); i += 4 {
		b[i], b[i+1], b[i+2], b[i+3] = b[i+3], b[i+2], b[i+1], b[i]
	}
	return net.JoinHostPort(net.IP(b).String(), strconv.FormatUint(port, 10))
}

// waitServed waits for a proc to serve.
func waitServed(t *testing.T, ready <-chan error) {
	t.Helper()
	select {
	case err := <-ready:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(90 * time.Second):
		t.Fatal("the server did not serve within 90 s")
	}
}

// TestPorts: what a parlor-server listens on, read from its sockets in /proc. Alone: its
// HTTP port only. A cluster node: its HTTP and route ports only (and, waiting for the
// other nodes, its route port only). With -nats-port and -nats-auth: also the NATS port
// on 127.0.0.1, where a client without the token is refused.
func TestPorts(t *testing.T) {
	t.Run("alone", func(t *testing.T) {
		ready := make(chan error, 1)
		p := startProc(t, "server", []string{"-addr", "127.0.0.1:0", "-data", t.TempDir()}, ready)
		waitServed(t, ready)
		if got := listening(t, p.cmd.Process.Pid); !slices.Equal(got, []string{p.addr}) {
			t.Fatalf("listens on %v; want its HTTP port %s only", got, p.addr)
		}
	})
	t.Run("cluster nodes", func(t *testing.T) {
		hosts := nodeHosts[:2]
		var routes, rports []string
		for _, h := range hosts {
			rp := net.JoinHostPort(h, strconv.Itoa(onlinetest.FreePortOn(t, h)))
			rports = append(rports, rp)
			routes = append(routes, "nats://"+rp)
		}
		secret := secretFile(t, testSecret)
		ready := make(chan error, 2)
		ps := make([]*proc, 2)
		for i, h := range hosts {
			_, port, _ := net.SplitHostPort(rports[i])
			ps[i] = startProc(t, "node "+h, []string{"-addr", h + ":0", "-data", t.TempDir(), "-cluster", "ports",
				"-cluster-port", port, "-cluster-addr", h, "-routes", strings.Join(routes, ","), "-cluster-secret", secret}, ready)
			if i == 0 {
				var got []string
				for range 2000 {
					if got = listening(t, ps[0].cmd.Process.Pid); len(got) > 0 {
						break
					}
					time.Sleep(10 * time.Millisecond) // paces the polling for the node's listening ports
				}
				if !slices.Equal(got, rports[:1]) {
					t.Fatalf("the first node, alone, listens on %v; want its route port %s only", got, rports[0])
				}
			}
		}
		waitServed(t, ready)
		waitServed(t, ready)
		for i, p := range ps {
			want := []string{p.addr, rports[i]}
			slices.Sort(want)
			if got := listening(t, p.cmd.Process.Pid); !slices.Equal(got, want) {
				t.Fatalf("node %d listens on %v; want its HTTP and route ports %v only", i, got, want)
			}
		}
	})
	t.Run("nats port", func(t *testing.T) {
		np := onlinetest.FreePorts(t, 1)[0]
		ready := make(chan error, 1)
		p := startProc(t, "server", []string{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "-nats-port", strconv.Itoa(np),
			"-nats-auth", secretFile(t, "the NATS port's token 0123")}, ready)
		waitServed(t, ready)
		want := []string{p.addr, net.JoinHostPort("127.0.0.1", strconv.Itoa(np))}
		slices.Sort(want)
		if got := listening(t, p.cmd.Process.Pid); !slices.Equal(got, want) {
			t.Fatalf("listens on %v; want %v", got, want)
		}
		if nc, err := nats.Connect(fmt.Sprintf("nats://127.0.0.1:%d", np)); err == nil {
			nc.Close()
			t.Fatal("a NATS client without the token was served")
		}
	})
}

// TestSecurityFlags: the refusals in words (a NATS port without a token, routes off this
// machine without the secret, a secret others may read), and -make-secret.
func TestSecurityFlags(t *testing.T) {
	dir := t.TempDir()
	made := filepath.Join(dir, "made")
	if err := run(context.Background(), []string{"-make-secret", made}, nil); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(made); err != nil || st.Mode().Perm() != 0o600 || st.Size() < 40 {
		t.Fatalf("-make-secret wrote %v (%v)", st, err)
	}
	open := filepath.Join(dir, "open")
	if err := os.WriteFile(open, []byte(testSecret), 0o644); err != nil {
		t.Fatal(err)
	}
	data := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-make-secret", made}, "exists already"},
		{[]string{"-nats-port", "4222"}, "-nats-port needs -nats-auth FILE"},
		{[]string{"-nats-auth", made}, "-nats-port, which is not open"},
		{[]string{"-cluster", "x", "-cluster-port", "7001", "-routes", "nats://10.9.8.7:7001,nats://10.9.8.6:7001", "-cluster-addr", "10.9.8.7"},
			"parlor-server -make-secret FILE"},
		{[]string{"-cluster", "x", "-cluster-port", "7001", "-routes", "nats://10.9.8.7:7001", "-cluster-secret", open}, "chmod 600"},
		{[]string{"-cluster", "x", "-cluster-port", "7001", "-routes", "nats://10.9.8.7:7001", "-cluster-secret", filepath.Join(dir, "none")},
			"-make-secret FILE"},
	} {
		err := run(context.Background(), append([]string{"-addr", "127.0.0.1:0", "-data", data}, c.args...), nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v; want an error saying %q", c.args, err, c.want)
		}
	}
}
