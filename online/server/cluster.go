package server

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"parlor/online"
)

// Several parlor-server nodes as one cluster (docs/server.md#a-cluster).
//
// A room is hosted by one node at a time: the node where it was made, or the node that
// took it over. The host subscribes to the room's subject, "parlor.room.CODE.>", so NATS
// itself is the directory: a node whose client joins a room it does not hold sends the
// join there (a request; the host answers and welcomes the client through it), and from
// then on passes the client's messages on ("parlor.room.CODE.m.NODE.ID") and the host's
// messages back ("parlor.front.NODE.ID", length-prefixed batches; an empty one means the
// host let the connection go). When nobody answers, no node holds the room: the node reads
// the room's log, replays it, claims the room with a fenced write (see store.go) and hosts
// it. When a node dies its routes close at once: the other nodes see it gone within
// peerPoll, close the connections they passed on to it, send their log writes still
// waiting for an answer again and, if it led the room stream, one of them stands for
// election at once (raft.go); its subscriptions vanish, so the clients, coming back with
// their token and last update number, make one of the living nodes take the room over
// from its replicated log.

const (
	roomSubj  = "parlor.room."
	frontSubj = "parlor.front."
	peerPoll  = 100 * time.Millisecond
	// linkPings numbers the host's pings to a client of another node apart from the pings
	// that node sent the client before it joined.
	linkPings = 1 << 40
)

// cluster is a node's part in the cluster.
type cluster struct {
	srv   *Server
	store *NATS
	nc    *nats.Conn
	ns    *natsserver.Server
	node  string

	mu     sync.Mutex
	fronts map[uint64]*conn // connections here whose room another node hosts, by id
	links  map[string]*conn // connections of other nodes at rooms hosted here, by NODE.ID
	peers  map[string]bool  // the nodes this one has a route to
	stop   chan struct{}
	sub    *nats.Subscription
}

// forward is where a connection's room is hosted.
type forward struct {
	code, host string
	subj       string // where its messages go
}

// link is the host's side of another node's connection.
type link struct {
	cl       *cluster
	node, id string
	subj     string
	key      string
	closed   atomic.Bool // the client's node said the connection ended
}

func newCluster(s *Server, n *NATS) (*cluster, error) {
	cl := &cluster{srv: s, store: n, nc: n.nc, ns: n.ns, node: n.node, fronts: map[uint64]*conn{}, links: map[string]*conn{},
		peers: map[string]bool{}, stop: make(chan struct{})}
	sub, err := cl.nc.Subscribe(frontSubj+cl.node+".*", cl.fromHost)
	if err != nil {
		return nil, err
	}
	cl.sub = sub
	cl.watchPeers()
	go func() {
		t := time.NewTicker(peerPoll)
		defer t.Stop()
		for {
			select {
			case <-cl.stop:
				return
			case <-t.C:
				cl.watchPeers()
			}
		}
	}()
	return cl, nil
}

func (cl *cluster) close() {
	close(cl.stop)
	cl.sub.Unsubscribe()
}

// watchPeers notes the nodes this one has routes to, and lets go of the connections that
// depended on a node that is gone.
func (cl *cluster) watchPeers() {
	rz, err := cl.ns.Routez(nil)
	if err != nil {
		return
	}
	now := map[string]bool{}
	for _, r := range rz.Routes {
		now[r.RemoteName] = true
	}
	cl.mu.Lock()
	var drop []*conn
	var gone []string
	for p := range cl.peers {
		if now[p] {
			continue
		}
		gone = append(gone, p)
		for _, c := range cl.fronts {
			if f := c.fwd.Load(); f != nil && f.host == p {
				drop = append(drop, c)
			}
		}
		for _, c := range cl.links {
			if c.link.node == p {
				drop = append(drop, c)
			}
		}
	}
	cl.peers = now
	cl.mu.Unlock()
	if len(gone) > 0 {
		cl.store.PeerGone(gone, cl.alive)
	}
	for _, c := range drop {
		c.stop()
	}
}

// alive reports whether node is this one or one it has a route to.
func (cl *cluster) alive(node string) bool {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	return node == cl.node || cl.peers[node]
}

// errElsewhere: the room is being taken over by another node; ask again.
var errElsewhere = errors.New("another node is taking the room over")

// join asks the room's host to seat c. It reports false with nats.ErrNoResponders when no
// node hosts the room.
func (cl *cluster) join(c *conn, code string, m online.ClientMsg) (bool, error) {
	id := strconv.FormatUint(c.id, 10)
	subj, err := hostSubject(code)
	if err != nil {
		return false, errNoRoom
	}
	cl.mu.Lock()
	cl.fronts[c.id] = c
	cl.mu.Unlock()
	data, _ := json.Marshal(m)
	rep, err := cl.nc.Request(subj+"j."+cl.node+"."+id, data, 3*time.Second)
	var a struct {
		OK   bool   `json:"ok"`
		Node string `json:"node"`
	}
	if err == nil {
		if json.Unmarshal(rep.Data, &a) != nil || !a.OK {
			err = errElsewhere
		}
	}
	if err != nil {
		cl.mu.Lock()
		delete(cl.fronts, c.id)
		cl.mu.Unlock()
		return false, err
	}
	c.fwd.Store(&forward{code: code, host: a.Node, subj: subj + "m." + cl.node + "." + id})
	if !cl.alive(a.Node) {
		c.stop() // it died while answering: come back
	}
	return true, nil
}

