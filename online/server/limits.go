package server

import (
	"fmt"
	"math"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"
)

// Limits bound what strangers can make a server hold (docs/server.md, "Limits"): every
// room and connection a client can open has a cap and an expiry. A zero field takes its
// default (DefaultLimits); a negative one turns that limit off.
type Limits struct {
	// Unjoined: a room that nobody has joined (a seat or to watch) this long after it was
	// made is let go; if no move was made in it, its log is deleted too.
	Unjoined time.Duration
	// JoinWithin: a connection that has not joined a room this long after it opened is
	// closed (it is told why first: join-timeout).
	JoinWithin time.Duration
	// PongWithin: a connection that has answered none of the server's pings for this long
	// is closed (no-pong). Pings go out at least three times in that time.
	PongWithin time.Duration
	// ConnsPerAddr: open WebSocket connections from one client address at most; the next
	// is told too-many-connections and closed.
	ConnsPerAddr int
	// RoomsPerMinute: rooms one client address may make a minute (as many at once);
	// further creates are refused with too-many-rooms and the wait.
	RoomsPerMinute int
	// MaxRooms: rooms this node holds at most; a create past it is refused with
	// server-full (rooms taken over from their logs are not refused).
	MaxRooms int
	// GuessesPerMinute: joins of room codes that name no room one client address may
	// make a minute (as many at once); past them every join by code from it is refused
	// too-many-guesses until the allowance refills.
	GuessesPerMinute int
	// ResultsPerMinute: daily-deal results one client address may have replayed a minute
	// (too-many-results past them).
	ResultsPerMinute int
	// Proxies are the reverse proxies the server stands behind: for a connection from one
	// of them the client's address is read from X-Forwarded-For (the nearest address in it
	// that is not a proxy). Without them the address is the TCP peer's, always.
	Proxies []netip.Prefix
}

// DefaultLimits are the limits of a server whose Config leaves them zero.
var DefaultLimits = Limits{
	Unjoined:         5 * time.Minute,
	JoinWithin:       30 * time.Second,
	PongWithin:       90 * time.Second,
	ConnsPerAddr:     20,
	RoomsPerMinute:   10,
	MaxRooms:         5000,
	GuessesPerMinute: 20,
	ResultsPerMinute: 10,
}

// resolved fills in the defaults: zero takes DefaultLimits', negative stays (off).
func (l Limits) resolved() Limits {
	d := DefaultLimits
	pick := func(v, def time.Duration) time.Duration {
		if v == 0 {
			return def
		}
		return v
	}
	pickN := func(v, def int) int {
		if v == 0 {
			return def
		}
		return v
	}
	l.Unjoined = pick(l.Unjoined, d.Unjoined)
	l.JoinWithin = pick(l.JoinWithin, d.JoinWithin)
	l.PongWithin = pick(l.PongWithin, d.PongWithin)
	l.ConnsPerAddr = pickN(l.ConnsPerAddr, d.ConnsPerAddr)
	l.RoomsPerMinute = pickN(l.RoomsPerMinute, d.RoomsPerMinute)
	l.MaxRooms = pickN(l.MaxRooms, d.MaxRooms)
	l.GuessesPerMinute = pickN(l.GuessesPerMinute, d.GuessesPerMinute)
	l.ResultsPerMinute = pickN(l.ResultsPerMinute, d.ResultsPerMinute)
	return l
}

// clientAddr is the address the per-address limits count a request under: the TCP
// peer's, or, when the peer is one of the proxies, the nearest address in
// X-Forwarded-For that is not a proxy. IPv6 addresses count by their /64 (one household
// or machine holds a whole /64).
func clientAddr(r *http.Request, proxies []netip.Prefix) netip.Addr {
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return netip.Addr{}
	}
	a := ap.Addr().Unmap()
	if inPrefixes(a, proxies) {
		hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0; i-- {
			h, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
			if err != nil {
				break // a malformed hop: the last address known
			}
			a = h.Unmap()
			if !inPrefixes(a, proxies) {
				break
			}
		}
	}
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.Addr()
	}
	return a
}

