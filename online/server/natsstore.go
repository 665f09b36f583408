package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

const (
	streamName = "PARLOR_ROOMS"
	subjects   = "parlor.rooms."
)

// NATS is the Store on an embedded NATS server with JetStream; clustered, it also carries
// the messages between nodes (cluster.go).
type NATS struct {
	// srvMu guards ns, the embedded server, and nlog, its logger: both are replaced when
	// the server starts again after storage trouble (diskfull.go); server() reads them.
	srvMu     sync.Mutex
	ns        *server.Server
	nlog      *natsLog
	opts      *server.Options // the server's options, to start it again
	nc        *nats.Conn      // connects in-process to the server of the moment (inProcess)
	node      string
	replicas  int
	clustered bool
	wg        sync.WaitGroup
	closing   chan struct{}
	once      sync.Once

	mu   sync.Mutex
	gone context.Context // ended when a node of the cluster is gone (see PeerGone)
	next context.CancelFunc

	dataDir  string        // the data folder (checked before the server starts again)
	storeDir string        // JetStream's folder, whose disk is tried while it heals
	health   storageHealth // diskfull.go
}

// server is the embedded NATS server of the moment.
func (s *NATS) server() *server.Server {
	s.srvMu.Lock()
	defer s.srvMu.Unlock()
	return s.ns
}

// inProcess connects the store's NATS connection to the embedded server of the moment:
// when the server starts again, the connection comes back to the new one by itself (with
// its subscriptions).
type inProcess struct{ s *NATS }

func (p inProcess) InProcessConn() (net.Conn, error) { return p.s.server().InProcessConn() }

// OpenNATS starts the embedded NATS server with JetStream under o.Dir (joining the cluster
// when o.Cluster is set) and opens the room stream. The server connects to it in-process.
func OpenNATS(o NATSOptions) (*NATS, error) {
	node := o.nodeName()
	opts, replicas, err := o.serverOptions(node)
	if err != nil {
		return nil, err
	}
	s := &NATS{opts: opts.Clone(), node: node, replicas: replicas, clustered: o.Cluster != "", closing: make(chan struct{}),
		dataDir: o.Dir, storeDir: opts.StoreDir}
	ns, nl, err := startNATS(o.Dir, opts)
	if err != nil {
		return nil, err
	}
	s.ns, s.nlog = ns, nl
	copts := []nats.Option{nats.InProcessServer(inProcess{s}), nats.Name(node), nats.MaxReconnects(-1)}
	if opts.Authorization != "" {
		copts = append(copts, nats.Token(opts.Authorization))
	}
	nc, err := nats.Connect("", copts...)
	if err != nil {
		ns.Shutdown()
		return nil, fmt.Errorf("nats: %w", err)
	}
	s.nc = nc
	s.gone, s.next = context.WithCancel(context.Background())
	s.health.init()
	nl.setTrouble(s.logTrouble)
	wait := o.Wait
	if wait <= 0 {
		wait = 2 * time.Minute
	}
	if err := s.openStream(wait); err != nil {
		nl.setTrouble(nil)
		nc.Close()
		ns.Shutdown()
		return nil, err
	}
	if o.Cluster != "" {
		go s.watchLeaders()
	}
	return s, nil
}

// apiError is a JetStream API answer's error.
type apiError struct {
	Code        int    `json:"code"`
	ErrCode     int    `json:"err_code"`
	Description string `json:"description"`
}

func (e *apiError) Error() string { return fmt.Sprintf("%s (%d)", e.Description, e.ErrCode) }

// dupWindow is how long the stream remembers a record's ID to drop a write sent again:
// the first retries (after 2 and 4 s) come within it. The stream keeps an entry per record
// for that long, which every garbage collection walks (at 2000 moves a second, two minutes
// were 240,000 entries); a retry that comes later is refused by its fence, and the writer
// finds its own record by the ID stored with it (lastIs).
const dupWindow = 10 * time.Second

