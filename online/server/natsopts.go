package server

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// NATSOptions configure the embedded NATS server.
type NATSOptions struct {
	// Dir holds the JetStream store (Dir/jetstream). It is made if missing; a folder that
	// cannot be written, or whose disk is full, is refused at once with the cause.
	Dir string
	// Port is a NATS client port on 127.0.0.1 for tools (0: none, the default: the server
	// talks to its NATS in-process). A client there must present ClientToken, which Port
	// requires (at least 16 characters; ReadSecret reads it from a file).
	Port        int
	ClientToken string
	// Cluster, when set, names the NATS cluster this node joins: ClusterPort is its route
	// port and Routes the other nodes' route addresses (nats://HOST:PORT; this node's own
	// address may be among them). The room stream is then replicated on min(3, nodes)
	// nodes, and opening waits until a quorum of the cluster's nodes is up.
	Cluster     string
	ClusterPort int
	Routes      []string
	// ClusterAddr is the host the route port listens on. Default: 127.0.0.1 when every
	// route is on the loopback, else this node's own address as it appears in Routes (an
	// address of one of its interfaces); with neither, it must be given ("0.0.0.0": every
	// interface).
	ClusterAddr string
	// ClusterSecret is the cluster's shared secret (ReadSecret; MakeSecret makes one):
	// routes authenticate with it and run over mutual TLS (natssec.go). Required when a
	// route or the route port is off the loopback. RouteTLS replaces the TLS certificates
	// derived from it by the operator's own.
	ClusterSecret string
	RouteTLS      RouteTLSFiles
	// Node is this node's name, unique in the cluster and the same across restarts
	// (default: "parlor" alone, HOST-PORT in a cluster).
	Node string
	// Wait bounds the wait for the cluster's JetStream (default 2 minutes).
	Wait time.Duration
}

// maxStore is the JetStream store's limit: the disk is the limit (nats-server's default,
// three quarters of the space free when it starts, would refuse records for good once a
// store outgrows what was free then; a full disk is handled as such, diskfull.go).
const maxStore = server.JetStreamMaxStoreDefault

// serverOptions makes the embedded server's options for node, and says on how many nodes
// the room stream is kept. No client port listens unless o.Port asks for one.
func (o NATSOptions) serverOptions(node string) (*server.Options, int, error) {
	opts := &server.Options{
		ServerName: node, JetStream: true, StoreDir: filepath.Join(o.Dir, "jetstream"), JetStreamMaxStore: maxStore,
		NoSigs: true, NoLog: true, DontListen: true, Host: "127.0.0.1",
	}
	if o.Port != 0 {
		if o.Port < 0 || o.Port > 65535 {
			return nil, 0, fmt.Errorf("-nats-port %d: want 1 to 65535", o.Port)
		}
		if len(o.ClientToken) < minSecret {
			return nil, 0, errors.New("-nats-port needs -nats-auth FILE: the NATS client port reads every room's seed and writes the room logs, so a client must present the token in FILE (make one with: parlor-server -make-secret FILE)")
		}
		opts.DontListen, opts.Port, opts.Authorization = false, o.Port, o.ClientToken
	}
	if o.Cluster == "" {
		if o.ClusterSecret != "" || o.RouteTLS.set() || o.ClusterAddr != "" {
			return nil, 0, errors.New("-cluster-secret, -cluster-addr and -cluster-tls-* are for a cluster node (-cluster NAME)")
		}
		return opts, 1, nil
	}
	if o.ClusterPort <= 0 || o.ClusterPort > 65535 {
		return nil, 0, errors.New("a cluster node needs its route port (-cluster-port 1 to 65535)")
	}
	rs, err := parseRoutes(o.Routes)
	if err != nil {
		return nil, 0, err
	}
	host, err := rs.listenHost(o.ClusterAddr, o.ClusterPort)
	if err != nil {
		return nil, 0, err
	}
	if (!rs.loop || !loopbackHost(host)) && o.ClusterSecret == "" {
		return nil, 0, fmt.Errorf("routes that leave this machine (%s; route port on %s) need the cluster's secret, or any machine that reaches the route port joins the cluster and reads every game: make one once with `parlor-server -make-secret FILE` (or `head -c 32 /dev/urandom | base64 > FILE; chmod 600 FILE`), copy it to every node and start each with -cluster-secret FILE",
			strings.Join(o.Routes, ","), host)
	}
	if o.RouteTLS.set() && o.ClusterSecret == "" {
		return nil, 0, errors.New("-cluster-tls-* need -cluster-secret too (the routes' password comes from it)")
	}
	opts.Cluster = server.ClusterOpts{Name: o.Cluster, Host: host, Port: o.ClusterPort, PingInterval: time.Second, MaxPingsOut: 3}
	if o.ClusterSecret != "" {
		pass := routePassword(o.ClusterSecret, o.Cluster)
		tc, err := routeTLS(o.ClusterSecret, o.Cluster, o.RouteTLS)
		if err != nil {
			return nil, 0, err
		}
		opts.Cluster.Username, opts.Cluster.Password, opts.Cluster.TLSConfig = routeUser, pass, tc
		for _, u := range rs.urls {
			u.User = url.UserPassword(routeUser, pass)
		}
	}
	opts.Routes = rs.urls
	return opts, min(3, rs.others(host, o.ClusterPort)+1), nil
}

