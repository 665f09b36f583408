// Command parlor-server runs Parlor's online play on one machine with nothing else
// installed: rooms with invite links at /ws, the browser build at / (-site, the folder
// parlor-web -out writes), and every room's move log in a NATS JetStream store embedded in
// the process, under -data. See DESIGN.md "Online play".
//
//	parlor-server [-addr HOST:PORT] [-data DIR] [-site DIR] [-dev] [-grace D] [-cpuprofile FILE]
//	              [-tls-cert FILE -tls-key FILE] [-cluster NAME -cluster-port P -routes nats://…,… -nats-port P]
//
// -tls-cert and -tls-key (PEM files) serve https:// and wss:// here: ending TLS in
// parlor-server rather than in a proxy lets the slap judge read each player's own TCP
// round trip (docs/online.md, "Reaction windows").
// -dev lets a client fix a room's seed and use lockstep windows (parlor-sim online).
// -nats-port opens the embedded NATS server's client port on 127.0.0.1 (for tools such as
// the nats CLI). -cluster NAME -cluster-port P -routes nats://HOST:PORT,… joins other
// parlor-server nodes as one NATS cluster: the room log is replicated on three nodes, a
// client may connect to any node and play in any room, and when a node dies the others
// take its rooms over from the log (docs/server.md).
package main

import (
	"context"
	"crypto/tls"
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
	tlsCert := fs.String("tls-cert", "", "serve https and wss with this certificate (PEM file; with -tls-key)")
	tlsKey := fs.String("tls-key", "", "the private key of -tls-cert (PEM file)")
	natsPort := fs.Int("nats-port", 0, "NATS client port on 127.0.0.1 (0: none; the server talks to its NATS in-process)")
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
	var certs []tls.Certificate
	if (*tlsCert == "") != (*tlsKey == "") {
		return fmt.Errorf("TLS needs both -tls-cert FILE and -tls-key FILE")
	}
	if *tlsCert != "" {
		cert, err := tls.LoadX509KeyPair(*tlsCert, *tlsKey)
		if err != nil {
			return fmt.Errorf("-tls-cert %s -tls-key %s: %v", *tlsCert, *tlsKey, err)
		}
		certs = []tls.Certificate{cert}
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
	srv := server.New(server.Config{Store: store, Site: *site, Dev: *dev, Grace: *grace})
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	scheme := "http"
	if certs != nil {
		// HTTP/1.1 only: a WebSocket takes its connection over (HTTP/2 would carry it in a
		// stream, with no socket of its own to time).
		hs.TLSConfig = &tls.Config{Certificates: certs, MinVersion: tls.VersionTLS12, NextProtos: []string{"http/1.1"}}
		hs.TLSNextProto = map[string]func(*http.Server, *tls.Conn, http.Handler){}
		ln = tls.NewListener(ln, hs.TLSConfig)
		scheme = "https"
	}
	node := ""
	if srv.Node() != "" {
		node = fmt.Sprintf(" as node %s (room log on %d nodes)", srv.Node(), store.Replicas())
	}
	ws := strings.Replace(scheme, "http", "ws", 1)
	log.Printf("parlor-server: serving %s://%s/ (game at %s://%s/ws)%s, room logs in %s", scheme, ln.Addr(), ws, ln.Addr(), node, *data)
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
