package server

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"parlor/gameplay/games"
	"parlor/online"
)

// The lobby (docs/online.md, "The lobby"): the public rooms waiting for players. Each
// room keeps its own entry up to date (listing, on its goroutine); a "rooms" request reads
// them all, newest first. Private rooms are never listed.

// lobby holds this node's listed rooms.
type lobby struct {
	mu    sync.Mutex
	rooms map[string]*lobbyEntry
}

// lobbyEntry is one listed room: what the lobby shows, and for quick play the table's
// key, its people and whether a bot's seat is free to take.
type lobbyEntry struct {
	info     online.RoomInfo
	key      quickKey
	made     time.Time
	people   int
	takeable bool
}

// listing updates the room's entry in the lobby: listed while it is public, not over,
// and has a free person's seat (before the start) or a bot's seat a newcomer may take.
func (r *room) listing() {
	if r.replaying {
		return
	}
	h := r.srv.hub
	if r.closed || r.ended || !(r.spec.Public || r.spec.Quick) {
		h.unlist(r.code)
		return
	}
	e := &lobbyEntry{info: online.RoomInfo{Room: r.code, Game: r.spec.Game, Variant: r.spec.Variant, Options: r.spec.Options,
		Players: r.spec.Players, Rated: r.rated, Started: r.m.Len() > 0}}
	for _, s := range r.seats {
		switch {
		case s.person && s.taken:
			e.info.People = append(e.info.People, s.name)
			e.people++
		case s.person && !r.started:
			e.info.Free++
		case !s.person && s.claim == nil && r.open():
			e.info.Free++
			e.info.Waiting, e.takeable = true, true
		}
	}
	if e.info.Free == 0 {
		h.unlist(r.code)
		return
	}
	opts := slices.Clone(r.spec.Options)
	slices.Sort(opts)
	e.key = quickKey{game: r.spec.Game, players: r.spec.Players, variant: r.spec.Variant, options: strings.Join(opts, ",")}
	h.lobby.mu.Lock()
	if old := h.lobby.rooms[r.code]; old != nil {
		e.made = old.made
	} else {
		e.made = time.Now()
	}
	h.lobby.rooms[r.code] = e
	h.lobby.mu.Unlock()
}

// unlist takes room code out of the lobby.
func (h *hub) unlist(code string) {
	h.lobby.mu.Lock()
	delete(h.lobby.rooms, code)
	h.lobby.mu.Unlock()
}

// listed is a room in a lobby's answer, with when it was listed (unix ms) to merge the
// nodes' lists by.
type listed struct {
	Info online.RoomInfo `json:"info"`
	Made int64           `json:"made"`
}

// list is the listed rooms of game (all games: ""), newest first, at most online.MaxRooms.
func (h *hub) list(game string) []listed {
	h.lobby.mu.Lock()
	es := make([]*lobbyEntry, 0, len(h.lobby.rooms))
	for _, e := range h.lobby.rooms {
		if game == "" || e.info.Game == game {
			es = append(es, e)
		}
	}
	h.lobby.mu.Unlock()
	slices.SortFunc(es, func(a, b *lobbyEntry) int {
		return cmp.Or(b.made.Compare(a.made), strings.Compare(a.info.Room, b.info.Room))
	})
	out := make([]listed, 0, min(len(es), online.MaxRooms))
	for _, e := range es[:min(len(es), online.MaxRooms)] {
		out = append(out, listed{e.info, e.made.UnixMilli()})
	}
	return out
}

// openTables are the codes of quick-play tables of key with a bot's seat to take: the
// most people first, then the newest.
func (h *hub) openTables(key quickKey) []string {
	h.lobby.mu.Lock()
	var es []*lobbyEntry
	for _, e := range h.lobby.rooms {
		if e.takeable && e.key == key {
			es = append(es, e)
		}
	}
	h.lobby.mu.Unlock()
	slices.SortFunc(es, func(a, b *lobbyEntry) int { return cmp.Or(b.people-a.people, b.made.Compare(a.made)) })
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.info.Room
	}
	return out
}

// rooms answers a "rooms" request: the lobby of this node, or of every node of the
// cluster.
func (s *Server) rooms(c *conn, m online.ClientMsg) {
	game := ""
	if m.Game != "" {
		g, err := games.Find(m.Game)
		if err != nil {
			c.refuse(m.ID, "bad-game", err.Error())
			return
		}
		game = g.ID()
	}
	list := s.hub.list(game)
	if s.cluster != nil {
		list = s.cluster.lobby(game, list)
	}
	out := make([]online.RoomInfo, len(list))
	for i, l := range list {
		out[i] = l.Info
	}
	c.send(online.ServerMsg{Type: online.TRooms, ID: m.ID, Rooms: out})
}

// guess spends one of c's address's guesses: a join of a code that names no room. When the
// address has none left, every join by code from it is refused (whether the room exists
// or not, so that the refusal tells nothing) until the bucket refills.
func (h *hub) guessAllowed(c *conn, id int64) bool {
	if !c.addr.IsValid() {
		return true
	}
	if ok, wait := h.srv.addrs.guessOK(c.addr); !ok {
		c.refuse(id, "too-many-guesses", fmt.Sprintf("too many joins of rooms that do not exist from your address (at most %d a minute): try again in %d s",
			h.srv.limits.GuessesPerMinute, int(wait.Seconds())+1))
		return false
	}
	return true
}

// lobbySubj is where a node asks the others for their lobbies.
const lobbySubj = "parlor.lobby"

// lobbyWait bounds how long a node waits for the other nodes' lobbies.
const lobbyWait = 300 * time.Millisecond

// serveLobby answers the other nodes' lobby requests with this node's list.
func (cl *cluster) serveLobby() error {
	sub, err := cl.nc.Subscribe(lobbySubj, func(m *nats.Msg) {
		var q struct {
			Game string `json:"game"`
			From string `json:"from"`
		}
		if json.Unmarshal(m.Data, &q) != nil || q.From == cl.node {
			return
		}
		b, _ := json.Marshal(cl.srv.hub.list(q.Game))
		m.Respond(b)
	})
	if err != nil {
		return err
	}
	cl.lobbySub = sub
	return nil
}

// lobby merges this node's list with the other nodes' (each asked once, answers taken for
// lobbyWait at most), newest first, at most online.MaxRooms.
func (cl *cluster) lobby(game string, mine []listed) []listed {
	inbox := cl.nc.NewRespInbox()
	sub, err := cl.nc.SubscribeSync(inbox)
	if err != nil {
		return mine
	}
	defer sub.Unsubscribe()
	q, _ := json.Marshal(map[string]string{"game": game, "from": cl.node})
	if cl.nc.PublishRequest(lobbySubj, inbox, q) != nil {
		return mine
	}
	cl.mu.Lock()
	peers := len(cl.peers)
	cl.mu.Unlock()
	all := append([]listed(nil), mine...)
	deadline := time.Now().Add(lobbyWait)
	for got := 0; got < peers; got++ {
		m, err := sub.NextMsg(max(time.Until(deadline), time.Millisecond))
		if err != nil {
			break
		}
		var theirs []listed
		if json.Unmarshal(m.Data, &theirs) == nil {
			all = append(all, theirs[:min(len(theirs), online.MaxRooms)]...)
		}
	}
	slices.SortFunc(all, func(a, b listed) int {
		return cmp.Or(cmp.Compare(b.Made, a.Made), strings.Compare(a.Info.Room, b.Info.Room))
	})
	return all[:min(len(all), online.MaxRooms)]
}
