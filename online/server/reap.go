package server

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"slices"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go/jetstream"

	"parlor/online"
)

// What the limits let go (Limits): rooms nobody joined, connections that never joined or
// stopped answering, and the refusals of rooms past an address's or the node's allowance.

// reportLimits logs, once a minute when it is not nothing, what the limits let go or
// refused in that minute (for operators: a stranger hammering the server shows here).
func (s *Server) reportLimits() {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	var last [4]int64
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
		now := [4]int64{s.expired.Load(), s.reaped.Load(), s.refusedConns.Load(), s.refusedRooms.Load()}
		if now != last {
			log.Printf("parlor-server: in the last minute: %d rooms nobody joined let go, %d connections closed (no join in time or no answer to pings), %d connections and %d rooms refused (limits); %d rooms held",
				now[0]-last[0], now[1]-last[1], now[2]-last[2], now[3]-last[3], s.Stats().Rooms)
		}
		last = now
	}
}

// roomFor checks that c may make a room now: the node is not full and c's address has a
// room left this minute. Otherwise c is told why (server-full, too-many-rooms).
func (h *hub) roomFor(c *conn, id int64) bool {
	code, words := h.roomAllowed(c)
	if words != "" {
		c.refuse(id, code, words)
		return false
	}
	return true
}

// roomAllowed takes a room from c's address's allowance; when there is none, or the node
// is full, it returns the refusal's code and words.
func (h *hub) roomAllowed(c *conn) (code, words string) {
	h.mu.Lock()
	n := len(h.rooms)
	h.mu.Unlock()
	if max := h.srv.limits.MaxRooms; max > 0 && n >= max {
		h.srv.refusedRooms.Add(1)
		return "server-full", h.full()
	}
	if !c.addr.IsValid() {
		return "", "" // another node's connection: its own node counted it
	}
	if ok, wait := h.srv.addrs.room(c.addr); !ok {
		h.srv.refusedRooms.Add(1)
		return "too-many-rooms", fmt.Sprintf("too many new rooms from your address (at most %d a minute): try again in %d s",
			h.srv.limits.RoomsPerMinute, int(wait.Seconds())+1)
	}
	return "", ""
}

// full is the server-full refusal in words.
func (h *hub) full() string {
	return fmt.Sprintf("the server is full (%d rooms): try again in a few minutes", h.srv.limits.MaxRooms)
}

// refuseConn accepts a WebSocket only to say why it is not served (code, words) and
// closes it: a browser cannot read the body of a refused handshake.
func (s *Server) refuseConn(w http.ResponseWriter, r *http.Request, code, words string) {
	s.refusedConns.Add(1)
	ws, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		b, _ := json.Marshal(online.ServerMsg{Type: online.TError, Code: code, Error: words})
		if ws.Write(ctx, websocket.MessageText, b) == nil {
			ws.Close(websocket.StatusPolicyViolation, closeReason(words))
		}
		ws.CloseNow()
	}()
}

// closeReason is words cut to what a WebSocket close frame carries (123 bytes).
func closeReason(words string) string {
	if len(words) <= 123 {
		return words
	}
	cut := 120
	for cut > 0 && words[cut]&0xC0 == 0x80 {
		cut--
	}
	return words[:cut] + "…"
}

// offer hands f to the room's goroutine and waits until the room takes it; false: the
// room stopped first, and f will never run (the room's loop runs nothing once shut).
func (r *room) offer(f func()) bool {
	took := make(chan struct{})
	g := func() { close(took); f() }
	select {
	case r.inbox <- g:
	case <-r.done:
		return false
	}
	select {
	case <-took:
		return true
	case <-r.done:
		select {
		case <-took:
			return true
		default:
			return false
		}
	}
}

// expireIn lets the room go after d unless someone has joined it by then (d ≤ 0: never).
func (r *room) expireIn(d time.Duration) {
	if d > 0 && !r.joined {
		r.unjoined = r.after(d, r.expire)
	}
}

// expire lets go of a room nobody joined (forget).
func (r *room) expire() {
	if !r.joined {
		r.forget()
	}
}

// forget lets go of a room in which no seat was taken: it is dropped from the hub, and if
// no move was made its log is deleted: first a fenced "expired" entry (so a node that took
// the room over in the meantime keeps it: the fence refuses this write), then the room's
// subject is purged. Joins of its code wait meanwhile and then find no room.
func (r *room) forget() {
	if r.closed || r.log.lost || r.m.Len() > 0 || len(r.seen) > 0 ||
		slices.ContainsFunc(r.seats, func(s *seat) bool { return s.taken || s.conn != nil }) {
		return // someone came meanwhile
	}
	if r.log.stored < r.log.appended {
		r.then(r.forget) // once the config is stored, so that nothing is written after the purge
		return
	}
	h := r.srv.hub
	call := h.expiring(r)
	if call == nil {
		return
	}
	r.srv.expired.Add(1)
	code, seq := r.code, r.log.seq
	r.shut()
	finish := func() {
		h.mu.Lock()
		delete(h.loading, code)
		h.mu.Unlock()
		call.err = errNoRoom
		close(call.done)
	}
	if seq == 0 {
		finish()
		return
	}
	r.srv.cfg.Store.Write(code, seq, []Entry{{Kind: "expired", Seat: -1, At: time.Now().UnixMilli()}}, func(_ uint64, err error) {
		defer finish()
		if err != nil {
			return // taken over elsewhere, or the log is out of reach: it ages out
		}
		if p, ok := r.srv.cfg.Store.(Purger); ok {
			ctx, cancel := context.WithTimeout(r.srv.ctx, 10*time.Second)
			defer cancel()
			if err := p.Purge(ctx, code); err != nil {
				log.Printf("room %s: deleting the log of a room nobody joined: %v", code, err)
			}
		}
	})
}

// expiring takes r out of the hub and makes joins of its code wait for the returned call
// (nil: r is no longer the hub's room for its code).
func (h *hub) expiring(r *room) *loadCall {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.rooms[r.code] != r || h.loading[r.code] != nil {
		return nil
	}
	delete(h.rooms, r.code)
	call := &loadCall{done: make(chan struct{})}
	h.loading[r.code] = call
	return call
}

// Purger is a Store that can delete a room's whole log.
type Purger interface {
	// Purge deletes every record of room code.
	Purge(ctx context.Context, code string) error
}

// Purge deletes every record of room code (its subject in the room stream).
func (s *NATS) Purge(ctx context.Context, code string) error {
	subj, err := roomSubject(code)
	if err != nil {
		return err
	}
	js, err := jetstream.New(s.nc)
	if err != nil {
		return err
	}
	st, err := js.Stream(ctx, streamName)
	if err != nil {
		return err
	}
	return st.Purge(ctx, jetstream.WithPurgeSubject(subj))
}
