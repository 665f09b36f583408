package server

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/online"
)

// Quick play (docs/online.md, "Quick play"): a person asks for a game and a player count
// and is seated within 2 s, with the people who asked for the same in the matching window
// and bots in the free seats; or, unless they ask for a fresh table, at a public quick-play
// table already playing, as a spectator who takes a bot's seat at the next round start.
// Each node matches its own clients.

// QuickWindow is how long a quick-play request waits for other people before its table
// is made with bots in the free seats.
const QuickWindow = time.Second

// quickKey is what people must ask alike to share a table.
type quickKey struct {
	game    string
	players int
	variant string
	options string
}

// forming is a quick-play table gathering its people in the matching window.
type forming struct {
	key    quickKey
	spec   online.QuickSpec
	people []quickReq
	timer  *time.Timer
}

// quickReq is one person waiting for a quick-play table.
type quickReq struct {
	c    *conn
	id   int64
	name string
}

// matchmaker holds the tables forming on this node.
type matchmaker struct {
	mu      sync.Mutex
	forming map[quickKey]*forming
}

// checkQuick reads a quick-play request: the game, its player count (0: the fewest), the
// variant and options (checked by dealing a game), the fill-in bots' level (empty: the
// middle one), bot_ms (a -dev server only). The error names what was wrong.
func checkQuick(q *online.QuickSpec, dev bool) (online.QuickSpec, quickKey, error) {
	if q == nil {
		return online.QuickSpec{}, quickKey{}, fmt.Errorf("quick needs a game: {\"quick\":{\"game\":…}}")
	}
	s := *q
	g, err := games.Find(s.Game)
	if err != nil {
		return s, quickKey{}, err
	}
	s.Game = g.ID()
	lo, _ := g.Seats()
	if s.Players == 0 {
		s.Players = lo
	}
	if err := match.CheckSeats(g, s.Players); err != nil {
		return s, quickKey{}, err
	}
	if len(s.Options) > 16 {
		return s, quickKey{}, fmt.Errorf("at most 16 options, not %d", len(s.Options))
	}
	if s.Variant == "" && len(g.Variants()) > 0 {
		s.Variant = g.Variants()[0]
	}
	if _, err := g.New(match.Config{Game: s.Game, Variant: s.Variant, Players: s.Players, Options: s.Options, Seed: 1}); err != nil {
		return s, quickKey{}, err
	}
	if s.Bots == "" {
		s.Bots = g.Levels()[len(g.Levels())/2]
	} else if !slices.Contains(g.Levels(), s.Bots) {
		return s, quickKey{}, fmt.Errorf("bots: unknown bot level %s (have: %s)", quoteName(s.Bots), strings.Join(g.Levels(), ", "))
	}
	if s.BotMs != nil && !dev {
		return s, quickKey{}, fmt.Errorf("bot_ms is for a server started with -dev")
	}
	if s.BotMs != nil && (*s.BotMs < 0 || *s.BotMs > 10_000) {
		return s, quickKey{}, fmt.Errorf("bot_ms %d: want 0 to 10000", *s.BotMs)
	}
	opts := slices.Clone(s.Options)
	slices.Sort(opts)
	return s, quickKey{game: s.Game, players: s.Players, variant: s.Variant, options: strings.Join(opts, ",")}, nil
}

