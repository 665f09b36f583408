package server

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"parlor/online/onlinetest"
)

// TestRouteOptions: where the route port listens, and which nodes must have the cluster's
// secret: routes that leave the machine (or a route port open beyond the loopback) without
// the secret are refused with a sentence saying how to make one.
func TestRouteOptions(t *testing.T) {
	cases := []struct {
		name     string
		o        NATSOptions
		host     string // the route port's host, or
		err      string // the error's words
		replicas int
	}{
		{name: "loopback routes", o: NATSOptions{Routes: []string{"nats://127.0.0.1:7001", "nats://127.0.0.1:7002", "nats://localhost:7003"}},
			host: "127.0.0.1", replicas: 3},
		{name: "a lone node", o: NATSOptions{Routes: []string{"nats://127.0.0.1:7001"}}, host: "127.0.0.1", replicas: 1},
		{name: "two nodes", o: NATSOptions{Routes: []string{"nats://127.0.0.1:7001", "nats://127.0.0.1:7002"}}, host: "127.0.0.1", replicas: 2},
		{name: "loopback aliases", o: NATSOptions{ClusterAddr: "127.0.0.2", Routes: []string{"nats://127.0.0.2:7001", "nats://127.0.0.3:7001", "nats://127.0.0.4:7001"}},
			host: "127.0.0.2", replicas: 3},
		{name: "other machines without the secret", o: NATSOptions{ClusterAddr: "10.1.2.3", Routes: []string{"nats://10.1.2.3:7001", "nats://10.1.2.4:7001"}},
			err: "parlor-server -make-secret FILE"},
		{name: "the route port on every interface without the secret", o: NATSOptions{ClusterAddr: "0.0.0.0", Routes: []string{"nats://127.0.0.1:7001"}},
			err: "-cluster-secret FILE"},
		{name: "other machines, no address of this one", o: NATSOptions{ClusterSecret: testSecret, Routes: []string{"nats://10.1.2.4:7001", "nats://10.1.2.5:7001"}},
			err: "-cluster-addr HOST"},
		{name: "other machines with the secret", o: NATSOptions{ClusterSecret: testSecret, ClusterAddr: "10.1.2.3", Routes: []string{"nats://10.1.2.3:7001", "nats://10.1.2.4:7001"}},
			host: "10.1.2.3", replicas: 2},
		{name: "route TLS without the secret", o: NATSOptions{RouteTLS: RouteTLSFiles{Cert: "c"}, Routes: []string{"nats://127.0.0.1:7001"}},
			err: "need -cluster-secret"},
		{name: "half the route TLS files", o: NATSOptions{ClusterSecret: testSecret, RouteTLS: RouteTLSFiles{Cert: "c"}, Routes: []string{"nats://127.0.0.1:7001"}},
			err: "needs all of"},
		{name: "credentials in a route", o: NATSOptions{Routes: []string{"nats://u:p@127.0.0.1:7001"}}, err: "want nats://HOST:PORT"},
		{name: "a port in -cluster-addr", o: NATSOptions{ClusterAddr: "127.0.0.2:7001", Routes: []string{"nats://127.0.0.1:7001"}}, err: "without a port"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := c.o
			o.Dir, o.Cluster, o.ClusterPort = t.TempDir(), "test", 7001
			opts, replicas, err := o.serverOptions("n")
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("error %v, want one saying %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if opts.Cluster.Host != c.host || replicas != c.replicas {
				t.Fatalf("route port on %s, %d replicas; want %s, %d", opts.Cluster.Host, replicas, c.host, c.replicas)
			}
			if !opts.DontListen || opts.Port != 0 {
				t.Fatalf("a client port is opened (port %d)", opts.Port)
			}
			if (o.ClusterSecret != "") != (opts.Cluster.TLSConfig != nil && opts.Cluster.Password != "") {
				t.Fatalf("secret %v but route TLS %v, password %q", o.ClusterSecret != "", opts.Cluster.TLSConfig != nil, opts.Cluster.Password)
			}
		})
	}
	if _, _, err := (NATSOptions{Dir: t.TempDir(), ClusterSecret: testSecret}).serverOptions("n"); err == nil {
		t.Error("a secret without a cluster was taken")
	}
}

