package server

import (
	"context"
	"fmt"
	"time"
)

// rebuild makes a room this server does not hold from its log: the config, the seats
// taken and every move, replayed (nothing is sent or logged again). The people's seats
// start away, with the grace to come back.
func (h *hub) rebuild(code string) (*room, error) {
	h.load.Lock()
	defer h.load.Unlock()
	if r := h.get(code); r != nil {
		return r, nil
	}
	ctx, cancel := context.WithTimeout(h.srv.ctx, 10*time.Second)
	defer cancel()
	entries, err := h.srv.cfg.Store.Load(ctx, code)
	if err != nil {
		return nil, fmt.Errorf("room %s: its log cannot be read: %v", code, err)
	}
	if len(entries) == 0 || entries[0].Kind != "config" || entries[0].Spec == nil {
		return nil, fmt.Errorf("no room %q", short(code))
	}
	cfg := entries[0]
	r, err := newRoom(h.srv, code, *cfg.Spec, cfg.Seed, cfg.Nonce)
	if err != nil {
		return nil, fmt.Errorf("room %s: %v", code, err)
	}
	r.replaying = true
	for i, e := range entries[1:] {
		switch e.Kind {
		case "seat":
			if e.Seat < 0 || e.Seat >= len(r.seats) {
				return nil, fmt.Errorf("room %s log entry %d: no seat %d", code, i+2, e.Seat)
			}
			s := r.seats[e.Seat]
			s.taken, s.name, s.token = true, e.Name, e.Token
		case "move":
			mv, err := r.codec.ParseMove(e.Seat, e.Move)
			if err == nil {
				err = r.apply(mv, e.By, -1, 0, nil, nil, nil)
			}
			if err != nil {
				return nil, fmt.Errorf("room %s log entry %d, move %q: %v", code, i+2, e.Move, err)
			}
		case "end":
			r.ended = true
		}
	}
	r.replaying = false
	r.started = r.m.Len() > 0 || allTaken(r)
	h.mu.Lock()
	h.rooms[code] = r
	h.mu.Unlock()
	r.run()
	r.post(func() {
		for _, s := range r.seats {
			if s.person && s.taken && !r.ended {
				r.goAway(s, h.srv.cfg.Grace)
			}
		}
		r.maybeIdle()
	})
	return r, nil
}

func allTaken(r *room) bool {
	for _, s := range r.seats {
		if s.person && !s.taken {
			return false
		}
	}
	return true
}