// openStream waits for JetStream (clustered: a meta leader, elected by a quorum of the
// nodes) and creates or updates the room stream: one subject per room, kept 30 days,
// direct reads from any replica (a node rebuilding a room reads its own copy).
func (s *NATS) openStream(wait time.Duration) error {
	js, err := jetstream.New(s.nc)
	if err != nil {
		return err
	}
	cfg := jetstream.StreamConfig{Name: streamName, Subjects: []string{subjects + "*"}, Storage: jetstream.FileStorage,
		Replicas: s.replicas, MaxAge: 30 * 24 * time.Hour, Duplicates: dupWindow, AllowDirect: true}
	deadline := time.Now().Add(wait)
	next := time.Now().Add(10 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		_, err := js.CreateOrUpdateStream(ctx, cfg)
		cancel()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("jetstream: the room stream could not be opened within %v: %v", wait, err)
		}
		if time.Now().After(next) {
			log.Printf("parlor-server: waiting for the cluster's JetStream (a quorum of its nodes must be up): %v", err)
			next = time.Now().Add(10 * time.Second)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// Node is this node's name.
func (s *NATS) Node() string { return s.node }

// Replicas is how many nodes keep a copy of the room stream.
func (s *NATS) Replicas() int { return s.replicas }

// Clustered reports whether this node is part of a cluster.
func (s *NATS) Clustered() bool { return s.clustered }

// writeFor bounds how long a write is retried (the stream may have no leader for several
// seconds after the node that led it died).
const writeFor = 30 * time.Second

func (s *NATS) Write(code string, after uint64, entries []Entry, done func(uint64, error)) {
	if _, err := roomSubject(code); err != nil { // never a wildcard or another subject
		go done(0, err)
		return
	}
	body, err := encodeEntries(entries)
	if err != nil {
		go done(0, err)
		return
	}
	msg := s.fencedMsg(code, after, s.node, body)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		seq, err := s.write(msg)
		done(seq, err)
	}()
}

// fencedMsg is the record body for room code, stored only if the room's last record is
// still number after. Its ID makes a retry of a write that was stored but whose answer was
// lost come back as the same record (JetStream drops duplicates by ID for dupWindow,
// and lastIs finds it when the fence is checked first).
func (s *NATS) fencedMsg(code string, after uint64, node string, body []byte) *nats.Msg {
	msg := &nats.Msg{Subject: subjects + code, Data: body, Header: nats.Header{}}
	msg.Header.Set("Nats-Msg-Id", code+"."+strconv.FormatUint(after, 10)+"."+node)
	msg.Header.Set("Nats-Expected-Last-Subject-Sequence", strconv.FormatUint(after, 10))
	return msg
}

func (s *NATS) write(msg *nats.Msg) (uint64, error) {
	deadline := time.Now().Add(writeFor)
	wait := 20 * time.Millisecond
	// An unanswered write is sent again after 2 s (the stream may have lost its leader),
	// then after twice as long each time up to 8 s: an overloaded stream, whose answers are
	// late, is not given every write again and again. When a node of the cluster dies
	// meanwhile, the write is sent again at once: that node may have been the stream's
	// leader, which will never answer (a write stored before it died comes back as the
	// same record, by its ID).
	answerIn := 2 * time.Second
	for {
		if cause, _ := s.troubled(); cause != "" {
			return 0, fmt.Errorf("%w (%s)", ErrStorageFull, cause)
		}
		r, err := s.request(msg, answerIn)
		if errors.Is(err, errStorage) {
			continue // reported at the top
		}
		if errors.Is(err, nats.ErrTimeout) {
			answerIn = min(2*answerIn, 8*time.Second)
		}
		if errors.Is(err, nats.ErrTimeout) || errors.Is(err, nats.ErrNoResponders) {
			if err := s.unanswered(); err != nil { // a full disk leaves a write unanswered
				return 0, err
			}
		}
		if errors.Is(err, errPeerGone) {
			wait = 0
		}
		if err == nil {
			var ack struct {
				Seq   uint64    `json:"seq"`
				Error *apiError `json:"error"`
			}
			if err = json.Unmarshal(r.Data, &ack); err == nil {
				switch {
				case ack.Error == nil:
					return ack.Seq, nil
				case ack.Error.ErrCode == 10071 || ack.Error.ErrCode == 10164: // wrong last sequence
					var stored uint64 // the leader's last record on the subject
					n, _ := fmt.Sscanf(ack.Error.Description, "wrong last sequence: %d", &stored)
					after, _ := strconv.ParseUint(msg.Header.Get("Nats-Expected-Last-Subject-Sequence"), 10, 64)
					if n == 1 && stored < after {
						// The leader has less than it acknowledged to this writer: not
						// another writer (a takeover only adds records) but the leader's
						// store failing (seen when its disk is full). Try again.
						if err := s.unanswered(); err != nil {
							return 0, err
						}
						break
					}
					// A retry of a write that was stored while its answer was late meets
					// its own record (a lone server checks the fence before duplicates).
					// A retry sent while the leader still processes the first send is
					// refused without a number (10164: a write on the subject in
					// process); the last record then is still the fence, and the write
					// is tried again. Only a later record not this one is another node's.
					seq, mine, err := s.lastIs(msg, max(stored, after))
					if err == nil && mine {
						return seq, nil
					}
					if err == nil && seq > after {
						return 0, ErrFenced
					}
				case storageFullCode(ack.Error):
					if err := s.storeFault(ack.Error.Description); err != nil {
						return 0, err
					}
					continue
				}
				err = ack.Error
			}
		}
		// No stream leader (no responders, a timeout) or a passing error: try again.
		if time.Now().After(deadline) || s.nc.IsClosed() {
			return 0, fmt.Errorf("room log: %v", err)
		}
		select {
		case <-time.After(wait):
		case <-s.closing:
			return 0, fmt.Errorf("room log: the server is stopping")
		}
		wait = min(max(2*wait, 20*time.Millisecond), 250*time.Millisecond)
	}
}

// storageFullCode reports whether a JetStream answer's error is a store out of room.
func storageFullCode(e *apiError) bool {
	return e.ErrCode == 10023 || e.ErrCode == 10047 || storageTrouble(e.Description) // insufficient (storage) resources
}

var (
	// errPeerGone: a node of the cluster died while a request waited for its answer.
	errPeerGone = errors.New("a node of the cluster is gone")
	// errStorage: storage trouble was found while a request waited for its answer.
	errStorage = errors.New("storage trouble")
)

// request sends msg and waits up to d for the answer (nats.ErrTimeout), or until a node
// of the cluster is gone (errPeerGone) or storage trouble is found (errStorage).
func (s *NATS) request(msg *nats.Msg, d time.Duration) (*nats.Msg, error) {
	s.mu.Lock()
	gone := s.gone
	s.mu.Unlock()
	_, bad := s.troubled()
	ctx, cancel := context.WithTimeout(gone, d)
	defer cancel()
	defer context.AfterFunc(bad, cancel)()
	r, err := s.nc.RequestMsgWithContext(ctx, msg)
	switch {
	case err == nil:
		return r, nil
	case bad.Err() != nil:
		return nil, errStorage
	case gone.Err() != nil:
		return nil, errPeerGone
	case errors.Is(err, context.DeadlineExceeded):
		return nil, nats.ErrTimeout
	}
	return nil, err
}

// PeerGone tells the store that nodes of the cluster are gone (their routes closed; alive
// reports whether a node still is): the writes waiting for an answer are sent again at
// once, as a gone node may have led the room stream, and this node stands for election in
// the Raft groups the gone nodes led if it is the one to (raft.go).
func (s *NATS) PeerGone(gone []string, alive func(string) bool) {
	s.mu.Lock()
	s.next()
	s.gone, s.next = context.WithCancel(context.Background())
	s.mu.Unlock()
	for _, g := range s.standFor(gone, alive) {
		log.Printf("parlor-server: node %s stands for leader of Raft group %s (its leader %s is gone)", s.node, g, strings.Join(gone, ", "))
	}
}

// lastIs reads the last record on msg's subject (a direct get, which any replica
// answers) and reports its number and whether it is msg (the same Nats-Msg-Id). A replica
// that has not yet got the leader's record number stored is an error: ask again.
func (s *NATS) lastIs(msg *nats.Msg, stored uint64) (uint64, bool, error) {
	req, _ := json.Marshal(map[string]string{"last_by_subj": msg.Subject})
	r, err := s.nc.Request("$JS.API.DIRECT.GET."+streamName, req, 2*time.Second)
	if err != nil {
		return 0, false, err
	}
	if st := r.Header.Get("Status"); st != "" {
		return 0, false, fmt.Errorf("room log: reading the last record: status %s %s", st, r.Header.Get("Description"))
	}
	seq, err := strconv.ParseUint(r.Header.Get("Nats-Sequence"), 10, 64)
	if err != nil {
		return 0, false, fmt.Errorf("room log: reading the last record: %v", err)
	}
	if seq < stored {
		return 0, false, fmt.Errorf("room log: the replica read lags (record %d, the leader has %d)", seq, stored)
	}
	return seq, r.Header.Get("Nats-Msg-Id") == msg.Header.Get("Nats-Msg-Id"), nil
}

// Load reads the room's records with batched direct gets, which any replica answers (the
// local one first). A replica may lag the leader by the last records; a node that takes a
// room over from what it read finds out when its fenced claim is refused, and reads again.
func (s *NATS) Load(ctx context.Context, code string) ([]Entry, uint64, error) {
	return LoadLog(ctx, s.nc, code)
}

// LoadLog reads room code's log through a NATS connection to a node (tools and tests use
// it with -nats-port): its entries and the number of its last record (nil, 0, nil: no
// such room).
func LoadLog(ctx context.Context, nc *nats.Conn, code string) ([]Entry, uint64, error) {
	subj, err := roomSubject(code) // never a wildcard or another subject
	if err != nil {
		return nil, 0, err
	}
	inbox := nc.NewRespInbox()
	sub, err := nc.SubscribeSync(inbox)
	if err != nil {
		return nil, 0, err
	}
	defer sub.Unsubscribe()
	var out []Entry
	var last uint64
	for {
		req, _ := json.Marshal(map[string]any{"seq": last + 1, "next_by_subj": subj, "batch": 512})
		if err := nc.PublishRequest("$JS.API.DIRECT.GET."+streamName, inbox, req); err != nil {
			return nil, 0, err
		}
		more := false
	batch:
		for {
			m, err := sub.NextMsg(until(ctx, 5*time.Second))
			if err != nil {
				return nil, 0, fmt.Errorf("room %s: reading its log: %v", code, err)
			}
			switch st := m.Header.Get("Status"); st {
			case "":
			case "404":
				break batch
			case "204": // end of the batch
				more = m.Header.Get("Nats-Num-Pending") != "0" && m.Header.Get("Nats-Num-Pending") != ""
				break batch
			default:
				return nil, 0, fmt.Errorf("room %s: reading its log: status %s %s", code, st, m.Header.Get("Description"))
			}
			seq, err := strconv.ParseUint(m.Header.Get("Nats-Sequence"), 10, 64)
			if err != nil {
				return nil, 0, fmt.Errorf("room %s: a log record without its number", code)
			}
			es, err := decodeEntries(code, seq, m.Data)
			if err != nil {
				return nil, 0, err
			}
			out = append(out, es...)
			last = seq
		}
		if !more {
			return out, last, nil
		}
	}
}

// until is what is left of ctx, at most d.
func until(ctx context.Context, d time.Duration) time.Duration {
	if dl, ok := ctx.Deadline(); ok {
		return min(d, max(time.Until(dl), time.Millisecond))
	}
	return d
}

func (s *NATS) Close() {
	s.once.Do(func() {
		done := make(chan struct{})
		go func() { s.wg.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
		}
		close(s.closing)
		s.srvMu.Lock()
		ns, nl := s.ns, s.nlog
		s.srvMu.Unlock()
		nl.setTrouble(nil)
		s.nc.Close()
		ns.Shutdown()
		ns.WaitForShutdown()
	})
}