// quickPlay takes a quick-play request: it is answered by a welcome (or a refusal) once
// its table is found or made, within QuickWindow and the time to make a room.
func (h *hub) quickPlay(c *conn, m online.ClientMsg) {
	spec, key, err := checkQuick(m.Quick, h.srv.cfg.Dev)
	if err != nil {
		c.refuse(m.ID, "bad-quick", err.Error())
		return
	}
	name, err := checkName(m.Name)
	if err != nil {
		c.refuse(m.ID, "bad-name", err.Error())
		return
	}
	if name == "" {
		_, name = c.identity()
	}
	c.mu.Lock()
	busy := c.room != nil || c.quick || c.joining
	if !busy {
		c.quick = true
	}
	c.mu.Unlock()
	if busy || c.fwd.Load() != nil {
		c.refuse(m.ID, "already-seated", "this connection already has a seat or is waiting for one; open another to play again")
		return
	}
	req := quickReq{c: c, id: m.ID, name: name}
	if h.joinForming(key, req) {
		return
	}
	if !spec.Fresh && h.seatLater(key, req) {
		return
	}
	mm := &h.quick
	mm.mu.Lock()
	if f := mm.forming[key]; f != nil { // made meanwhile
		mm.mu.Unlock()
		if h.joinForming(key, req) {
			return
		}
		mm.mu.Lock()
	}
	f := &forming{key: key, spec: spec, people: []quickReq{req}}
	mm.forming[key] = f
	f.timer = time.AfterFunc(QuickWindow, func() { h.form(f) })
	mm.mu.Unlock()
}

// joinForming adds req to a table forming for key, and makes the table at once when it
// is full. False: none is forming.
func (h *hub) joinForming(key quickKey, req quickReq) bool {
	mm := &h.quick
	mm.mu.Lock()
	f := mm.forming[key]
	if f == nil {
		mm.mu.Unlock()
		return false
	}
	f.people = append(f.people, req)
	full := len(f.people) >= key.players
	mm.mu.Unlock()
	if full && f.timer.Stop() {
		go h.form(f)
	}
	return true
}

// form makes a forming table: its people in seats 0 on, in the order they asked, bots of
// the first person's level in the others; public, rated, open to newcomers.
func (h *hub) form(f *forming) {
	mm := &h.quick
	mm.mu.Lock()
	if mm.forming[f.key] == f {
		delete(mm.forming, f.key)
	}
	var people []quickReq
	for _, p := range f.people {
		if p.c.ctx.Err() == nil {
			people = append(people, p)
		}
	}
	mm.mu.Unlock()
	done := func(p quickReq) {
		p.c.mu.Lock()
		p.c.quick = false
		p.c.mu.Unlock()
	}
	if len(people) == 0 {
		return
	}
	spec := online.RoomSpec{Config: match.Config{Game: f.spec.Game, Variant: f.spec.Variant, Players: f.spec.Players, Options: f.spec.Options},
		BotMs: f.spec.BotMs, Public: true}
	for i := range f.spec.Players {
		if i < len(people) {
			spec.Seats = append(spec.Seats, online.SeatSpec{})
		} else {
			spec.Seats = append(spec.Seats, online.SeatSpec{Bot: f.spec.Bots})
		}
	}
	spec, err := checkSpec(spec, h.srv.cfg.Dev)
	code, words := "bad-quick", ""
	if err != nil {
		words = err.Error()
	} else {
		spec.Quick = true
		code, words = h.roomAllowed(people[0].c)
	}
	var r *room
	if words == "" {
		if r, err = h.make(spec, nil); err != nil {
			code, words = "bad-quick", "the table could not be made: "+err.Error()
		}
	}
	if words != "" {
		for _, p := range people {
			done(p)
			p.c.refuse(p.id, code, words)
		}
		return
	}
	for i, p := range people {
		seat := i
		m := online.ClientMsg{Type: online.TJoin, ID: p.id, Seat: &seat, Name: p.name}
		if !r.offer(func() { r.join(p.c, m, time.Now()) }) {
			p.c.refuse(p.id, "unreachable", "the table stopped before it was ready: ask again")
		}
		done(p)
	}
}

// seatLater seats req as a spectator at a quick-play table of key already playing that
// has a bot's seat to take at its next round: the one with the most people, then the
// newest. False: there is none.
func (h *hub) seatLater(key quickKey, req quickReq) bool {
	for _, code := range h.openTables(key) {
		r := h.get(code)
		if r == nil {
			continue
		}
		took := make(chan bool, 1)
		m := online.ClientMsg{Type: online.TJoin, ID: req.id, Name: req.name}
		if !r.offer(func() {
			if r.closed || r.takeable() == nil {
				took <- false
				return
			}
			r.join(req.c, m, time.Now())
			took <- true
		}) {
			continue
		}
		if <-took {
			req.c.mu.Lock()
			req.c.quick = false
			req.c.mu.Unlock()
			return true
		}
	}
	return false
}

