package server

import (
	"encoding/json"
	"errors"
	"net/http/httptest"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/onlinetest"
)

// mountTmpfs and fillDisk make a small disk and fill it (onlinetest).
var (
	mountTmpfs = onlinetest.SmallDisk
	fillDisk   = onlinetest.FillDisk
)

var fullRE = regexp.MustCompile(`^the server cannot save the game \(disk full\); it is kept up to move (\d+)`)

// storageFull is the first storage-full notice a seat has received ("" none).
func storageFull(s *client.Seat) string {
	for _, r := range s.Refused() {
		if r.Code == "storage-full" {
			return r.Msg
		}
	}
	return ""
}

// TestDiskFullTellsTheTableAndRecovers: the data folder's disk fills up mid-game. The
// players at the room that cannot store its next move are told in words how far the game
// is kept (and it is kept exactly that far), a new room is refused in words, the server
// goes on serving (a spectator joins another room), and once space is freed the server
// stores again by itself: the game goes on and ends with every seat having had exactly
// its events, and rooms are made again. Reported: the times from freeing the space (after
// the disk was full long enough for the store's tries to be at their longest wait) to the
// first move stored and the first room made.
func TestDiskFullTellsTheTableAndRecovers(t *testing.T) {
	dir := mountTmpfs(t, "24m", 0)
	url, _, store := testServer(t, Config{Dev: true, Grace: 30 * time.Second}, dir)
	ctx := ctxFor(t, 120*time.Second)
	other := newTable(t, url) // made before the disk fills; nobody moves there
	tb := newTable(t, url)
	minus1 := -1
	watcher, err := dial(t, url).Join(ctx, tb.code, client.JoinOptions{Seat: &minus1})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		tb.play(ctx, i, 5*time.Millisecond)
	}
	waitUntil(t, "20 updates", func() bool { return watcher.Latest() >= 20 })
	filler := fillDisk(t, dir)
	var notice string
	waitUntil(t, "the storage-full notice", func() bool { notice = storageFull(watcher); return notice != "" })
	m := fullRE.FindStringSubmatch(notice)
	if m == nil {
		t.Fatalf("the notice says %q", notice)
	}
	kept, _ := strconv.Atoi(m[1])
	es, _, err := store.Load(ctx, tb.code)
	if err != nil {
		t.Fatal(err)
	}
	moves := 0
	for _, e := range es {
		if e.Kind == "move" {
			moves++
		}
	}
	if moves != kept {
		t.Fatalf("the notice says the game is kept up to move %d, its log holds %d moves", kept, moves)
	}
	t.Logf("notice: %q", notice)
	seen := watcher.Latest()

	// Meanwhile: a room is refused in words, a spectator joins the other room.
	start := time.Now()
	_, _, err = dial(t, url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: make([]online.SeatSpec, 3)})
	var rf *client.Refusal
	if !errors.As(err, &rf) || rf.Code != "storage-full" || rf.Msg == "" {
		t.Fatalf("a room made while the disk is full: %v; want a storage-full refusal", err)
	}
	t.Logf("create refused in %v: %q", time.Since(start).Round(time.Millisecond), rf.Msg)
	if _, err := dial(t, url).Join(ctx, other.code, client.JoinOptions{Seat: &minus1}); err != nil {
		t.Fatalf("a spectator could not join another room while the disk is full: %v", err)
	}

	// The disk stays full until the store tries it at its longest wait (healWait), so that
	// the time measured below is what a long fault would show.
	ns := store.(*NATS)
	waitUntil(t, "the store's tries of the full disk", func() bool {
		ns.health.mu.Lock()
		defer ns.health.mu.Unlock()
		return ns.health.probes >= 7
	})
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	freed := time.Now()
	waitUntil(t, "a move stored after the space came back", func() bool { return watcher.Latest() > seen })
	moved := time.Since(freed)
	var made time.Duration
	for made == 0 {
		_, _, err := dial(t, url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: make([]online.SeatSpec, 3)})
		switch {
		case err == nil:
			made = time.Since(freed)
		case errors.As(err, &rf) && rf.Code == "storage-full" && time.Since(freed) < 30*time.Second:
			time.Sleep(20 * time.Millisecond) // paces the tries until the store takes rooms again
		default:
			t.Fatalf("making a room after the space came back: %v", err)
		}
	}
	for i := range 3 {
		if err := <-tb.runs[i]; err != nil {
			t.Fatal(err)
		}
	}
	tb.checkExactlyOnce(t)
	t.Logf("space freed → first move stored %v, first room made %v", moved.Round(time.Millisecond), made.Round(time.Millisecond))
}

