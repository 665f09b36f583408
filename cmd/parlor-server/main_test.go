package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"flag"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/server"
)

// TestServesSiteAndRooms: one command serves the browser build at / and rooms at /ws,
// with its room logs under -data.
func TestServesSiteAndRooms(t *testing.T) {
	site, data := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(site, "index.html"), []byte("<title>Parlor</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	addr, stop := runServer(t, "-addr", "127.0.0.1:0", "-data", data, "-site", site)
	resp, err := http.Get("http://" + addr + "/?room=ABCDEF")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), "Parlor") {
		t.Errorf("/ served %q", body)
	}
	cctx, ccancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer ccancel()
	c, err := client.Dial(cctx, "ws://"+addr+"/ws")
	if err != nil {
		t.Fatal(err)
	}
	code, link, err := c.Create(cctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: make([]online.SeatSpec, 3)})
	if err != nil || !strings.HasSuffix(link, "/?room="+code) {
		t.Fatalf("create: %q %q %v", code, link, err)
	}
	seed := uint64(1)
	if _, _, err := c.Create(cctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: make([]online.SeatSpec, 3), DevSeed: &seed}); err == nil {
		t.Error("a server without -dev let a client choose the seed")
	}
	c.Close()
	stop()
	if _, err := os.Stat(filepath.Join(data, "jetstream")); err != nil {
		t.Errorf("no JetStream store under -data: %v", err)
	}
	for _, args := range [][]string{{"-site", filepath.Join(site, "missing")}, {"extra"}, {"-nosuchflag"}, {"-cluster", "parlor"}} {
		if err := run(context.Background(), append([]string{"-data", data}, args...), nil); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// TestLimitFlags: the limits' flags reach the server (0 turns a limit off) and a bad
// value is refused before anything starts; -public-url names the invite links.
func TestLimitFlags(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	lf := limitFlags(fs)
	if err := fs.Parse([]string{"-unjoined", "0", "-join-within", "10s", "-conns-per-addr", "0", "-max-rooms", "7", "-proxy", "10.0.0.0/8,192.0.2.1"}); err != nil {
		t.Fatal(err)
	}
	l, err := lf.limits()
	if err != nil {
		t.Fatal(err)
	}
	if l.Unjoined >= 0 || l.JoinWithin != 10*time.Second || l.PongWithin != server.DefaultLimits.PongWithin ||
		l.ConnsPerAddr >= 0 || l.RoomsPerMinute != server.DefaultLimits.RoomsPerMinute || l.MaxRooms != 7 || len(l.Proxies) != 2 {
		t.Errorf("limits %+v", l)
	}
	data := t.TempDir()
	for _, args := range [][]string{{"-join-within", "-1s"}, {"-max-rooms", "-3"}, {"-proxy", "not-an-address"}, {"-public-url", "ftp://x"}, {"-public-url", "https://x/?room=1"}} {
		if err := run(context.Background(), append([]string{"-data", data}, args...), nil); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
	addr, stop := runServer(t, "-addr", "127.0.0.1:0", "-data", data, "-public-url", "https://cards.example.org")
	cctx, ccancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer ccancel()
	c, err := client.Dial(cctx, "ws://"+addr+"/ws")
	if err != nil {
		t.Fatal(err)
	}
	code, link, err := c.Create(cctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: make([]online.SeatSpec, 3)})
	if err != nil || link != "https://cards.example.org/?room="+code {
		t.Errorf("create: %q %q %v", code, link, err)
	}
	c.Close()
	stop()
}

// TestServesTLS: with -tls-cert and -tls-key the rooms are served over wss:// (HTTP/1.1,
// so that the WebSocket keeps its own connection); one of the two alone, or a file that is
// not a certificate, is refused at start.
func TestServesTLS(t *testing.T) {
	dir, data := t.TempDir(), t.TempDir()
	certFile, keyFile, pool := selfSigned(t, dir)
	addr, stop := runServer(t, "-addr", "127.0.0.1:0", "-data", data, "-tls-cert", certFile, "-tls-key", keyFile)
	cctx, ccancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer ccancel()
	hc := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	ws, _, err := websocket.Dial(cctx, "wss://"+addr+"/ws", &websocket.DialOptions{HTTPClient: hc})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(online.ClientMsg{Type: online.TCreate, ID: 1, Create: &online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: make([]online.SeatSpec, 3)}})
	if err := ws.Write(cctx, websocket.MessageText, b); err != nil {
		t.Fatal(err)
	}
	for {
		_, b, err := ws.Read(cctx)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := online.DecodeServer(b); err == nil && m.Type == online.TCreated && m.Room != "" {
			if !strings.HasPrefix(m.Link, "https://") {
				t.Errorf("invite link %q over TLS: want https://", m.Link)
			}
			break
		}
	}
	ws.Close(websocket.StatusNormalClosure, "")
	stop()
	for _, args := range [][]string{{"-tls-cert", certFile}, {"-tls-key", keyFile}, {"-tls-cert", keyFile, "-tls-key", keyFile}} {
		if err := run(context.Background(), append([]string{"-data", data}, args...), nil); err == nil || !strings.Contains(err.Error(), "tls") {
			t.Errorf("%v: %v, want an error naming the TLS flags", args, err)
		}
	}
}

// selfSigned writes a self-signed certificate for 127.0.0.1 and its key to dir.
func selfSigned(t *testing.T, dir string) (certFile, keyFile string, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "parlor test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), IPAddresses: []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true, IsCA: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kb, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600)
	cert, _ := x509.ParseCertificate(der)
	pool = x509.NewCertPool()
	pool.AddCert(cert)
	return certFile, keyFile, pool
}

// runServer runs the command with args in this process and returns the address it
// listens on (the test stops if it has not started within 20 s) and stop, which cancels
// it, waits for it to return and fails the test if it returned an error.
func runServer(t *testing.T, args ...string) (addr string, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- run(ctx, args, ready) }()
	select {
	case addr = <-ready:
	case err := <-done:
		cancel()
		t.Fatal(err)
	case <-time.After(20 * time.Second):
		cancel()
		t.Fatal("the server did not start")
	}
	return addr, func() {
		t.Helper()
		cancel()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}