func inPrefixes(a netip.Addr, ps []netip.Prefix) bool {
	for _, p := range ps {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// ParseProxies reads -proxy: addresses or prefixes (CIDR), comma-separated.
func ParseProxies(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if p, err := netip.ParsePrefix(f); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("proxy %q: want an address or a prefix such as 10.0.0.0/8", f)
		}
		out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	return out, nil
}

// addrTable counts what each client address holds: its open connections and the rooms
// it may still make (a token bucket refilled at RoomsPerMinute a minute). An address
// that holds nothing and whose bucket is full again is forgotten (swept once a minute).
type addrTable struct {
	lim   Limits
	mu    sync.Mutex
	m     map[netip.Addr]*addrUse
	swept time.Time
}

type addrUse struct {
	conns int
	// rooms, guesses and results are what the address may still do now: make rooms, join
	// by codes that name no room, send daily results (refilled at RoomsPerMinute,
	// GuessesPerMinute and ResultsPerMinute).
	rooms, guesses, results allowance
}

// allowance is a token bucket of per a minute, holding per at most (per ≤ 0: no limit).
type allowance struct {
	tokens float64
	last   time.Time
	begun  bool
}

// refill brings the bucket to now.
func (b *allowance) refill(per int, now time.Time) {
	if !b.begun {
		b.tokens, b.last, b.begun = float64(per), now, true
		return
	}
	b.tokens = min(float64(per), b.tokens+now.Sub(b.last).Minutes()*float64(per))
	b.last = now
}

// full reports whether the bucket holds its whole allowance (or was never used).
func (b *allowance) full(per int, now time.Time) bool {
	return !b.begun || b.tokens+now.Sub(b.last).Minutes()*float64(per) >= float64(per)
}

// wait is how long until the bucket holds one token.
func (b *allowance) wait(per int) time.Duration {
	return time.Duration(math.Ceil((1-b.tokens)*60/float64(per)*1000)) * time.Millisecond
}

func newAddrTable(l Limits) *addrTable {
	return &addrTable{lim: l, m: map[netip.Addr]*addrUse{}, swept: time.Now()}
}

// use is a's entry (made when missing).
func (t *addrTable) use(a netip.Addr) *addrUse {
	u := t.m[a]
	if u == nil {
		u = &addrUse{}
		t.m[a] = u
	}
	return u
}

// spend checks a's allowance of per a minute that pick chooses: ok when it holds one now
// (taken when take is set), else how long until it does. per ≤ 0: no limit.
func (t *addrTable) spend(a netip.Addr, per int, pick func(*addrUse) *allowance, take bool) (ok bool, wait time.Duration) {
	if per <= 0 {
		return true, 0
	}
	now := time.Now()
	t.mu.Lock()
	defer t.mu.Unlock()
	b := pick(t.use(a))
	b.refill(per, now)
	if b.tokens < 1 {
		return false, b.wait(per)
	}
	if take {
		b.tokens--
	}
	return true, 0
}

// sweep forgets the addresses that hold nothing and may make their whole allowance of
// rooms again, once a minute at most.
func (t *addrTable) sweep(now time.Time) {
	if now.Sub(t.swept) < time.Minute {
		return
	}
	t.swept = now
	for a, u := range t.m {
		full := u.rooms.full(t.lim.RoomsPerMinute, now) && u.guesses.full(t.lim.GuessesPerMinute, now) && u.results.full(t.lim.ResultsPerMinute, now)
		if u.conns == 0 && full {
			delete(t.m, a)
		}
	}
}

// open counts a new connection from a; false when a holds ConnsPerAddr already.
func (t *addrTable) open(a netip.Addr) bool {
	now := time.Now()
	t.mu.Lock()
	defer t.mu.Unlock()
	t.sweep(now)
	u := t.use(a)
	if t.lim.ConnsPerAddr > 0 && u.conns >= t.lim.ConnsPerAddr {
		return false
	}
	u.conns++
	return true
}

// close counts a connection from a gone.
func (t *addrTable) close(a netip.Addr) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if u := t.m[a]; u != nil && u.conns > 0 {
		u.conns--
	}
}

// room takes one room from a's allowance; when there is none it says how long until
// there is.
func (t *addrTable) room(a netip.Addr) (bool, time.Duration) {
	return t.spend(a, t.lim.RoomsPerMinute, func(u *addrUse) *allowance { return &u.rooms }, true)
}

// guessOK reports whether a may join by code now (it has a guess left); when not, how
// long until it has.
func (t *addrTable) guessOK(a netip.Addr) (bool, time.Duration) {
	return t.spend(a, t.lim.GuessesPerMinute, func(u *addrUse) *allowance { return &u.guesses }, false)
}

// guessed spends one of a's guesses (a join by code found no room).
func (t *addrTable) guessed(a netip.Addr) {
	per := t.lim.GuessesPerMinute
	if per <= 0 {
		return
	}
	now := time.Now()
	t.mu.Lock()
	defer t.mu.Unlock()
	u := t.use(a)
	u.guesses.refill(per, now)
	u.guesses.tokens = max(0, u.guesses.tokens-1)
}

// result takes one daily-result replay from a's allowance; when there is none it says how
// long until there is.
func (t *addrTable) result(a netip.Addr) (bool, time.Duration) {
	return t.spend(a, t.lim.ResultsPerMinute, func(u *addrUse) *allowance { return &u.results }, true)
}