// seatClaim is a newcomer waiting, as a spectator, to take a quick-play bot's seat at the
// next round start.
type seatClaim struct {
	c         *conn
	name, key string
}

// open reports whether newcomers may take bots' seats: a quick-play room of a game of
// several rounds, not over.
func (r *room) open() bool { return r.spec.Quick && !r.ended && r.codec.Rounds() }

// takeable is the first bot's seat nobody has claimed (nil: none, or the room is not
// open).
func (r *room) takeable() *seat {
	if !r.open() {
		return nil
	}
	for _, s := range r.seats {
		if !s.person && s.claim == nil {
			return s
		}
	}
	return nil
}

// claimSeat makes c, just welcomed as a spectator, the newcomer who takes a bot's seat
// at the next round start, and tells it whose.
func (r *room) claimSeat(c *conn, m online.ClientMsg) {
	s := r.takeable()
	if s == nil {
		r.send(c, online.ServerMsg{Type: online.TNext, Next: &online.NextSeat{Seat: -1, Cancelled: true,
			Say: "Every bot's seat here is taken: you are watching"}})
		return
	}
	key, name := c.identity()
	s.claim = &seatClaim{c: c, name: cleanName(cmp.Or(m.Name, name), s.i), key: key}
	bot := online.BotName(s.i)
	r.send(c, online.ServerMsg{Type: online.TNext, Next: &online.NextSeat{Seat: s.i, Name: bot,
		Say: "You take " + bot + "'s seat at the next round"}})
	r.listing()
}

// unclaim forgets the claims of c (it left, or its connection ended).
func (r *room) unclaim(c *conn) {
	for _, s := range r.seats {
		if s.claim != nil && s.claim.c == c {
			s.claim = nil
			r.listing()
		}
	}
}

// takeOver seats the newcomers waiting for bots' seats: called after a move that scored a
// round while the game goes on.
func (r *room) takeOver() {
	for _, s := range r.seats {
		cl := s.claim
		if cl == nil || s.person {
			continue
		}
		s.claim = nil
		c := cl.c
		if c.ctx.Err() != nil || !r.seen[c] {
			continue
		}
		if s.key != "" && s.fromStart {
			r.gone = append(r.gone, rater{seat: -1, key: s.key, name: s.name, last: true}) // left: rated last
		}
		var token string
		s.person, s.taken, s.name, s.key, s.fromStart = true, true, cl.name, cl.key, false
		s.left, s.replaced, s.level = false, false, r.spec.StandIn
		token, s.token = newToken()
		r.bots[s.i] = nil
		r.append(Entry{Kind: "seat", Seat: s.i, Name: s.name, Token: s.token, Key: s.key, From: "bot"})
		r.noteLevels()
		delete(r.seen, c)
		s.conn = c
		c.mu.Lock()
		c.seat = s.i
		c.mu.Unlock()
		no, setup := s.i, r.setup
		r.send(c, online.ServerMsg{Type: online.TWelcome, Room: r.code, Seat: &no, Token: token, Setup: &setup,
			Commit: r.commit, Seats: r.seatInfos(), N: s.st.latest(), Ack: s.lastID})
		r.replay(c, s.i, &s.st, max(0, s.st.latest()-1))
		r.broadcastSeats()
	}
	r.listing()
}

// cancelClaims tells the newcomers still waiting that the game ended first.
func (r *room) cancelClaims() {
	for _, s := range r.seats {
		if cl := s.claim; cl != nil {
			s.claim = nil
			r.send(cl.c, online.ServerMsg{Type: online.TNext, Next: &online.NextSeat{Seat: s.i, Name: online.BotName(s.i), Cancelled: true,
				Say: "The game ended before the next round: ask for quick play again"}})
		}
	}
}
