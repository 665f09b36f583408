package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"path/filepath"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"parlor/internal/online"
)

// The room log. Every room's life is a list of entries on one JetStream subject,
// "parlor.rooms.CODE", in the stream PARLOR_ROOMS: the config (with the seed, which never
// leaves the server before the end), each seat taken, each move in record notation with
// the client's and the server's times, and the end. A game is exactly config + moves, so
// any node that can read the stream can rebuild a room by replaying it (Store.Load): the
// server does that when someone joins a room it does not hold (after a restart, or,
// clustered, a room another node hosted).

// Entry is one line of a room's log.
type Entry struct {
	Kind string `json:"kind"` // "config", "seat", "move", "end"
	// config
	Spec  *online.RoomSpec `json:"spec,omitempty"`
	Seed  uint64           `json:"seed,omitempty"`
	Nonce string           `json:"nonce,omitempty"`
	// seat: Seat was taken by Name; Token is the SHA-256 of its secret (hex).
	Seat  int    `json:"seat"`
	Name  string `json:"name,omitempty"`
	Token string `json:"token,omitempty"`
	// move: the I-th move (from 0) in notation, who made it ("person", "bot", "standin",
	// "timer"), and for a stamped move in a reaction window the client's and server's
	// times.
	I      int             `json:"i,omitempty"`
	Move   string          `json:"move,omitempty"`
	By     string          `json:"by,omitempty"`
	Client *ClientTimes    `json:"client,omitempty"`
	Server *online.Verdict `json:"server,omitempty"`
	Times  *ServerTimes    `json:"times,omitempty"`
	At     int64           `json:"at,omitempty"` // unix ms
}

// ClientTimes are a stamped move's times as the client gave them: the update it reacted
// to and its reaction time (ms).
type ClientTimes struct {
	Base    int `json:"base"`
	ReactMs int `json:"react_ms"`
}

// ServerTimes are the server's own measures of a stamped move (ms): from sending the update
// to receiving the move (Elapsed) and its ack (Delivery, -1: none), the window clock of
// that update (Clock), the stamp applied, and whether the stamp was raised to the window's
// clock because the move came after the clock had passed it (Late).
type ServerTimes struct {
	ElapsedMs  int  `json:"elapsed_ms"`
	DeliveryMs int  `json:"delivery_ms"`
	Clock      int  `json:"clock"`
	Stamp      int  `json:"stamp"`
	Late       bool `json:"late,omitempty"`
}

// Store keeps room logs.
type Store interface {
	// Append adds e to the room's log (asynchronously; errors are counted and logged).
	Append(code string, e Entry)
	// Load reads a room's whole log (nil, nil: no such room).
	Load(ctx context.Context, code string) ([]Entry, error)
	// Close flushes what is pending and stops.
	Close()
}

const (
	streamName = "PARLOR_ROOMS"
	subjects   = "parlor.rooms."
)

// NATSOptions configure the embedded NATS server.
type NATSOptions struct {
	// Dir holds the JetStream store.
	Dir string
	// Port is the NATS client port on 127.0.0.1 (0: none; the server connects in-process).
	Port int
}

// natsStore is a Store on an embedded NATS server with JetStream.
type natsStore struct {
	ns     *server.Server
	nc     *nats.Conn
	js     jetstream.JetStream
	stream jetstream.Stream
	fails  atomic.Int64
}

// OpenNATS starts the embedded NATS server with JetStream under o.Dir and opens the room
// stream.
func OpenNATS(o NATSOptions) (Store, error) {
	opts := &server.Options{
		ServerName: "parlor", JetStream: true, StoreDir: filepath.Join(o.Dir, "jetstream"),
		NoSigs: true, NoLog: true, DontListen: o.Port == 0, Port: o.Port, Host: "127.0.0.1",
	}
	ns, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("nats: %w", err)
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("nats: the embedded server did not start within 10 s")
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns))
	if err != nil {
		ns.Shutdown()
		return nil, fmt.Errorf("nats: %w", err)
	}
	js, err := jetstream.New(nc, jetstream.WithPublishAsyncMaxPending(8192))
	if err != nil {
		nc.Close()
		ns.Shutdown()
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name: streamName, Subjects: []string{subjects + "*"}, Storage: jetstream.FileStorage,
		MaxAge: 30 * 24 * time.Hour,
	})
	if err != nil {
		nc.Close()
		ns.Shutdown()
		return nil, fmt.Errorf("jetstream: %w", err)
	}
	return &natsStore{ns: ns, nc: nc, js: js, stream: st}, nil
}

func (s *natsStore) Append(code string, e Entry) {
	b, err := json.Marshal(e)
	if err != nil {
		log.Printf("room %s: log entry: %v", code, err)
		return
	}
	if _, err := s.js.PublishAsync(subjects+code, b); err != nil {
		if s.fails.Add(1) < 10 {
			log.Printf("room %s: log: %v", code, err)
		}
	}
}

func (s *natsStore) Load(ctx context.Context, code string) ([]Entry, error) {
	if _, err := s.stream.GetLastMsgForSubject(ctx, subjects+code); err != nil {
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return nil, nil
		}
		return nil, err
	}
	c, err := s.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: []string{subjects + code}})
	if err != nil {
		return nil, err
	}
	var out []Entry
	for {
		batch, err := c.Fetch(512, jetstream.FetchMaxWait(2*time.Second))
		if err != nil {
			return nil, err
		}
		n, done := 0, false
		for msg := range batch.Messages() {
			n++
			var e Entry
			if err := json.Unmarshal(msg.Data(), &e); err != nil {
				return nil, fmt.Errorf("room %s log entry %d: %w", code, len(out)+1, err)
			}
			out = append(out, e)
			if md, err := msg.Metadata(); err == nil && md.NumPending == 0 {
				done = true
			}
		}
		if err := batch.Error(); err != nil && !errors.Is(err, nats.ErrTimeout) {
			return nil, err
		}
		if done || n == 0 {
			return out, nil
		}
	}
}

func (s *natsStore) Close() {
	select {
	case <-s.js.PublishAsyncComplete():
	case <-time.After(5 * time.Second):
	}
	s.nc.Close()
	s.ns.Shutdown()
	s.ns.WaitForShutdown()
}
