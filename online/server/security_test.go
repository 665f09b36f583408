package server

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// testSecret is a cluster secret for the tests (ReadSecret's rules).
const testSecret = "dGVzdCBzZWNyZXQgb2YgdGhlIGNsdXN0ZXIgMTIzNDU2Nzg5MA=="

// rogue is a nats-server an attacker runs, routed at the cluster, and what it sees.
type rogue struct {
	ns    *natsserver.Server
	nc    *nats.Conn
	got   atomic.Int64 // messages its client received on ">"
	mu    sync.Mutex
	lines []string // its log's lines
}

// startRogue starts a nats-server named "rogue" in this process with the cluster's name
// and routes (as opts sets them up: credentials, TLS), its route port on 127.0.0.1, and a
// client subscribed to every subject.
func startRogue(t *testing.T, opts *natsserver.Options) *rogue {
	t.Helper()
	opts.ServerName, opts.JetStream, opts.NoSigs, opts.NoLog = "rogue", false, true, true
	opts.Host, opts.Port, opts.DontListen = "127.0.0.1", natsserver.RANDOM_PORT, false
	opts.Cluster.Host, opts.Cluster.Port = "127.0.0.1", natsserver.RANDOM_PORT
	ns, err := natsserver.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	r := &rogue{ns: ns}
	ns.SetLoggerV2(rogueLog{r}, false, false, false)
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("the rogue server did not start")
	}
	t.Cleanup(ns.Shutdown)
	if r.nc, err = nats.Connect("", nats.InProcessServer(ns)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.nc.Close)
	if _, err := r.nc.Subscribe(">", func(*nats.Msg) { r.got.Add(1) }); err != nil {
		t.Fatal(err)
	}
	return r
}

// rogueLog keeps the rogue's log lines.
type rogueLog struct{ r *rogue }

func (l rogueLog) Noticef(f string, v ...any) { l.line(f, v) }
func (l rogueLog) Debugf(string, ...any)      {}
func (l rogueLog) Tracef(string, ...any)      {}
func (l rogueLog) Warnf(f string, v ...any)   { l.line(f, v) }
func (l rogueLog) Fatalf(f string, v ...any)  { l.line(f, v) }
func (l rogueLog) Errorf(f string, v ...any)  { l.line(f, v) }

func (l rogueLog) line(f string, v []any) {
	l.r.mu.Lock()
	l.r.lines = append(l.r.lines, fmt.Sprintf(f, v...))
	l.r.mu.Unlock()
}

// refusedBy counts, per node address, the rogue's route connections that were closed
// (each try is closed once).
func (r *rogue) refusedBy(addrs []string) map[string]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := map[string]int{}
	for _, e := range r.lines {
		for _, a := range addrs {
			if strings.Contains(e, a) && strings.Contains(e, "connection closed") {
				n[a]++
			}
		}
	}
	return n
}

// clusterRoutes are the route URLs and host:port addresses of a test cluster's nodes.
func clusterRoutes(nodes []*node) ([]*url.URL, []string) {
	var us []*url.URL
	var addrs []string
	for _, nd := range nodes {
		addr := nd.nats.server().ClusterAddr().String()
		us = append(us, &url.URL{Scheme: "nats", Host: addr})
		addrs = append(addrs, addr)
	}
	return us, addrs
}

// rogueOptions are a rogue's options: the cluster's name and routes, and what adjust adds.
func rogueOptions(routes []*url.URL, adjust func(o *natsserver.Options)) *natsserver.Options {
	o := &natsserver.Options{Cluster: natsserver.ClusterOpts{Name: "test"}}
	for _, u := range routes {
		c := *u
		o.Routes = append(o.Routes, &c)
	}
	if adjust != nil {
		adjust(o)
	}
	return o
}

// TestRogueNodeCannotJoin: three nodes on 127.0.0.2–4 (other machines, as far as routes
// go) with the cluster's secret. A nats-server routed at them without the secret, with
// another secret, or with the routes' password but not their TLS is refused by every node
// again and again: it gets no route and sees none of the cluster's messages, while the
// nodes exchange them. The same server with the secret joins and sees them.
func TestRogueNodeCannotJoin(t *testing.T) {
	nodes := startClusterOn(t, []string{"127.0.0.2", "127.0.0.3", "127.0.0.4"}, Config{Dev: true}, func(_ int, o *NATSOptions) {
		o.ClusterSecret = testSecret
	})
	routes, addrs := clusterRoutes(nodes)
	// The cluster's traffic: a node publishes on parlor.probe while the rogues try.
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(10 * time.Millisecond):
				nodes[0].nats.nc.Publish("parlor.probe", []byte("secret"))
			}
		}
	}()
	withSecret := func(secret string, tlsToo bool) func(o *natsserver.Options) {
		return func(o *natsserver.Options) {
			no := NATSOptions{Cluster: "test", ClusterPort: 1, Routes: []string{"nats://127.0.0.2:1"}, ClusterAddr: "127.0.0.1", ClusterSecret: secret}
			so, _, err := no.serverOptions("rogue")
			if err != nil {
				t.Fatal(err)
			}
			o.Cluster.Username, o.Cluster.Password = so.Cluster.Username, so.Cluster.Password
			if tlsToo {
				o.Cluster.TLSConfig = so.Cluster.TLSConfig
			}
			for _, u := range o.Routes {
				u.User = url.UserPassword(so.Cluster.Username, so.Cluster.Password)
			}
		}
	}
	for _, c := range []struct {
		name   string
		adjust func(o *natsserver.Options)
	}{
		{"no secret", nil},
		{"another secret", withSecret("another secret of the same length...", true)},
		{"the routes' password without the secret's TLS", withSecret(testSecret, false)},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := startRogue(t, rogueOptions(routes, c.adjust))
			waitUntil(t, "every node refusing the rogue's connections, two tries each", func() bool {
				for i, nd := range nodes {
					rz, _ := nd.nats.server().Routez(nil)
					for _, rt := range rz.Routes {
						if rt.RemoteName == "rogue" {
							t.Fatalf("node %d took a route from the rogue", i)
						}
					}
				}
				n := r.refusedBy(addrs)
				return n[addrs[0]] >= 4 && n[addrs[1]] >= 4 && n[addrs[2]] >= 4
			})
			if k := r.got.Load(); k != 0 {
				t.Fatalf("the rogue's client received %d of the cluster's messages", k)
			}
			n := r.refusedBy(addrs)
			r.mu.Lock()
			t.Logf("refused %v; its log: %q", n, r.lines[len(r.lines)-1])
			r.mu.Unlock()
		})
	}
	t.Run("with the secret", func(t *testing.T) {
		r := startRogue(t, rogueOptions(routes, withSecret(testSecret, true)))
		waitUntil(t, "the node with the secret routed and receiving", func() bool {
			return r.ns.NumRoutes() > 0 && r.got.Load() > 0
		})
	})
}