// routeSet is the parsed -routes list.
type routeSet struct {
	urls []*url.URL
	loop bool // every route is on the loopback
}

// parseRoutes reads the route addresses (nats://HOST:PORT), dropping repeats.
func parseRoutes(rs []string) (routeSet, error) {
	out := routeSet{loop: true}
	seen := map[string]bool{}
	for _, r := range rs {
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		u, err := url.Parse(r)
		if err != nil || (u.Scheme != "nats" && u.Scheme != "nats-route") || u.Hostname() == "" || u.Port() == "" ||
			u.User != nil || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
			return routeSet{}, fmt.Errorf("route %q: want nats://HOST:PORT", r)
		}
		if p, err := strconv.Atoi(u.Port()); err != nil || p < 1 || p > 65535 {
			return routeSet{}, fmt.Errorf("route %q: the port must be 1 to 65535", r)
		}
		out.loop = out.loop && loopbackHost(u.Hostname())
		if seen[u.Host] {
			continue
		}
		seen[u.Host] = true
		out.urls = append(out.urls, u)
	}
	if len(out.urls) == 0 {
		return routeSet{}, errors.New("a cluster node needs the other nodes' route addresses (-routes nats://HOST:PORT,…)")
	}
	return out, nil
}

// listenHost is where the route port listens: addr when given, the loopback when every
// route is on it, else this node's own address among the routes.
func (rs routeSet) listenHost(addr string, port int) (string, error) {
	if addr != "" {
		if strings.ContainsAny(addr, ":/ ") && net.ParseIP(addr) == nil {
			return "", fmt.Errorf("-cluster-addr %q: want a host or an IP address, without a port", addr)
		}
		return addr, nil
	}
	if rs.loop {
		return "127.0.0.1", nil
	}
	for _, u := range rs.urls {
		if ip := net.ParseIP(u.Hostname()); ip != nil && u.Port() == strconv.Itoa(port) && isOwnAddr(u.Hostname()) {
			return u.Hostname(), nil
		}
	}
	return "", errors.New("the routes leave this machine and none of them is one of its addresses with -cluster-port: say where this node listens for routes with -cluster-addr HOST (its address on the nodes' network; 0.0.0.0 for every interface)")
}

// others counts the routes that are not this node's own (host:port where it listens).
func (rs routeSet) others(host string, port int) int {
	n := 0
	for _, u := range rs.urls {
		if u.Port() != strconv.Itoa(port) {
			n++
			continue
		}
		h := u.Hostname()
		own := h == host || (h == "localhost" && host == "127.0.0.1") || (host == "localhost" && h == "127.0.0.1")
		if wildcardHost(host) {
			own = loopbackHost(h) || isOwnAddr(h)
		} else if hn, _ := os.Hostname(); strings.EqualFold(hn, h) {
			own = true
		}
		if !own {
			n++
		}
	}
	return n
}

// loopbackHost reports whether h is this machine's loopback (localhost, 127.0.0.0/8, ::1).
func loopbackHost(h string) bool {
	if h == "localhost" {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// wildcardHost reports whether h means every interface.
func wildcardHost(h string) bool {
	ip := net.ParseIP(h)
	return ip != nil && ip.IsUnspecified()
}

// isOwnAddr reports whether host is this machine's name or the address of one of its
// interfaces.
func isOwnAddr(host string) bool {
	if h, _ := os.Hostname(); strings.EqualFold(h, host) {
		return true
	}
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.String() == host {
			return true
		}
	}
	return false
}

// tokenSafe makes s usable as a NATS subject token and server name.
func tokenSafe(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			b[i] = '_'
		}
	}
	return string(b)
}

// nodeName is this node's name: o.Node, or "parlor" alone and HOST-ROUTEPORT in a
// cluster, as a subject token.
func (o NATSOptions) nodeName() string {
	node := o.Node
	if node == "" {
		node = "parlor"
		if o.Cluster != "" {
			h, _ := os.Hostname()
			node = fmt.Sprintf("%s-%d", h, o.ClusterPort)
		}
	}
	return tokenSafe(node)
}
