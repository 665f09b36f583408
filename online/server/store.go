package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"parlor/online"
)

// The room log. Every room's life is a list of records on one JetStream subject,
// "parlor.rooms.CODE", in the stream PARLOR_ROOMS; each record holds one or more entries
// (JSON lines): the config (with the seed, which never leaves the server before the end),
// each seat taken, each move in record notation with the client's and the server's times,
// the node that took the room over (host), and the end. A game is exactly config + moves,
// so any node that can read the stream can rebuild a room by replaying it (Store.Load):
// a server does that when someone joins a room no node holds (after a restart, or when
// the node that hosted it died).
//
// Writes are fenced: a record is only stored if the room's last record is still the one
// its writer knows (JetStream's expected last sequence per subject), so two nodes can never
// both extend a room's log: the one that took the room over wins and the other finds out
// at its next write and lets the room go. Nothing a room sends to its players goes out
// before the entries it depends on are stored (on a quorum of the cluster's nodes), so a
// move that anyone has seen is never lost.

// Entry is one line of a room's log. "expired" ends the log of a room that nobody joined
// in time (Limits.Unjoined): it is written before the room's records are deleted, so a
// log that keeps it is a room no more.
type Entry struct {
	Kind string `json:"kind"` // "config", "seat", "move", "fast", "host", "end", "expired", "left", "vote", "rematch"
	// config
	Spec  *online.RoomSpec `json:"spec,omitempty"`
	Seed  uint64           `json:"seed,omitempty"`
	Nonce string           `json:"nonce,omitempty"`
	// seat: Seat was taken by Name; Token is the SHA-256 of its secret (hex); Key the
	// person's public key (hex; absent: anonymous); From "bot": a newcomer took a bot's
	// seat at a round start (quick play).
	Seat  int    `json:"seat"`
	Name  string `json:"name,omitempty"`
	Token string `json:"token,omitempty"`
	Key   string `json:"key,omitempty"`
	From  string `json:"from,omitempty"`
	// left: the person at Seat left (Free: before the game started, so the seat is free
	// again; otherwise a bot plays it for good). vote: the vote about Seat ended with
	// Result ("replace", "end", "none"). rated: the game's ratings were stored.
	Free   bool   `json:"free,omitempty"`
	Result string `json:"result,omitempty"`
	// move: the I-th move (from 0) in notation, who made it ("person", "bot", "standin",
	// "timer", "clock"), the client's move ID (a person's), and for a stamped move in a
	// reaction window the client's and server's times.
	I      int             `json:"i,omitempty"`
	Move   string          `json:"move,omitempty"`
	By     string          `json:"by,omitempty"`
	ID     int64           `json:"id,omitempty"`
	Client *ClientTimes    `json:"client,omitempty"`
	Server *online.Verdict `json:"server,omitempty"`
	Times  *ServerTimes    `json:"times,omitempty"`
	// fast: Seat was flagged as faster than a person (online.FastWatch; docs/online.md,
	// "The human line").
	// host: the node that took the room over from here on.
	Node string `json:"node,omitempty"`
	At   int64  `json:"at,omitempty"` // unix ms
}

// ClientTimes are a stamped move's times as the client gave them: the update it reacted
// to and its reaction time (ms).
type ClientTimes struct {
	Base    int `json:"base"`
	ReactMs int `json:"react_ms"`
}

// ServerTimes are the server's own measures of a stamped move (ms): from sending the update
// to receiving the move (Elapsed) and its ack (Delivery, -1: none before the move), the
// connection's transport round trip (Transport, -1: unknown), the window clock of that
// update (Clock) and of the update from which the move was open to the seat (Since), the
// claimed reaction time counted from there (From) and whether that came under the human
// line (Fast), the stamp applied, whether it was raised to the human line (Anticipated),
// and whether it was raised to the window's clock because the move came after the clock
// had passed it (Late).
type ServerTimes struct {
	ElapsedMs   int  `json:"elapsed_ms"`
	DeliveryMs  int  `json:"delivery_ms"`
	TransportMs int  `json:"transport_ms"`
	Clock       int  `json:"clock"`
	Since       int  `json:"since"`
	FromMs      int  `json:"from_ms"`
	Fast        bool `json:"fast,omitempty"`
	Stamp       int  `json:"stamp"`
	Anticipated bool `json:"anticipated,omitempty"`
	Late        bool `json:"late,omitempty"`
}

// Store keeps room logs.
type Store interface {
	// Write adds entries to room code's log as one record, provided the log's last record
	// is still number after (0: the log must be empty), and calls done once, on another
	// goroutine, with the new record's number; or with ErrFenced when the log has moved on
	// (another node took the room over); or with another error when the log could not be
	// reached for a long while (a store retries on its own before that).
	Write(code string, after uint64, entries []Entry, done func(seq uint64, err error))
	// Load reads a room's whole log and the number of its last record (nil, 0, nil: no
	// such room).
	Load(ctx context.Context, code string) ([]Entry, uint64, error)
	// Close waits a little for the writes under way and stops.
	Close()
}

// ErrFenced is a write refused because the room's log has moved on since its writer last
// wrote: another node took the room over.
var ErrFenced = errors.New("the room's log has moved on: another node took the room over")

// encodeEntries makes one record: the entries as JSON lines.
func encodeEntries(es []Entry) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	for _, e := range es {
		if err := enc.Encode(e); err != nil {
			return nil, err
		}
	}
	return b.Bytes(), nil
}

// decodeEntries reads a record's entries (strictly: known fields only).
func decodeEntries(code string, seq uint64, b []byte) ([]Entry, error) {
	var out []Entry
	for line := range bytes.Lines(b) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		var e Entry
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			return nil, fmt.Errorf("room %s log record %d: %w", code, seq, err)
		}
		out = append(out, e)
	}
	return out, nil
}
