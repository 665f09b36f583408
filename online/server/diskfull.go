package server

import (
	"context"
	"errors"
	"fmt"
	"log"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// A full disk. When the store's disk is full a JetStream write fails inside nats-server
// (v2.15.2): the publisher gets no answer, the stream keeps the write error and refuses
// every later write even once space is back (standalone), or JetStream shuts itself down
// (clustered). The store finds out at once from nats-server's log line (or, on a write
// left unanswered, by trying the disk itself), fails the writes waiting for an answer and
// every later one with ErrStorageFull (the rooms keep their state, tell their players in
// words and try again, roomlog.go), and heals itself: it tries the disk with a small
// write, with backoff, and once the disk takes it, starts the embedded server again
// (whose JetStream reopens the stream from its files, without the write error) and
// reopens the room stream.

// ErrStorageFull is a write the store could not make because its disk is full (or will
// not take writes: JetStream stopped after a write error). The store recovers by itself
// once the disk takes writes again; the same write sent then is stored once.
var ErrStorageFull = errors.New("the server cannot save games now: its disk is full")

// storageHealth is whether the store can write, and the healing under way.
type storageHealth struct {
	mu      sync.Mutex
	cause   string             // what went wrong ("": the store writes)
	since   time.Time          // when it did
	bad     context.Context    // ended when trouble is found: requests waiting end
	trip    context.CancelFunc // ends bad
	healed  chan struct{}      // closed when the trouble found ends
	healing bool
	probes  int // the disk's tries that failed while healing
	// probed is when a write left unanswered last tried the disk, and its outcome.
	probed   time.Time
	probeErr error
}

func (h *storageHealth) init() {
	h.bad, h.trip = context.WithCancel(context.Background())
	h.healed = make(chan struct{})
	close(h.healed)
}

// Healed is closed once the store can write again (at once when it can).
func (s *NATS) Healed() <-chan struct{} {
	h := &s.health
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.healed
}

// troubled is the store's storage trouble ("": none) and a context that ends when trouble
// is found.
func (s *NATS) troubled() (string, context.Context) {
	h := &s.health
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.cause, h.bad
}

// logTrouble takes a nats-server log line about storage trouble. Alone, the store cannot
// write (storageTrouble). In a cluster this node's JetStream stopped, or will, and is
// started again once the disk takes writes, but the rooms' records may still be stored
// by the other nodes: only a write left unanswered while this node's disk is full stops
// the rooms here (unanswered).
func (s *NATS) logTrouble(cause string) {
	if !s.clustered {
		s.storageTrouble(cause)
		return
	}
	h := &s.health
	h.mu.Lock()
	start := !h.healing
	h.healing = true
	h.mu.Unlock()
	if start {
		log.Printf("parlor-server: this node's store cannot write (%s): it rejoins once the disk takes writes again", cause)
		go s.heal()
		go s.stepDown()
	}
}

// stepDown hands the room stream's leadership to another node if this one leads it (its
// store cannot write: while it leads, no record is stored).
func (s *NATS) stepDown() {
	if !s.server().JetStreamIsStreamLeader(server.DEFAULT_GLOBAL_ACCOUNT, streamName) {
		return
	}
	if _, err := s.nc.Request("$JS.API.STREAM.LEADER.STEPDOWN."+streamName, nil, 5*time.Second); err != nil {
		log.Printf("parlor-server: node %s could not hand the room stream's leadership over: %v", s.node, err)
		return
	}
	log.Printf("parlor-server: node %s hands the room stream's leadership over (its store cannot write)", s.node)
}

// storageTrouble notes that the store cannot write, and why (nats-server's words or the
// disk's), and starts healing it.
func (s *NATS) storageTrouble(cause string) {
	h := &s.health
	h.mu.Lock()
	if h.cause == "" {
		h.cause, h.since = cause, time.Now()
		h.trip()
		h.healed = make(chan struct{})
		log.Printf("parlor-server: room logs cannot be stored (%s): the rooms wait, their players are told, and storing resumes by itself once the disk takes writes again", cause)
	}
	start := !h.healing
	h.healing = true
	h.mu.Unlock()
	if start {
		go s.heal()
	}
}

// localTrouble looks whether a write left unanswered met storage trouble here: this
// node's JetStream stopped, or its disk takes no write ("": neither). A disk is tried at
// most once per probeEvery.
func (s *NATS) localTrouble() string {
	select {
	case <-s.closing:
		return ""
	default:
	}
	if !s.server().JetStreamEnabled() {
		return "JetStream has stopped"
	}
	h := &s.health
	h.mu.Lock()
	stale := time.Since(h.probed) >= probeEvery
	if stale {
		h.probed = time.Now()
	}
	err := h.probeErr
	h.mu.Unlock()
	if stale {
		err = probeDisk(s.storeDir)
		h.mu.Lock()
		h.probeErr = err
		h.mu.Unlock()
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

// probeEvery is how often a write left unanswered tries the disk.
const probeEvery = 250 * time.Millisecond

// unanswered takes a write left unanswered (or answered wrongly), and reports the error to
// return for it (nil: try again).
func (s *NATS) unanswered() error {
	if cause := s.localTrouble(); cause != "" {
		return s.storeFault(cause)
	}
	return nil
}

// storeFault takes storage trouble found here by a write, and reports the error to return
// for it (nil: try again; the write loop returns ErrStorageFull). Alone, it stops every
// write until it is healed. In a cluster the other nodes may store without this one: the
// write fails with ErrStorageFull (its room tells the table and tries again), this node
// stops leading the room stream, and its store is healed meanwhile.
func (s *NATS) storeFault(cause string) error {
	if !s.clustered {
		s.storageTrouble(cause)
		return nil
	}
	s.logTrouble(cause)
	return fmt.Errorf("%w (this node: %s)", ErrStorageFull, cause)
}

// healWait bounds the wait between two tries of the disk while it is full (each writes
// and syncs 64 kB).
const healWait = 500 * time.Millisecond

// heal waits until the disk takes a write, then starts the embedded server again and
// reopens the room stream; the store writes again from then on.
func (s *NATS) heal() {
	wait := 50 * time.Millisecond
	var last string
	for {
		select {
		case <-s.closing:
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, healWait)
		if err := probeDisk(s.storeDir); err != nil {
			s.health.mu.Lock()
			s.health.probes++
			s.health.mu.Unlock()
			continue
		}
		if err := s.restartNATS(); err != nil {
			if err.Error() != last {
				last = err.Error()
				log.Printf("parlor-server: starting JetStream again after storage trouble: %v", err)
			}
			continue
		}
		h := &s.health
		h.mu.Lock()
		var since time.Duration
		if h.cause != "" {
			since = time.Since(h.since)
			h.bad, h.trip = context.WithCancel(context.Background())
			close(h.healed)
		}
		h.cause, h.healing = "", false
		h.mu.Unlock()
		if since > 0 {
			log.Printf("parlor-server: room logs are stored again (they could not be for %v)", since.Round(time.Millisecond))
		} else {
			log.Printf("parlor-server: this node's store writes again")
		}
		return
	}
}

// restartNATS starts the embedded server afresh with its options (JetStream reopens the
// stream from its files, without the write error it kept), brings the store's connection
// back to it and reopens the room stream. To the other nodes of a cluster this node is
// gone for a moment and comes back (as after a network fault). The whole server starts
// again, not only its JetStream: nats-server (v2.15) starting JetStream again on a
// running server that has routes races its own routed API requests (its old API
// subscription stays, and the new request workers start before the cluster state they
// read is set), which -race reports in TestClusterNodeDiskFull.
func (s *NATS) restartNATS() error {
	old := s.server()
	old.Shutdown()
	old.WaitForShutdown()
	ns, nl, err := startNATS(s.dataDir, s.opts.Clone())
	if err != nil {
		return err
	}
	nl.setTrouble(s.logTrouble)
	s.srvMu.Lock()
	s.ns, s.nlog = ns, nl
	s.srvMu.Unlock()
	select {
	case <-s.closing: // Close may have shut the old server down meanwhile: this one too
		ns.Shutdown()
		return nil
	default:
	}
	s.nc.ForceReconnect()
	return s.openStream(30 * time.Second)
}
