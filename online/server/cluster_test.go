package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"parlor/internal/tier"
	"parlor/online/onlinetest"
)

// node is one node of a test cluster in this process.
type node struct {
	url  string
	srv  *Server
	nats *NATS
	stop func()
}

// startCluster starts n nodes routed to each other on 127.0.0.1, each with its own store
// folder.
func startCluster(t *testing.T, n int, cfg Config) []*node {
	t.Helper()
	return startClusterOn(t, make([]string, n), cfg, nil)
}

// startClusterOn starts a node on each host ("": 127.0.0.1; 127.0.0.2–4 stand for other
// machines), their route ports on those hosts; adjust, when set, changes each node's
// options.
func startClusterOn(t *testing.T, hosts []string, cfg Config, adjust func(i int, o *NATSOptions)) []*node {
	t.Helper()
	tier.Long(t, "a three-node JetStream cluster, waiting for its first elections")
	n := len(hosts)
	hosts = slices.Clone(hosts)
	var routes []string
	ports := make([]int, n)
	for i, h := range hosts {
		if h == "" {
			hosts[i] = "127.0.0.1"
		}
		ports[i] = onlinetest.FreePortOn(t, hosts[i])
		routes = append(routes, fmt.Sprintf("nats://%s:%d", hosts[i], ports[i]))
	}
	nodes := make([]*node, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			o := NATSOptions{Dir: t.TempDir(), Cluster: "test", ClusterPort: ports[i], Routes: routes,
				Node: fmt.Sprintf("n%d", i), Wait: time.Minute}
			if hosts[i] != "127.0.0.1" {
				o.ClusterAddr = hosts[i]
			}
			if adjust != nil {
				adjust(i, &o)
			}
			st, err := OpenNATS(o)
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
	// The first elections end before a test plays: every node sees the same leaders of
	// the JetStream meta group and of the room stream, and the stream's replicas are
	// current, so every test starts from a settled cluster.
	waitUntil(t, "the cluster's leaders, the same for every node, with current replicas", func() bool {
		var first [2]string
		for i, nd := range nodes {
			stream, current := streamLeader(nd.nats)
			jsz, err := nd.nats.server().Jsz(nil)
			if err != nil || jsz.Meta == nil || jsz.Meta.Leader == "" || stream == "" || !current {
				return false
			}
			if now := [2]string{jsz.Meta.Leader, stream}; i == 0 {
				first = now
			} else if now != first {
				return false
			}
		}
		return true
	})
	return nodes
}

// streamLeader is the room stream's leader as node n sees it ("" while there is none),
// and whether every other replica is current.
func streamLeader(n *NATS) (leader string, current bool) {
	r, err := n.nc.Request("$JS.API.STREAM.INFO."+streamName, nil, time.Second)
	if err != nil {
		return "", false
	}
	var info struct {
		Cluster struct {
			Leader   string `json:"leader"`
			Replicas []struct {
				Current bool `json:"current"`
			} `json:"replicas"`
		} `json:"cluster"`
	}
	if json.Unmarshal(r.Data, &info) != nil {
		return "", false
	}
	for _, p := range info.Cluster.Replicas {
		if !p.Current {
			return info.Cluster.Leader, false
		}
	}
	return info.Cluster.Leader, true
}

// TestClusterForwards: a room made on one node is played by clients connected to each of
// three nodes (the other nodes pass their clients' messages to the room's node), with
// every seat getting exactly its events; then the room's node stops and the clients,
// coming back through the other nodes, find the room taken over from its replicated log.
// The nodes' routes are on 127.0.0.2–4, authenticated by the cluster's secret over TLS.
func TestClusterForwards(t *testing.T) {
	start := time.Now()
	nodes := startClusterOn(t, []string{"127.0.0.2", "127.0.0.3", "127.0.0.4"}, Config{Dev: true, Grace: 10 * time.Second},
		func(_ int, o *NATSOptions) { o.ClusterSecret = testSecret })
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
