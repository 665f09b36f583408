package server

import (
	"encoding/json"
	"errors"
	"time"

	"parlor/internal/online"
)

// A room's log and what it sends. Entries made while the room handles one message (a
// move, a bot's moves after it, a tick) are written together as one record, and while a
// record is being written the next entries wait and go out together after it: at most one
// write per room is under way, so its fence (the number of the room's last record) is
// always known. Every message the room sends waits until the entries made before it are
// stored: a player never sees a move the log could still lose.

// logState is a room's side of its log.
type logState struct {
	seq      uint64  // the number of the room's last stored record (0: none yet)
	pending  []Entry // entries not yet written
	writing  bool    // a write is under way
	appended int     // entries appended so far
	stored   int     // entries stored so far
	held     []held  // messages waiting for entries to be stored
	lost     bool    // another node took the room over, or the log is out of reach
}

// held is a message waiting for the first need entries to be stored: b for c (seat and n
// name the update, for the slap judge's send times), or fn to run then.
type held struct {
	need int
	c    *conn
	b    []byte
	seat int
	n    int
	fn   func()
}

// append adds e to the room's log (written after the message being handled).
func (r *room) append(e Entry) {
	if r.replaying {
		return
	}
	e.At = time.Now().UnixMilli()
	r.log.pending = append(r.log.pending, e)
	r.log.appended++
}

// flushLog writes the pending entries as one record unless a write is under way.
func (r *room) flushLog() {
	l := &r.log
	if l.writing || len(l.pending) == 0 || l.lost || r.closed {
		return
	}
	es := l.pending
	l.pending = nil
	l.writing = true
	upto := l.appended
	r.srv.cfg.Store.Write(r.code, l.seq, es, func(seq uint64, err error) {
		r.post(func() { r.written(upto, seq, err) })
	})
}

// written takes a write's outcome: the messages that waited for it go out, and the next
// record is written; a refused write means the room is lost to this node.
func (r *room) written(upto int, seq uint64, err error) {
	l := &r.log
	l.writing = false
	if r.closed {
		return
	}
	if err != nil {
		if errors.Is(err, ErrFenced) {
			logf(r, "another node took the room over; letting it go")
		} else {
			logf(r, "letting the room go: %v", err)
		}
		r.lose()
		return
	}
	l.seq, l.stored = seq, upto
	r.release()
	r.flushLog()
}

// release sends the held messages whose entries are stored.
func (r *room) release() {
	l := &r.log
	now := time.Now()
	i := 0
	for ; i < len(l.held) && l.held[i].need <= l.stored; i++ {
		h := &l.held[i]
		r.deliver(h.c, h.b, h.seat, h.n, h.fn, now)
		l.held[i] = held{}
	}
	l.held = append(l.held[:0], l.held[i:]...)
}

func (r *room) deliver(c *conn, b []byte, seat, n int, fn func(), now time.Time) {
	if fn != nil {
		fn()
		return
	}
	if n > 0 && seat >= 0 {
		if rec := r.seats[seat].st.rec(n); rec != nil {
			rec.at = now
		}
	}
	c.sendRaw(b)
}

// to sends b to c once the entries made so far are stored (at once when they are).
func (r *room) to(c *conn, b []byte) { r.toUpdate(c, b, -1, 0) }

// toUpdate is to for seat's update n (its send time is taken when it goes out).
func (r *room) toUpdate(c *conn, b []byte, seat, n int) {
	if r.replaying || c == nil {
		return
	}
	l := &r.log
	if l.stored == l.appended && len(l.held) == 0 {
		r.deliver(c, b, seat, n, nil, time.Now())
		return
	}
	l.held = append(l.held, held{need: l.appended, c: c, b: b, seat: seat, n: n})
}

// then runs fn once the entries made so far are stored, after the messages before it.
func (r *room) then(fn func()) {
	l := &r.log
	if l.stored == l.appended && len(l.held) == 0 {
		fn()
		return
	}
	l.held = append(l.held, held{need: l.appended, fn: fn})
}

func (r *room) send(c *conn, m online.ServerMsg) {
	if c == nil {
		return
	}
	b, err := json.Marshal(m)
	if err != nil {
		return
	}
	r.to(c, b)
}

func (r *room) refuse(c *conn, id int64, code, msg string) {
	r.send(c, online.ServerMsg{Type: online.TRefused, ID: id, Code: code, Error: msg})
}

// lose lets the room go: another node took it over (or its log is out of reach). What was
// not stored is dropped, and every connection at the table, or waiting for an answer from
// the room (such as its "created"), is closed: the clients come back and find the room
// where it is now.
func (r *room) lose() {
	if r.log.lost {
		return
	}
	r.log.lost = true
	for _, h := range r.log.held {
		if h.c != nil {
			h.c.stop()
		}
	}
	r.log.held, r.log.pending = nil, nil
	r.srv.hub.drop(r)
	for _, s := range r.seats {
		if s.conn != nil {
			s.conn.stop()
			s.conn = nil
		}
	}
	for c := range r.seen {
		c.stop()
	}
	r.seen = map[*conn]bool{}
	r.shut()
}
