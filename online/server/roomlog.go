package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"parlor/online"
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
	// inflight is the record being written (upto: the entries appended with it); after
	// ErrStorageFull it is written again as it was (its ID is its fence's: a record
	// stored after all, whose answer was lost, comes back as itself).
	inflight []Entry
	upto     int
	full     fullState
}

// fullState is a room whose log cannot be stored (the store's disk is full): the game
// stands still (no bot or timer moves; a person's moves wait with their updates), the
// record is tried again with backoff, and the people at the table are told in words.
type fullState struct {
	waiting bool          // the next try is not due yet
	backoff time.Duration // the wait before it (0: the log is stored)
	told    time.Time     // when the table was last told
}

// Storing the log again after ErrStorageFull: the first wait and the longest (a store
// that says when it writes again, as NATS does, wakes the room at once; a try while it
// cannot is answered at once), and how often the table is told again while the log
// cannot be stored: a table's toast lasts about 2.8 s, so the words stay on screen, and a
// client takes a move unanswered for 8 s for a broken link.
const (
	fullFirst = 100 * time.Millisecond
	fullMax   = 2500 * time.Millisecond
	fullTell  = 2500 * time.Millisecond
)

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

// flushLog writes the pending entries as one record unless a write is under way (or the
// record that could not be stored is tried again).
func (r *room) flushLog() {
	l := &r.log
	if l.writing || l.full.waiting || l.lost || r.closed {
		return
	}
	if l.inflight == nil {
		if len(l.pending) == 0 {
			return
		}
		l.inflight, l.upto = l.pending, l.appended
		l.pending = nil
	}
	l.writing = true
	upto := l.upto
	r.srv.cfg.Store.Write(r.code, l.seq, l.inflight, func(seq uint64, err error) {
		r.post(func() { r.written(upto, seq, err) })
	})
}

// written takes a write's outcome: the messages that waited for it go out, and the next
// record is written; a refused write means the room is lost to this node; a full disk
// stops the game until the record is stored.
func (r *room) written(upto int, seq uint64, err error) {
	l := &r.log
	l.writing = false
	if r.closed {
		return
	}
	if errors.Is(err, ErrStorageFull) {
		r.storageFull(err)
		return
	}
	l.inflight = nil
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
	if l.full.backoff > 0 {
		l.full = fullState{}
		logf(r, "its log is stored again")
		r.drive()
	}
	r.flushLog()
}

// storageFull: the record could not be stored because the store's disk is full. A room
// whose config is not stored yet is not made (its creator is told); any other stands still
// and tries again with backoff, and its table is told how far the game is kept.
func (r *room) storageFull(err error) {
	l := &r.log
	if l.seq == 0 {
		r.notMade(err)
		return
	}
	f := &l.full
	if f.backoff == 0 {
		logf(r, "its log cannot be stored, trying again: %v", err)
	}
	f.backoff = min(max(2*f.backoff, fullFirst), fullMax)
	if now := time.Now(); now.Sub(f.told) >= fullTell {
		f.told = now
		r.tellFull()
	}
	f.waiting = true
	var healed <-chan struct{}
	if h, ok := r.srv.cfg.Store.(interface{ Healed() <-chan struct{} }); ok {
		healed = h.Healed()
	}
	wake := time.NewTimer(f.backoff)
	go func() {
		defer wake.Stop()
		select {
		case <-wake.C:
		case <-healed: // the store writes again: at once
		case <-r.done:
			return
		}
		r.post(func() {
			r.log.full.waiting = false
			r.flushLog()
		})
	}()
}

// keptMoves is how many of the game's moves are stored.
func (r *room) keptMoves() int {
	n := r.m.Len()
	for _, es := range [][]Entry{r.log.inflight, r.log.pending} {
		for _, e := range es {
			if e.Kind == "move" {
				n--
			}
		}
	}
	return n
}

// tellFull tells everyone at the table, and everyone waiting for an answer from the room,
// that the game cannot be saved and how far it is kept.
func (r *room) tellFull() {
	kept := fmt.Sprintf("up to move %d", r.keptMoves())
	if r.keptMoves() == 0 {
		kept = "up to its start"
	}
	b, _ := json.Marshal(online.ServerMsg{Type: online.TError, Code: "storage-full",
		Error: "the server cannot save the game (disk full); it is kept " + kept})
	told := map[*conn]bool{}
	tell := func(c *conn) {
		if c != nil && !told[c] {
			told[c] = true
			c.sendRaw(b)
		}
	}
	for _, s := range r.seats {
		tell(s.conn)
	}
	for c := range r.seen {
		tell(c)
	}
	for _, h := range r.log.held {
		tell(h.c)
	}
}

// notMade lets go of a new room whose config could not be stored: its creator's "created"
// becomes a refusal in words.
func (r *room) notMade(err error) {
	logf(r, "not made: %v", err)
	for _, h := range r.log.held {
		var m struct {
			Type string `json:"type"`
			ID   int64  `json:"id"`
		}
		if h.c != nil && json.Unmarshal(h.b, &m) == nil && m.Type == online.TCreated {
			h.c.send(online.ServerMsg{Type: online.TRefused, ID: m.ID, Code: "storage-full",
				Error: "the server cannot save games now (disk full): the room was not made; try again in a while"})
		}
	}
	r.log.held, r.log.pending, r.log.inflight, r.log.lost = nil, nil, nil, true
	r.srv.hub.drop(r)
	r.shut()
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
