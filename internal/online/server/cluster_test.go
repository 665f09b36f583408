package server

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"
)

// freePorts returns n loopback ports that were free a moment ago.
func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var ls []net.Listener
	var ps []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ls = append(ls, l)
		ps = append(ps, l.Addr().(*net.TCPAddr).Port)
	}
	for _, l := range ls {
		l.Close()
	}
	return ps
}

// node is one node of a test cluster in this process.
type node struct {
	url  string
	srv  *Server
	nats *NATS
	stop func()
}

// startCluster starts n nodes routed to each other, each with its own store folder.
func startCluster(t *testing.T, n int, cfg Config) []*node {
	t.Helper()
	ports := freePorts(t, n)
	var routes []string
	for _, p := range ports {
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", p))
	}
	nodes := make([]*node, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st, err := OpenNATS(NATSOptions{Dir: t.TempDir(), Cluster: "test", ClusterPort: ports[i], Routes: routes,
				Node: fmt.Sprintf("n%d", i), Wait: time.Minute})
			if err != nil {
				errs[i] = err
				return
			}
			c := cfg
			c.Store = st
			srv := New(c)
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				errs[i] = err
				return
			}
			hs := &http.Server{Handler: srv.Handler()}
			go hs.Serve(ln)
			var once sync.Once
			nodes[i] = &node{url: "ws://" + ln.Addr().String() + "/ws", srv: srv, nats: st, stop: func() {
				once.Do(func() {
					hs.Close()
					srv.Close()
					st.Close()
				})
			}}
		}()
	}
	wg.Wait()
	for i, nd := range nodes {
		if nd != nil {
			t.Cleanup(nd.stop)
		}
		if errs[i] != nil {
			t.Fatalf("node %d: %v", i, errs[i])
		}
	}
	return nodes
}

// TestClusterForwards: a room made on one node is played by clients connected to each of
// three nodes (the other nodes pass their clients' messages to the room's node), with
// every seat getting exactly its events; then the room's node stops and the clients,
// coming back through the other nodes, find the room taken over from its replicated log.
func TestClusterForwards(t *testing.T) {
	start := time.Now()
	nodes := startCluster(t, 3, Config{Dev: true, Grace: 10 * time.Second})
	t.Logf("cluster up in %v", time.Since(start))
	start = time.Now()
	ctx := ctxFor(t, 90*time.Second)
	tb := newTable(t, nodes[0].url, nodes[0].url, nodes[1].url, nodes[2].url)
	run, cancel := context.WithCancel(ctx)
	for i := range 3 {
		tb.play(run, i, 2*time.Millisecond)
	}
	waitUntil(t, "40 updates", func() bool { return tb.seats[2].Latest() >= 40 })
	if st := nodes[0].srv.Stats(); st.Rooms != 1 || st.Conns != 4 {
		t.Errorf("the room's node holds %d rooms and %d connections, want 1 and 4 (the lobby's, seat 0's and two passed on)", st.Rooms, st.Conns)
	}
	if st := nodes[1].srv.Stats(); st.Rooms != 0 {
		t.Errorf("node 1 holds %d rooms", st.Rooms)
	}
	cancel()
	for i := range 3 {
		<-tb.runs[i]
	}
	nodes[0].stop()
	for i := range 3 {
		tb.take(i)
		if err := tb.seats[i].Resume(ctx, nodes[1+i%2].url); err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	for i := range 3 {
		tb.play(ctx, i, 0)
	}
	for i := range 3 {
		if err := <-tb.runs[i]; err != nil {
			t.Fatal(err)
		}
	}
	tb.checkExactlyOnce(t)
	t.Logf("game played in %v", time.Since(start))
	held := 0
	for _, nd := range nodes[1:] {
		held += nd.srv.Stats().Rooms
	}
	if held != 1 {
		t.Errorf("the living nodes hold %d rooms, want 1", held)
	}
}
