// Command parlor-server runs Parlor's online play on one machine with nothing else
// installed: rooms with invite links at /ws, the browser build at / (-site, the folder
// parlor-web -out writes), and every room's move log in a NATS JetStream store embedded in
// the process, under -data. See DESIGN.md "Online play".
//
//	parlor-server [-addr HOST:PORT] [-data DIR] [-site DIR] [-dev] [-grace D] [-cpuprofile FILE]
//	              [-cluster NAME -cluster-port P -routes nats://…,… -nats-port P] [-public-url URL]
//	              [-unjoined D] [-join-within D] [-ping-timeout D] [-conns-per-addr N]
//	              [-rooms-per-min N] [-max-rooms N] [-proxy ADDR|CIDR,…]
//
// -dev lets a client fix a room's seed and use lockstep windows (parlor-sim online).
// -nats-port opens the embedded NATS server's client port on 127.0.0.1 (for tools such as
// the nats CLI). -cluster NAME -cluster-port P -routes nats://HOST:PORT,… joins other
// parlor-server nodes as one NATS cluster: the room log is replicated on three nodes, a
// client may connect to any node and play in any room, and when a node dies the others
// take its rooms over from the log (docs/server.md). -public-url is the address invite
// links name. The limits on what strangers can make the server hold (rooms nobody joins,
// connections that never join or stop answering, connections and rooms per client
// address, rooms per node; -proxy names the reverse proxies whose X-Forwarded-For is
// believed) are in limits.go and docs/server.md, "Limits"; 0 turns one off.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"parlor/internal/cpuprofile"
	"parlor/internal/online/server"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], nil); err != nil {
		fmt.Fprintf(os.Stderr, "parlor-server: %v\n", err)
		os.Exit(2)
	}
}

// run serves until ctx ends; ready, when set, gets the address once it listens.
func run(ctx context.Context, args []string, ready chan<- string) error {
	fs := flag.NewFlagSet("parlor-server", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "HOST:PORT to serve / and /ws on")
	data := fs.String("data", "parlor-data", "folder for the rooms' move logs (JetStream store)")
	site := fs.String("site", "", "folder of the browser build to serve at / (parlor-web -out DIR)")
	dev := fs.Bool("dev", false, "let clients fix the seed and use lockstep windows (tests, parlor-sim online)")
	grace := fs.Duration("grace", 3*time.Second, "how long a person may be away before a bot plays their seat")
	cluster := fs.String("cluster", "", "NATS cluster name: join the other nodes of this cluster")
	clusterPort := fs.Int("cluster-port", 0, "this node's NATS cluster (route) port")
	routes := fs.String("routes", "", "the other nodes' route addresses, nats://HOST:PORT,…")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile to this file until the server stops")
	natsPort := fs.Int("nats-port", 0, "NATS client port on 127.0.0.1 (0: none; the server talks to its NATS in-process)")
	publicURL := fs.String("public-url", "", "the address players reach the server at, for invite links (e.g. https://cards.example.org)")
	lim := limitFlags(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *site != "" {
		if st, err := os.Stat(*site); err != nil || !st.IsDir() {
			return fmt.Errorf("-site %s: not a folder (write one with parlor-web -out DIR)", *site)
		}
	}
	limits, err := lim.limits()
	if err != nil {
		return err
	}
	pub := ""
	if *publicURL != "" {
		if pub, err = server.ParsePublicURL(*publicURL); err != nil {
			return fmt.Errorf("-public-url: %v", err)
		}
	}
	if err := os.MkdirAll(*data, 0o755); err != nil {
		return err
	}
	stopProfile, err := cpuprofile.Start(*cpuProfile)
	if err != nil {
		return err
	}
	defer stopProfile()
	if (*cluster == "") != (*clusterPort == 0) || (*cluster == "") != (*routes == "") {
		return fmt.Errorf("a cluster node needs all of -cluster NAME, -cluster-port P and -routes nats://HOST:PORT,…")
	}
	if *clusterPort < 0 || *clusterPort > 65535 {
		return fmt.Errorf("-cluster-port %d: want 1 to 65535", *clusterPort)
	}
	o := server.NATSOptions{Dir: *data, Port: *natsPort}
	if *cluster != "" {
		o.Cluster, o.ClusterPort, o.Routes = *cluster, *clusterPort, strings.Split(*routes, ",")
		log.Printf("parlor-server: joining cluster %s on route port %d (routes %s)", *cluster, *clusterPort, *routes)
	}
	store, err := server.OpenNATS(o)
	if err != nil {
		return err
	}
	defer store.Close()
	srv := server.New(server.Config{Store: store, Site: *site, Dev: *dev, Grace: *grace, Limits: limits, PublicURL: pub})
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	node := ""
	if srv.Node() != "" {
		node = fmt.Sprintf(" as node %s (room log on %d nodes)", srv.Node(), store.Replicas())
	}
	log.Printf("parlor-server: serving http://%s/ (game at ws://%s/ws)%s, room logs in %s", ln.Addr(), ln.Addr(), node, *data)
	if ready != nil {
		ready <- ln.Addr().String()
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case <-ctx.Done():
	case err := <-errc:
		return err
	}
	log.Printf("parlor-server: shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	srv.Close()
	hs.Shutdown(sctx)
	return nil
}