// testCA is a certificate authority for the route TLS tests.
type testCA struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
	pem  []byte
}

func newTestCA(t *testing.T, name string) *testCA {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: name}, IsCA: true,
		BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour)}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, key.Public(), key)
	if err != nil {
		t.Fatal(err)
	}
	cert, _ := x509.ParseCertificate(der)
	return &testCA{cert: cert, key: key, pem: pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})}
}

// files writes the authority and a certificate it signs for ip, and names them.
func (ca *testCA) files(t *testing.T, ip string) RouteTLSFiles {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(time.Now().UnixNano()), Subject: pkix.Name{CommonName: ip},
		IPAddresses: []net.IP{net.ParseIP(ip)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
		NotBefore:   time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour)}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.cert, key.Public(), ca.key)
	if err != nil {
		t.Fatal(err)
	}
	kb, _ := x509.MarshalECPrivateKey(key)
	dir := t.TempDir()
	f := RouteTLSFiles{Cert: filepath.Join(dir, "cert.pem"), Key: filepath.Join(dir, "key.pem"), CA: filepath.Join(dir, "ca.pem")}
	for path, b := range map[string][]byte{f.Cert: pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		f.Key: pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), f.CA: ca.pem} {
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

// TestRouteTLSFiles: two nodes on 127.0.0.2 and 127.0.0.3 with the operator's own route
// certificates (-cluster-tls-*) form the cluster. A server with the secret but without a
// certificate of the operator's authority (the secret's own, or one from another
// authority) is refused; with one it joins.
func TestRouteTLSFiles(t *testing.T) {
	ca, evil := newTestCA(t, "parlor test routes"), newTestCA(t, "someone else")
	hosts := []string{"127.0.0.2", "127.0.0.3"}
	nodes := startClusterOn(t, hosts, Config{}, func(i int, o *NATSOptions) {
		o.ClusterSecret, o.RouteTLS = testSecret, ca.files(t, hosts[i])
	})
	if nodes[0].nats.Replicas() != 2 || nodes[0].nats.server().NumRoutes() == 0 {
		t.Fatalf("the nodes did not form a cluster: %d replicas, %d routes", nodes[0].nats.Replicas(), nodes[0].nats.server().NumRoutes())
	}
	routes, addrs := clusterRoutes(nodes)
	with := func(files RouteTLSFiles) func(o *natsserver.Options) {
		return func(o *natsserver.Options) {
			no := NATSOptions{Cluster: "test", ClusterPort: 1, Routes: []string{"nats://127.0.0.2:1"}, ClusterAddr: "127.0.0.1",
				ClusterSecret: testSecret, RouteTLS: files}
			so, _, err := no.serverOptions("rogue")
			if err != nil {
				t.Fatal(err)
			}
			o.Cluster.Username, o.Cluster.Password, o.Cluster.TLSConfig = so.Cluster.Username, so.Cluster.Password, so.Cluster.TLSConfig
			for _, u := range o.Routes {
				u.User = url.UserPassword(so.Cluster.Username, so.Cluster.Password)
			}
		}
	}
	stranger := evil.files(t, "127.0.0.1")
	stranger.CA = ca.files(t, "127.0.0.1").CA // it trusts the nodes, but its own certificate is not theirs
	for name, files := range map[string]RouteTLSFiles{"the secret's certificate": {}, "another authority's certificate": stranger} {
		t.Run(name, func(t *testing.T) {
			r := startRogue(t, rogueOptions(routes, with(files)))
			waitUntil(t, "both nodes refusing the server, two tries each", func() bool {
				n := r.refusedBy(addrs)
				return n[addrs[0]] >= 4 && n[addrs[1]] >= 4
			})
			for i, nd := range nodes {
				rz, _ := nd.nats.server().Routez(nil)
				for _, rt := range rz.Routes {
					if rt.RemoteName == "rogue" {
						t.Fatalf("node %d took a route from a server without the operator's certificate", i)
					}
				}
			}
		})
	}
	t.Run("the operator's certificate", func(t *testing.T) {
		r := startRogue(t, rogueOptions(routes, with(ca.files(t, "127.0.0.1"))))
		waitUntil(t, "the server routed", func() bool { return r.ns.NumRoutes() > 0 })
	})
}
