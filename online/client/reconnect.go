package client

import (
	"context"
	"errors"
	"time"
)

// Coming back by itself. A seat joined with JoinOptions.Nodes reconnects when its
// connection drops (a node of the cluster died, or the room moved to another node): it
// tries the address it used, then the other nodes in turn, joining with its token and the
// number of the last update it saw, so it gets exactly what it missed, for up to
// ReconnectFor. Meanwhile Reconnecting is true, Err stays nil, and a move submitted is not
// sent: a refusal with code "reconnecting" says so (nothing changed; decide again once
// the seat is back). Resumes counts the times it came back.

// ReconnectFor bounds how long a seat tries to come back before Err says why it could not.
const ReconnectFor = 2 * time.Minute

var errReconnecting = &Refusal{Code: "reconnecting", Msg: "the connection dropped; the seat is coming back (decide again once it is)"}

// lost is told that c, the seat's connection, has ended.
func (s *Seat) lost(c *Conn, err error) {
	s.mu.Lock()
	if c != s.conn {
		s.mu.Unlock()
		return // an old connection
	}
	if len(s.nodes) == 0 || c.closed.Load() || s.closing || s.end != nil {
		s.err = err
		s.mu.Unlock()
		s.signal()
		return
	}
	if s.reconnecting {
		s.mu.Unlock()
		return
	}
	s.reconnecting = true
	s.mu.Unlock()
	s.signal()
	go s.reconnect(c.url, err)
}

// reconnect tries the nodes in turn until the seat is back, it cannot come back (its room
// or token is unknown), or ReconnectFor has passed.
func (s *Seat) reconnect(from string, err error) {
	s.mu.Lock()
	nodes := s.nodes
	s.mu.Unlock()
	first := 0
	for i, u := range nodes {
		if u == from {
			first = i
			break
		}
	}
	deadline := time.Now().Add(ReconnectFor)
	wait := 20 * time.Millisecond
	for i := 0; time.Now().Before(deadline); i++ {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		e := s.Resume(ctx, nodes[(first+i)%len(nodes)])
		cancel()
		if e == nil {
			return // back once the updates missed have arrived (caughtUp)
		}
		err = e
		var rf *Refusal
		if errors.As(e, &rf) && (rf.Code == "bad-token" || rf.Code == "no-room") {
			break
		}
		s.mu.Lock()
		closing := s.closing
		s.mu.Unlock()
		if closing {
			break
		}
		if i%len(nodes) == len(nodes)-1 {
			time.Sleep(wait)
			wait = min(2*wait, time.Second)
		}
	}
	s.mu.Lock()
	s.reconnecting = false
	s.err = err
	s.mu.Unlock()
	s.signal()
}

// caughtUp ends a reconnection once the updates the welcome announced have arrived (a bot
// deciding again after it sees the game as it now is). s.mu is held.
func (s *Seat) caughtUp() {
	if s.reconnecting && s.welcomed && s.n >= s.catchUp {
		s.reconnecting, s.welcomed = false, false
		s.resumes++
	}
}

// Reconnecting reports whether the seat is coming back after its connection dropped.
func (s *Seat) Reconnecting() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.reconnecting
}

// Resumes is how many times the seat came back by itself.
func (s *Seat) Resumes() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.resumes
}

// Close ends the seat's connection for good (it does not come back by itself).
func (s *Seat) Close() error {
	s.mu.Lock()
	s.closing = true
	c := s.conn
	s.mu.Unlock()
	return c.Close()
}

// autoReconnect reports whether the seat comes back by itself.
func (s *Seat) autoReconnect() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.nodes) > 0
}