// TestNATSPortNeedsToken: no client port without a token; with one, a client without it
// (or with another) is refused and a client with it is served. A store without -nats-port
// has no client listener at all, clustered or not (cmd/parlor-server's TestPorts lists a
// node's listening sockets).
func TestNATSPortNeedsToken(t *testing.T) {
	port := onlinetest.FreePorts(t, 1)[0]
	if _, err := OpenNATS(NATSOptions{Dir: t.TempDir(), Port: port}); err == nil || !strings.Contains(err.Error(), "-nats-auth FILE") {
		t.Fatalf("-nats-port without a token: %v", err)
	}
	token := "a token of the client port, 0123456789"
	s, err := OpenNATS(NATSOptions{Dir: t.TempDir(), Port: port, ClientToken: token})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	addr := fmt.Sprintf("nats://127.0.0.1:%d", port)
	for name, opts := range map[string][]nats.Option{"no token": nil, "another token": {nats.Token("another token of the port 0123456789")}} {
		if nc, err := nats.Connect(addr, opts...); err == nil {
			nc.Close()
			t.Fatalf("a client with %s was served", name)
		} else if !strings.Contains(strings.ToLower(err.Error()), "authorization") {
			t.Fatalf("a client with %s: %v, want an authorization violation", name, err)
		}
	}
	nc, err := nats.Connect(addr, nats.Token(token))
	if err != nil {
		t.Fatalf("a client with the token: %v", err)
	}
	defer nc.Close()
	if _, err := nc.Request("$JS.API.STREAM.INFO."+streamName, nil, 5*time.Second); err != nil {
		t.Fatalf("a client with the token cannot reach JetStream: %v", err)
	}

	lone, err := OpenNATS(NATSOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer lone.Close()
	if a := lone.server().Addr(); a != nil {
		t.Errorf("a server without -nats-port has a client listener on %v", a)
	}
	for i, nd := range startCluster(t, 2, Config{}) { // (nats-server's JetStream needs two nodes for a cluster)
		if a := nd.nats.server().Addr(); a != nil {
			t.Errorf("cluster node %d has a client listener on %v", i, a)
		}
		if nd.nats.server().ClusterAddr() == nil {
			t.Errorf("cluster node %d has no route listener", i)
		}
	}
}

// TestDataDirFaults: a data folder that cannot be used is reported at once with its cause:
// a file where the folder should be, a read-only disk, a full disk; and a start that
// nats-server itself fails reports nats-server's words (a route port in use).
func TestDataDirFaults(t *testing.T) {
	file := filepath.Join(t.TempDir(), "data")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	ro := mountTmpfs(t, "4m", syscall.MS_RDONLY)
	full := mountTmpfs(t, "2m", 0)
	fillDisk(t, full)
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	bp := busy.Addr().(*net.TCPAddr).Port
	for _, c := range []struct {
		name, want string
		o          NATSOptions
	}{
		{"a file", "is a file, not a folder", NATSOptions{Dir: file}},
		{"a read-only disk", "read-only file system", NATSOptions{Dir: ro}},
		{"a full disk", "its disk is full", NATSOptions{Dir: full}},
		{"a route port in use", "address already in use",
			NATSOptions{Dir: t.TempDir(), Cluster: "x", ClusterPort: bp, Routes: []string{fmt.Sprintf("nats://127.0.0.1:%d", bp)}}},
	} {
		start := time.Now()
		s, err := OpenNATS(c.o)
		took := time.Since(start)
		if err == nil {
			s.Close()
			t.Errorf("%s: the store opened", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || took > 5*time.Second {
			t.Errorf("%s: %v after %v; want %q within a second or two", c.name, err, took, c.want)
			continue
		}
		t.Logf("%s: %v (%v)", c.name, err, took.Round(time.Millisecond))
	}
}
