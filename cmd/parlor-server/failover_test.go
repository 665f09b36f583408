package main

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/internal/tier"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/server"
)

// streamLeader asks a node which node leads the room stream.
func streamLeader(t *testing.T, p *proc) string {
	t.Helper()
	nc := natsConn(t, p)
	defer nc.Close()
	for range 50 {
		m, err := nc.Request("$JS.API.STREAM.INFO.PARLOR_ROOMS", nil, 2*time.Second)
		if err == nil {
			var info struct {
				Cluster struct {
					Leader string `json:"leader"`
				} `json:"cluster"`
			}
			if json.Unmarshal(m.Data, &info) == nil && info.Cluster.Leader != "" {
				return info.Cluster.Leader
			}
		}
		time.Sleep(100 * time.Millisecond) // paces the polling for a leader
	}
	t.Fatal("the room stream has no leader")
	return ""
}

// leadStream makes sure, just before the kill, that node v leads the room stream (lead)
// or does not: an election since the rooms were made (a follower starved of CPU for its
// election timeout) may have moved the leader. A stepdown moves it back.
func leadStream(t *testing.T, ps []*proc, v int, lead bool) {
	t.Helper()
	other := ps[(v+1)%len(ps)]
	nc := natsConn(t, other)
	defer nc.Close()
	for range 20 {
		l := streamLeader(t, other)
		if (l == ps[v].name) == lead {
			return
		}
		t.Logf("the room stream's leader is %s now; moving it", l)
		to := other.name
		if lead {
			to = ps[v].name
		}
		req, _ := json.Marshal(map[string]any{"placement": map[string]string{"preferred": to}})
		nc.Request("$JS.API.STREAM.LEADER.STEPDOWN.PARLOR_ROOMS", req, 5*time.Second)
		time.Sleep(500 * time.Millisecond) // the election after the step-down; the loop checks the leader again
	}
	t.Fatalf("node %d (%s) could not be made the room stream's leader (%v) or not", v, ps[v].name, lead)
}

// onlineGame is one room of the failover test: the flags of parlor-sim play.
type onlineGame struct {
	game, options string
	bots          []string
	seed          uint64
	think         time.Duration // the bots' pause before a turn move (each game lasts a few seconds)
}

// want is what parlor-sim play prints for the game (without the newline).
func (g onlineGame) want(t *testing.T) string {
	gm, _ := games.Find(g.game)
	cfg := match.Config{Game: gm.ID(), Players: len(g.bots), Seed: g.seed}
	if g.options != "" {
		cfg.Options = strings.Split(g.options, ",")
	}
	m, err := match.New(gm, cfg, g.bots)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]match.Bot, len(g.bots))
	for i, l := range g.bots {
		bots[i], _ = gm.NewBot(l, i, g.seed)
	}
	if _, err := match.Play(m, bots, 100_000); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(m.Summary())
	return string(b)
}

// liveRoom is a room of the failover test being played.
type liveRoom struct {
	g     onlineGame
	code  string
	host  int // the node it was made on (its host until that node dies)
	seats []*client.Seat
	errs  chan error
}

// TestFailover: three parlor-server processes as one cluster (on 127.0.0.2–4, standing for
// three machines: routes authenticated by the cluster's secret over TLS, the NATS client
// port taking a token) play six rooms whose seats' clients are spread over the nodes (each client knows every node's address); mid-game a
// node that hosts two of the rooms is killed (SIGKILL). Every game still finishes, with
// exactly what parlor-sim play prints for its flags, and every seat took exactly its
// events of the game, none lost or twice. Killed: a node that does not lead the room
// stream (the rooms' logs carry on at once), and the stream's leader (writes wait for
// the survivors to elect a new leader, raft.go in the server package); which one it is,
// is checked right before the kill. Reported from the rooms' logs: the time from the kill
// to the first move its new host accepted in each moved room, and the longest pause
// between two moves in the other rooms.
func TestFailover(t *testing.T) {
	tier.Long(t, "three parlor-server processes as one cluster, one of them killed twice")
	for _, victim := range []string{"follower", "leader"} {
		t.Run("kill the stream "+victim, func(t *testing.T) { failover(t, victim == "leader") })
	}
}

