package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"
)

// errNoRoom: the log has no such room.
var errNoRoom = errors.New("no such room")

// loadCall is a rebuild under way; others asking for the same room wait for it.
type loadCall struct {
	done chan struct{}
	r    *room
	err  error
}

// takeover makes this node the room's host: rebuilt from its log, claimed, running.
// Concurrent calls for one room share one rebuild. errNoRoom: there is no such room;
// ErrFenced or errElsewhere: another node is taking it over (ask it again).
func (h *hub) takeover(code string) (*room, error) {
	h.mu.Lock()
	if r := h.rooms[code]; r != nil {
		h.mu.Unlock()
		return r, nil
	}
	if call := h.loading[code]; call != nil {
		h.mu.Unlock()
		<-call.done
		return call.r, call.err
	}
	call := &loadCall{done: make(chan struct{})}
	h.loading[code] = call
	h.mu.Unlock()
	r, err := h.rebuild(code)
	if err == nil {
		err = h.add(r, false)
	}
	h.mu.Lock()
	delete(h.loading, code)
	h.mu.Unlock()
	if err == nil {
		r.run()
		r.post(func() {
			for _, s := range r.seats {
				if s.person && s.taken && !r.ended {
					r.goAway(s, h.srv.cfg.Grace)
				}
			}
			r.maybeIdle()
			r.expireIn(h.srv.limits.Unjoined)
		})
	}
	call.r, call.err = r, err
	close(call.done)
	return r, err
}

// claimFresh: a room whose log was last written this recently by another living node is
// left to it (its subscription may not have reached this node yet).
const claimFresh = 5 * time.Second

// rebuild makes a room from its log: the config, the seats taken and every move, replayed
// (nothing is sent or logged again); then, unless the game is over, it claims the room
// with a fenced "host" entry, so that the node that read the log last is its only host.
// The people's seats start away, with the grace to come back.
func (h *hub) rebuild(code string) (*room, error) {
	ctx, cancel := context.WithTimeout(h.srv.ctx, 10*time.Second)
	defer cancel()
	entries, seq, err := h.srv.cfg.Store.Load(ctx, code)
	if errors.Is(err, errBadCode) {
		return nil, errNoRoom
	}
	if err != nil {
		return nil, fmt.Errorf("room %s: its log cannot be read: %v", code, err)
	}
	if len(entries) == 0 || entries[0].Kind != "config" || entries[0].Spec == nil {
		return nil, errNoRoom
	}
	cfg := entries[0]
	r, err := newRoom(h.srv, code, *cfg.Spec, cfg.Seed, cfg.Nonce)
	if err != nil {
		return nil, fmt.Errorf("room %s: %v", code, err)
	}
	r.replaying = true
	host := cfg.Node
	for i, e := range entries[1:] {
		switch e.Kind {
		case "seat":
			if e.Seat < 0 || e.Seat >= len(r.seats) {
				return nil, fmt.Errorf("room %s log entry %d: no seat %d", code, i+2, e.Seat)
			}
			s := r.seats[e.Seat]
			if e.From == "bot" && s.key != "" && s.fromStart {
				r.gone = append(r.gone, rater{seat: -1, key: s.key, name: s.name, last: true})
			}
			s.taken, s.name, s.token, s.key, s.fromStart = true, e.Name, e.Token, e.Key, r.m.Len() == 0 && e.From == ""
			if e.From == "bot" {
				s.person, s.level, s.left, s.replaced = true, r.spec.StandIn, false, false
			}
		case "left", "vote":
			if e.Seat < 0 || e.Seat >= len(r.seats) {
				return nil, fmt.Errorf("room %s log entry %d: no seat %d", code, i+2, e.Seat)
			}
			r.replayed(e)
		case "move":
			mv, err := r.codec.ParseMove(e.Seat, e.Move)
			if err == nil {
				err = r.apply(mv, e.By, -1, 0, nil, nil, nil)
			}
			if err != nil {
				return nil, fmt.Errorf("room %s log entry %d, move %q: %v", code, i+2, e.Move, err)
			}
			if e.ID > 0 {
				r.seats[e.Seat].lastID = max(r.seats[e.Seat].lastID, e.ID)
			}
			if e.Server != nil && e.Times != nil && e.Seat >= 0 && e.Seat < len(r.seats) {
				r.seats[e.Seat].fast.Note(e.Times.Fast)
			}
		case "fast":
			if e.Seat < 0 || e.Seat >= len(r.seats) {
				return nil, fmt.Errorf("room %s log entry %d: no seat %d", code, i+2, e.Seat)
			}
			r.seats[e.Seat].fast.Flagged = true
		case "rematch":
			if e.Seat >= 0 && e.Seat < len(r.seats) {
				r.seats[e.Seat].rematchAsk = true
			} else if isCode(e.Name) {
				r.rematch.room = e.Name
			}
		case "host":
			host = e.Node
		case "end":
			r.ended = true
		case "expired":
			return nil, errNoRoom // let go unjoined; its log was to be deleted
		}
	}
	r.replaying = false
	r.noteLevels()
	r.started = r.m.Len() > 0 || (allTaken(r) && slices.ContainsFunc(r.seats, func(s *seat) bool { return s.person }))
	r.joined = r.m.Len() > 0 || slices.ContainsFunc(r.seats, func(s *seat) bool { return s.taken })
	r.log.seq = seq
	if r.ended {
		return r, h.hostHere(r)
	}
	cl := h.srv.cluster
	if cl != nil && host != cl.node && cl.alive(host) && time.Since(time.UnixMilli(entries[len(entries)-1].At)) < claimFresh {
		return nil, errElsewhere
	}
	claim := make(chan error, 1)
	node := h.srv.Node()
	h.srv.cfg.Store.Write(code, seq, []Entry{{Kind: "host", Seat: -1, Node: node, At: time.Now().UnixMilli()}},
		func(s uint64, err error) {
			r.log.seq = s
			claim <- err
		})
	if err := <-claim; err != nil {
		return nil, err
	}
	return r, h.hostHere(r)
}

// hostHere subscribes a cluster node to the room's messages.
func (h *hub) hostHere(r *room) error {
	if cl := h.srv.cluster; cl != nil {
		return cl.host(r)
	}
	return nil
}

func allTaken(r *room) bool {
	for _, s := range r.seats {
		if s.person && !s.taken {
			return false
		}
	}
	return true
}

// replayed applies a left or vote entry while the room is rebuilt.
func (r *room) replayed(e Entry) {
	s := r.seats[e.Seat]
	switch {
	case e.Kind == "left" && e.Free:
		s.taken, s.name, s.token, s.key, s.fromStart = false, "", "", "", false
	case e.Kind == "left" && r.ended:
		s.declined = true
	case e.Kind == "left":
		s.left, s.person = true, false
	case e.Result == "replace":
		s.replaced, s.person = true, false
	case e.Result == "end":
		s.outvoted = true
	}
}