// TestClusterNodeDiskFull: in a cluster of three, the disk of the node hosting a room
// fills up mid-game. Its JetStream stops (nats-server's doing), but the other two store
// the room's records, so the game goes on (when the node led the room stream, after the
// others elect a leader: its table may be told meanwhile); once space is freed the node
// starts its JetStream again and is a current replica of the room stream again; the game
// ends with every seat having had exactly its events.
func TestClusterNodeDiskFull(t *testing.T) {
	t.Run("a replica", func(t *testing.T) { clusterNodeDiskFull(t, false) })
	t.Run("the stream's leader", func(t *testing.T) { clusterNodeDiskFull(t, true) })
}

func clusterNodeDiskFull(t *testing.T, lead bool) {
	dir := mountTmpfs(t, "24m", 0)
	nodes := startClusterOn(t, []string{"127.0.0.2", "127.0.0.3", "127.0.0.4"}, Config{Dev: true, Grace: 30 * time.Second},
		func(i int, o *NATSOptions) {
			o.ClusterSecret = testSecret
			if i == 0 {
				o.Dir = dir
			}
		})
	// leader is the room stream's leader, as node 1 sees it ("": none now).
	leader := func() string { l, _ := streamLeader(nodes[1].nats); return l }
	// Node 0 is made the stream's leader, or not, before the game (a stepdown in the middle
	// of a room's write has cost the room: "another node took the room over").
	for try := 0; ; try++ {
		var l string
		waitUntil(t, "a room stream leader", func() bool { l = leader(); return l != "" })
		if (l == "n0") == lead {
			break
		}
		if try == 20 {
			t.Fatalf("node 0 could not be made the room stream's leader (%v) or not", lead)
		}
		to := map[bool]string{true: "n0", false: "n1"}[lead]
		req, _ := json.Marshal(map[string]any{"placement": map[string]string{"preferred": to}})
		nodes[1].nats.nc.Request("$JS.API.STREAM.LEADER.STEPDOWN."+streamName, req, 5*time.Second)
	}
	ctx := ctxFor(t, 120*time.Second)
	tb := newTable(t, nodes[0].url)
	minus1 := -1
	watcher, err := dial(t, nodes[0].url).Join(ctx, tb.code, client.JoinOptions{Seat: &minus1})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		tb.play(ctx, i, 10*time.Millisecond)
	}
	waitUntil(t, "20 updates", func() bool { return tb.seats[0].Latest() >= 20 })
	filler := fillDisk(t, dir)
	waitUntil(t, "node 0's JetStream stopping", func() bool { return !nodes[0].nats.server().JetStreamEnabled() })
	at := tb.seats[0].Latest()
	waitUntil(t, "20 moves more while node 0's disk is full", func() bool { return tb.seats[0].Latest() >= at+20 })
	told := storageFull(watcher)
	t.Logf("the room stream's leader after the disk filled: %s; the table was told: %q", leader(), told)
	if lead && fullRE.FindString(told) == "" {
		t.Fatalf("the room's node led the stream when its disk filled, and the table was told %q", told)
	}
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	freed := time.Now()
	waitUntil(t, "node 0 a current replica of the room stream again", func() bool {
		r, err := nodes[1].nats.nc.Request("$JS.API.STREAM.INFO."+streamName, nil, time.Second)
		if err != nil {
			return false
		}
		var info struct {
			Cluster struct {
				Leader   string `json:"leader"`
				Replicas []struct {
					Name    string `json:"name"`
					Current bool   `json:"current"`
				} `json:"replicas"`
			} `json:"cluster"`
		}
		if json.Unmarshal(r.Data, &info) != nil {
			return false
		}
		if info.Cluster.Leader == "n0" {
			return true
		}
		for _, p := range info.Cluster.Replicas {
			if p.Name == "n0" && p.Current {
				return true
			}
		}
		return false
	})
	t.Logf("node 0 a current replica again %v after the space was freed", time.Since(freed).Round(time.Millisecond))
	for i := range 3 {
		if err := <-tb.runs[i]; err != nil {
			t.Fatal(err)
		}
	}
	tb.checkExactlyOnce(t)
}

// fullStore refuses every write at once with ErrStorageFull, as the NATS store does while
// it knows its disk is full.
type fullStore struct{ nopStore }

func (fullStore) Write(_ string, _ uint64, _ []Entry, done func(uint64, error)) {
	done(0, ErrStorageFull)
}

// TestCreateRefusedAtOnce: a store that refuses a new room's config at once (before the
// room has even said "created") still gets its creator a refusal in words, every time:
// the creator is never left waiting for an answer that never comes.
func TestCreateRefusedAtOnce(t *testing.T) {
	srv := New(Config{Store: fullStore{}, Dev: true, Limits: Limits{RoomsPerMinute: 100}})
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close() })
	url := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
	for i := range 40 {
		ctx := ctxFor(t, 10*time.Second)
		c := dial(t, url)
		_, _, err := c.Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Seats: make([]online.SeatSpec, 3)})
		c.Close()
		var rf *client.Refusal
		if !errors.As(err, &rf) || rf.Code != "storage-full" {
			t.Fatalf("create %d: %v; want a storage-full refusal", i, err)
		}
	}
}