// rttHeader carries, with a client's message passed on to its room's host, the client's
// transport round trip as its node measures it (ms; absent: unknown). Nodes trust each
// other; a client never sets a header.
const rttHeader = "Parlor-Rtt-Ms"

// forward passes a client's message on to its room's host, with the client's transport
// round trip (ms, -1 unknown).
func (cl *cluster) forward(c *conn, f *forward, b []byte, rtt int) {
	m := &nats.Msg{Subject: f.subj, Data: b}
	if rtt >= 0 {
		m.Header = nats.Header{rttHeader: []string{strconv.Itoa(rtt)}}
	}
	if err := cl.nc.PublishMsg(m); err != nil {
		c.stop()
	}
}

// unforward tells the host that the connection has ended.
func (cl *cluster) unforward(c *conn, f *forward) {
	cl.mu.Lock()
	delete(cl.fronts, c.id)
	cl.mu.Unlock()
	cl.nc.Publish(roomSubj+f.code+".c."+cl.node+"."+strconv.FormatUint(c.id, 10), nil)
}

// fromHost takes a batch of messages for a connection here from its room's host.
func (cl *cluster) fromHost(m *nats.Msg) {
	id, err := strconv.ParseUint(m.Subject[strings.LastIndexByte(m.Subject, '.')+1:], 10, 64)
	if err != nil {
		return
	}
	cl.mu.Lock()
	c := cl.fronts[id]
	cl.mu.Unlock()
	if c == nil {
		return
	}
	if len(m.Data) == 0 {
		c.stop()
		return
	}
	for b := m.Data; len(b) > 0; {
		n, k := binary.Uvarint(b)
		if k <= 0 || uint64(len(b)-k) < n {
			return
		}
		c.sendRaw(b[k : k+int(n)])
		b = b[k+int(n):]
	}
}

// host makes this node the room's host: messages for it come here from now on.
func (cl *cluster) host(r *room) error {
	subj, err := hostSubject(r.code)
	if err != nil {
		return err
	}
	sub, err := cl.nc.Subscribe(subj+">", func(m *nats.Msg) { cl.fromFront(r, m) })
	if err != nil {
		return err
	}
	if err := cl.nc.Flush(); err != nil {
		sub.Unsubscribe()
		return err
	}
	r.sub = func() { sub.Unsubscribe() }
	return nil
}

var (
	joinOK, _ = json.Marshal(map[string]any{"ok": true})
	joinNo, _ = json.Marshal(map[string]any{"ok": false})
)

// fromFront takes a message for a room hosted here from another node's connection:
// parlor.room.CODE.KIND.NODE.ID, KIND j (join: a request), m (a message) or c (closed).
func (cl *cluster) fromFront(r *room, m *nats.Msg) {
	tok := strings.Split(m.Subject, ".")
	if len(tok) != 6 {
		return
	}
	kind, node, id := tok[3], tok[4], tok[5]
	if !isNodeToken(node) || !isNodeToken(id) {
		return // a node and a connection are named by tokenSafe letters only
	}
	key := node + "." + id
	cl.mu.Lock()
	c := cl.links[key]
	cl.mu.Unlock()
	switch kind {
	case "j":
		cm, err := online.DecodeClient(m.Data)
		if err != nil || cm.Type != online.TJoin || cl.srv.hub.get(r.code) != r {
			m.Respond(joinNo)
			return
		}
		if c == nil {
			c = cl.newLink(node, id)
		}
		rep, _ := json.Marshal(map[string]any{"ok": true, "node": cl.node})
		m.Respond(rep)
		now := time.Now()
		r.post(func() { r.join(c, cm, now) })
	case "m":
		if c == nil {
			cl.nc.Publish(frontSubj+node+"."+id, nil) // not here: the client should come back
			return
		}
		cm, err := online.DecodeClient(m.Data)
		if err != nil {
			return
		}
		rtt, err := strconv.Atoi(m.Header.Get(rttHeader))
		if err != nil || rtt < 0 {
			rtt = -1
		}
		c.fwdRTT.Store(int32(min(rtt, 1<<30)))
		c.handle(cm, time.Now())
	case "c":
		if c != nil {
			c.link.closed.Store(true)
			c.stop()
		}
	}
}

// newLink makes the host's side of another node's connection.
func (cl *cluster) newLink(node, id string) *conn {
	ctx, stop := context.WithCancel(cl.srv.ctx)
	c := cl.srv.newConn(ctx, stop, "")
	c.link = &link{cl: cl, node: node, id: id, subj: frontSubj + node + "." + id, key: node + "." + id}
	cl.mu.Lock()
	cl.links[c.link.key] = c
	cl.mu.Unlock()
	cl.srv.conns.Add(1)
	go c.writeLoop()
	go func() {
		<-ctx.Done()
		cl.mu.Lock()
		if cl.links[c.link.key] == c {
			delete(cl.links, c.link.key)
		}
		cl.mu.Unlock()
		cl.srv.conns.Add(-1)
		c.gone()
	}()
	return c
}

// send passes a batch of messages to the client's node.
func (l *link) send(batch [][]byte) error {
	n := 0
	for _, b := range batch {
		n += len(b) + binary.MaxVarintLen32
	}
	buf := make([]byte, 0, n)
	for _, b := range batch {
		buf = binary.AppendUvarint(buf, uint64(len(b)))
		buf = append(buf, b...)
	}
	return l.cl.nc.Publish(l.subj, buf)
}

// bye tells the client's node that the host let the connection go.
func (l *link) bye() {
	if !l.closed.Load() {
		l.cl.nc.Publish(l.subj, nil)
	}
}