func failover(t *testing.T, killLeader bool) {
	start := time.Now()
	ps := startNodes(t, 3, "-dev", "-grace", "60s")
	urls := make([]string, 3)
	for i, p := range ps {
		urls[i] = p.url
	}
	leader := streamLeader(t, ps[0])
	v := -1
	for i, p := range ps {
		if (p.name == leader) == killLeader {
			v = i
			break
		}
	}
	if v < 0 {
		t.Fatalf("no node to kill (the stream leader is %s)", leader)
	}
	t.Logf("cluster of 3 processes up in %v; the room stream's leader is %s; killing node %d (%s)", time.Since(start).Round(time.Millisecond), leader, v, ps[v].name)
	gs := []onlineGame{
		{game: "threethirteen", bots: []string{"easy", "normal", "easy"}, seed: 101, think: 15 * time.Millisecond},
		{game: "troeven", bots: []string{"normal", "easy", "normal"}, seed: 202, think: 15 * time.Millisecond},
		{game: "triples", bots: []string{"hard", "easy", "normal"}, seed: 303, think: 50 * time.Millisecond},
		{game: "thirdwheel", options: "fairdeck", bots: []string{"hard", "normal", "easy"}, seed: 404, think: 80 * time.Millisecond},
		{game: "threethirteen", bots: []string{"normal", "normal"}, seed: 505, think: 20 * time.Millisecond},
		{game: "thirdwheel", bots: []string{"normal", "easy", "hard"}, seed: 606, think: 80 * time.Millisecond},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	rooms := make([]*liveRoom, len(gs))
	for k, g := range gs {
		rooms[k] = openRoom(t, ctx, g, (v+k)%3, urls)
	}
	var wg sync.WaitGroup
	for _, r := range rooms {
		for i, s := range r.seats {
			gm, _ := games.Find(r.g.game)
			b, _ := gm.NewBot(r.g.bots[i], i, r.g.seed)
			wg.Add(1)
			go func() {
				defer wg.Done()
				r.errs <- (&client.Bot{Seat: s, Bot: b, Think: r.g.think}).Run(ctx)
			}()
		}
	}
	for _, r := range rooms {
		for range 3000 {
			if r.seats[0].Latest() >= 6 {
				break
			}
			time.Sleep(10 * time.Millisecond) // paces the polling for 6 updates
		}
	}
	for k, r := range rooms {
		if _, over := r.seats[0].End(); over {
			t.Fatalf("room %d (%s) ended before the kill", k, r.g.game)
		}
	}
	leadStream(t, ps, v, killLeader)
	ps[v].cmd.Process.Kill()
	killed := time.Now()
	<-ps[v].done
	wg.Wait()
	if killLeader {
		// A survivor stood for the room stream's leader as soon as it saw the node gone.
		stood := ""
		for i, p := range ps {
			if i != v && standRE.MatchString(p.logText()) {
				stood += " " + p.name
			}
		}
		if stood == "" {
			t.Fatalf("no node stood for the room stream's leader after its leader %s died", ps[v].name)
		}
		t.Logf("stood for the room stream's leader:%s", stood)
	}
	for k, r := range rooms {
		close(r.errs)
		for err := range r.errs {
			if err != nil {
				t.Fatalf("room %d (%s, made on node %d): %v", k, r.g.game, r.host, err)
			}
		}
		checkRoom(t, r)
	}
	// The time from the kill to the first move accepted again, from the rooms' logs.
	nc := natsConn(t, ps[(v+1)%3])
	defer nc.Close()
	var moved, stayed []time.Duration
	var each []string
	for _, r := range rooms {
		es, _, err := server.LoadLog(ctx, nc, r.code)
		if err != nil {
			t.Fatal(err)
		}
		host, claim, back, pause, ok := afterKill(es, killed, r.host == v)
		if !ok {
			t.Fatalf("room %s (%s): no move after the kill (in a room that moved: after its claim)", r.code, r.g.game)
		}
		if r.host != v {
			stayed = append(stayed, pause)
			continue
		}
		if host == "" || host == ps[v].name {
			t.Errorf("room %s: no other node took it over (its last host: %q)", r.code, host)
		}
		moved = append(moved, back)
		each = append(each, fmt.Sprintf("%s claimed by %s at %v, moved at %v", r.g.game, host, ms(claim), ms(back)))
	}
	if len(moved) != 2 {
		t.Fatalf("%d rooms were hosted on the killed node, want 2", len(moved))
	}
	t.Logf("kill to the first move accepted again: %v (the later of its two rooms: %v; %s); the other rooms' longest pause between two moves: %v to %v; all %d games as parlor-sim play, in %v",
		ms(slices.Min(moved)), ms(slices.Max(moved)), strings.Join(each, "; "), ms(slices.Min(stayed)), ms(slices.Max(stayed)),
		len(rooms), ms(time.Since(killed)))
}

// afterKill reads a room's log: its last host, when that host claimed it and when the
// first move after the kill was accepted (both from the kill; ok: there was such a move;
// in a room that moved (claim), the first after its new host's claim: the dead host may
// have stored a move in the millisecond of the kill), and the longest pause between two
// moves in the 10 s after the kill (a move is accepted before its record is stored, and
// the next one waits for that record).
func afterKill(es []server.Entry, killed time.Time, moved bool) (host string, claim, back, pause time.Duration, ok bool) {
	var last int64
	k := killed.UnixMilli()
	claimed := !moved
	for _, e := range es {
		if e.Kind == "host" {
			host, claim, claimed = e.Node, time.UnixMilli(e.At).Sub(killed), true
		}
		if e.Kind != "move" {
			continue
		}
		if e.At >= k && e.At < k+10_000 && last > 0 {
			pause = max(pause, time.Duration(e.At-last)*time.Millisecond)
		}
		if e.At >= k && claimed && !ok {
			back, ok = time.UnixMilli(e.At).Sub(killed), true
		}
		last = e.At
	}
	return host, claim, back, pause, ok
}

func ms(d time.Duration) time.Duration { return d.Round(time.Millisecond) }

// openRoom makes g's room on node host as parlor-sim online does (lockstep, the seed fixed)
// and seats one client per seat, seat i connected to node host+i.
func openRoom(t *testing.T, ctx context.Context, g onlineGame, host int, urls []string) *liveRoom {
	t.Helper()
	lobby, err := client.Dial(ctx, urls[host])
	if err != nil {
		t.Fatal(err)
	}
	defer lobby.Close()
	seed := g.seed
	zero := 0
	spec := online.RoomSpec{
		Config:  match.Config{Game: g.game, Players: len(g.bots)},
		Seats:   make([]online.SeatSpec, len(g.bots)),
		Clock:   "lockstep",
		DevSeed: &seed,
		BotMs:   &zero,
	}
	if g.options != "" {
		spec.Options = strings.Split(g.options, ",")
	}
	r := &liveRoom{g: g, host: host, errs: make(chan error, len(g.bots))}
	if r.code, _, err = lobby.Create(ctx, spec); err != nil {
		t.Fatal(err)
	}
	for i := range g.bots {
		at := (host + i) % len(urls)
		c, err := client.Dial(ctx, urls[at])
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		var others []string
		for j, u := range urls {
			if j != at {
				others = append(others, u)
			}
		}
		s, err := c.Join(ctx, r.code, client.JoinOptions{Seat: &i, Nodes: others})
		if err != nil {
			t.Fatal(err)
		}
		r.seats = append(r.seats, s)
	}
	return r
}

// checkRoom: the game ended with what parlor-sim play prints, the seed opens its
// commitment, and each seat received exactly its events of the game, in order.
func checkRoom(t *testing.T, r *liveRoom) {
	t.Helper()
	end, ok := r.seats[0].End()
	if !ok || !end.Verified || end.Record == nil {
		t.Fatalf("room %s: no verified end", r.code)
	}
	m, err := games.Load(end.Record)
	if err != nil || !m.Over() {
		t.Fatalf("room %s: the record does not replay to the end: %v", r.code, err)
	}
	got, _ := json.Marshal(m.Summary())
	if want := r.g.want(t); string(got) != want {
		t.Fatalf("room %s (%s): the game ended otherwise than parlor-sim play:\n got %s\nwant %s", r.code, r.g.game, got, want)
	}
	for i, s := range r.seats {
		ls, _ := m.Seat(i)
		var want, have []string
		for _, e := range ls.Events() {
			if e != nil {
				want = append(want, e.String())
			}
		}
		for _, e := range s.Events() {
			have = append(have, e.String())
		}
		if !slices.Equal(have, want) {
			t.Fatalf("room %s seat %d took %d events, the game has %d for it", r.code, i, len(have), len(want))
		}
	}
}
