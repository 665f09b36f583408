// Command parlor-server runs Parlor's online play on one machine with nothing else
// installed: rooms with invite links at /ws, the browser build at / (-site, the folder
// parlor-web -out writes), and every room's move log in a NATS JetStream store embedded in
// the process, under -data. See docs/server.md and docs/commands.md#parlor-server.
//
//	parlor-server [-addr HOST:PORT] [-data DIR] [-site DIR] [-dev] [-grace D] [-cpuprofile FILE]
//	              [-cluster NAME -cluster-port P -routes nats://…,… [-cluster-addr HOST]
//	               [-cluster-secret FILE [-cluster-tls-cert F -cluster-tls-key F -cluster-tls-ca F]]]
//	              [-nats-port P -nats-auth FILE] [-public-url URL] [-tls-cert FILE -tls-key FILE]
//	              [-unjoined D] [-join-within D] [-ping-timeout D] [-conns-per-addr N]
//	              [-rooms-per-min N] [-max-rooms N] [-proxy ADDR|CIDR,…]
//	parlor-server -make-secret FILE
//
// -tls-cert and -tls-key (PEM files) serve https:// and wss:// here: ending TLS in
// parlor-server rather than in a proxy lets the slap judge read each player's own TCP
// round trip (docs/online.md, "Reaction windows").
// -dev lets a client fix a room's seed and use lockstep windows (parlor-sim online).
// -cluster NAME -cluster-port P -routes nats://HOST:PORT,… joins other parlor-server
// nodes as one NATS cluster: the room log is replicated on three nodes, a client may
// connect to any node and play in any room, and when a node dies the others take its rooms
// over from the log. Routes authenticate with the cluster's secret (-cluster-secret FILE,
// made once with -make-secret FILE and copied to every node) over mutual TLS; a node whose
// routes leave the machine refuses to start without it. -cluster-addr is where the route
// port listens. -nats-port opens the embedded NATS server's client port on 127.0.0.1 for
// tools (the nats CLI), only with -nats-auth FILE, whose token a client must present.
// Nothing else listens (docs/server.md "Security"). -public-url is the address invite
// links name. The limits on what strangers can make the server hold (rooms nobody joins,
// connections that never join or stop answering, connections and rooms per client
// address, rooms per node; -proxy names the reverse proxies whose X-Forwarded-For is
// believed) are in limits.go and docs/server.md, "Limits"; 0 turns one off.
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
	"parlor/online/server"
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
	clusterAddr := fs.String("cluster-addr", "", "where the route port listens (default: 127.0.0.1 when every route is on the loopback, else this node's address in -routes)")
	secret := fs.String("cluster-secret", "", "file holding the cluster's secret (make one with -make-secret FILE); required when routes leave this machine")
	var routeTLS server.RouteTLSFiles
	fs.StringVar(&routeTLS.Cert, "cluster-tls-cert", "", "this node's route certificate (PEM), instead of the one derived from the secret")
	fs.StringVar(&routeTLS.Key, "cluster-tls-key", "", "the key of -cluster-tls-cert (PEM)")
	fs.StringVar(&routeTLS.CA, "cluster-tls-ca", "", "the authority every node's route certificate must chain to (PEM)")
	natsPort := fs.Int("nats-port", 0, "NATS client port on 127.0.0.1 for tools (0: none; the server talks to its NATS in-process); needs -nats-auth")
	natsAuth := fs.String("nats-auth", "", "file holding the token a client of -nats-port must present (make one with -make-secret FILE)")
	makeSecret := fs.String("make-secret", "", "write a new random secret to this file (mode 600) and exit")
	publicURL := fs.String("public-url", "", "the address players reach the server at, for invite links (e.g. https://cards.example.org)")
	lim := limitFlags(fs)
	tlsCert := fs.String("tls-cert", "", "serve https and wss with this certificate (PEM file; with -tls-key)")
	tlsKey := fs.String("tls-key", "", "the private key of -tls-cert (PEM file)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *makeSecret != "" {
		if err := server.MakeSecret(*makeSecret); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "parlor-server: wrote a new secret to %s: copy it to every node and start each with -cluster-secret %s\n", *makeSecret, *makeSecret)
		return nil
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
	o := server.NATSOptions{Dir: *data, Port: *natsPort, ClusterAddr: *clusterAddr, RouteTLS: routeTLS}
	if *natsAuth != "" {
		if *natsPort == 0 {
			return errors.New("-nats-auth is the token of -nats-port, which is not open")
		}
		if o.ClientToken, err = server.ReadSecret("-nats-auth", *natsAuth); err != nil {
			return err
		}
	}
	if *secret != "" {
		if o.ClusterSecret, err = server.ReadSecret("-cluster-secret", *secret); err != nil {
			return err
		}
	}
	if *cluster != "" {
		o.Cluster, o.ClusterPort, o.Routes = *cluster, *clusterPort, strings.Split(*routes, ",")
		auth := "no route authentication: loopback only"
		if o.ClusterSecret != "" {
			auth = "routes authenticated by the cluster secret, over mutual TLS"
		}
		log.Printf("parlor-server: joining cluster %s on route port %d (routes %s; %s)", *cluster, *clusterPort, *routes, auth)
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
