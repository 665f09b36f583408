package main

import (
	"encoding/json"
	"net"
	"net/http"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"parlor/online/server"
)

// startServer runs a -dev parlor server with its embedded NATS store in a temporary
// folder, on a free loopback port. Its tests play game after game from one address: the
// per-address limits are off.
func startServer(t *testing.T) string {
	t.Helper()
	url, _ := startLimited(t, server.Limits{ConnsPerAddr: -1, RoomsPerMinute: -1})
	return url
}

// startLimited is startServer with the limits given (zero fields: the defaults).
func startLimited(t *testing.T, l server.Limits) (string, *server.Server) {
	t.Helper()
	store, err := server.OpenNATS(server.NATSOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	srv := server.New(server.Config{Store: store, Dev: true, Limits: l})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	t.Cleanup(func() {
		hs.Close()
		srv.Close()
		store.Close()
	})
	return "ws://" + ln.Addr().String() + "/ws", srv
}

// TestOnlinePrintsWhatPlayPrints: for every game and option set, over several seeds, a
// game played over the network by one networked bot client per seat prints exactly what
// play prints.
func TestOnlinePrintsWhatPlayPrints(t *testing.T) {
	url := startServer(t)
	type setup struct {
		args  []string
		seeds int
	}
	var setups []setup
	for _, o := range []string{"", "forbid-retake", "tiebreak-round", "forbid-retake,tiebreak-round"} {
		setups = append(setups, setup{[]string{"-game", "threethirteen", "-options", o, "-bots", "easy,normal,easy"}, 3})
	}
	setups = append(setups,
		setup{[]string{"-game", "threethirteen", "-bots", "normal,normal"}, 2},
		setup{[]string{"-game", "troeven", "-variant", "dummy", "-bots", "normal,easy,normal"}, 3},
		setup{[]string{"-game", "troeven", "-variant", "solo", "-bots", "easy,normal,easy"}, 3},
		setup{[]string{"-game", "triples", "-bots", "hard,easy,normal"}, 3},
		setup{[]string{"-game", "triples", "-options", "chill", "-rounds", "2", "-bots", "easy,easy,easy,easy,easy"}, 3},
	)
	for i, o := range twOptionSets {
		bots := "hard,normal,easy"
		if i%2 == 1 {
			bots = "normal,easy,hard"
		}
		setups = append(setups, setup{[]string{"-game", "thirdwheel", "-options", o, "-bots", bots}, 3})
	}
	for _, o := range []string{"fairdeck", "snap,doubledown,fairdeck", "snap,doubledown,actions,playout,fairdeck", "snap,doubledown,pace=800"} {
		setups = append(setups, setup{[]string{"-game", "thirdwheel", "-options", o, "-bots", "hard,normal,easy"}, 3})
	}
	for _, s := range setups {
		for seed := 1; seed <= s.seeds; seed++ {
			args := append(append([]string{}, s.args...), "-seed", strconv.Itoa(seed*101))
			want := simOK(t, "", append([]string{"play"}, args...)...)
			got, errs, st := sim(t, "", append([]string{"online", "-server", url}, args...)...)
			if st != 0 || got != want {
				t.Fatalf("online %v: exit %d %s\n got %s\nwant %s", args, st, errs, got, want)
			}
		}
	}
}

// TestOnlineRecordReplays: the record the server reveals at the end replays with replay
// to the same result.
func TestOnlineRecordReplays(t *testing.T) {
	url := startServer(t)
	file := filepath.Join(t.TempDir(), "game.json")
	out := simOK(t, "", "online", "-server", url, "-game", "thirdwheel", "-options", "snap,doubledown", "-seed", "77", "-bots", "hard,easy,normal", "-record", file)
	again, errs, st := sim(t, "", "replay", file)
	if st != 0 || again != out {
		t.Fatalf("replay: exit %d %s\n got %s\nwant %s", st, errs, again, out)
	}
}

func TestOnlineBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"online", "-game", "troeven", "-seed", "1", "-bots", "easy"},
		{"online", "-server", "http://127.0.0.1:1/ws", "-game", "troeven", "-seed", "1", "-bots", "easy"},
		{"online", "-server", "ws://127.0.0.1:1/ws", "-game", "chess", "-seed", "1", "-bots", "easy"},
	} {
		_, errs, st := sim(t, "", args...)
		if st != 2 || errs == "" {
			t.Errorf("%v: exit %d, %q; want exit 2 and a message", args, st, errs)
		}
	}
}

func TestRaceSim(t *testing.T) {
	out := simOK(t, "", "racesim", "-rtt", "20,150", "-jitter", "10", "-races", "10000")
	var r struct {
		Races      int        `json:"races"`
		Wins       [2]int     `json:"wins"`
		Share      [2]float64 `json:"share"`
		MaxErrorMs *int       `json:"max_error_ms"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || r.MaxErrorMs == nil {
		t.Fatalf("%v: %s", err, out)
	}
	if r.Races != 10000 || r.Wins[0]+r.Wins[1] != 10000 || r.Share[0] < 0.47 || r.Share[0] > 0.53 {
		t.Errorf("20 ms vs 150 ms: %s", out)
	}
	// A cheat at an equal network: fake lag is held to 55%, a script wins but is flagged.
	for how, most := range map[string]float64{"fakelag": 0.55, "script": 1} {
		out := simOK(t, "", "racesim", "-rtt", "20,20", "-reaction", "300", "-races", "10000", "-cheat", "1", "-how", how)
		var c struct {
			Share     [2]float64 `json:"share"`
			FlaggedAt [2]int     `json:"flagged_at"`
		}
		if err := json.Unmarshal([]byte(out), &c); err != nil || c.Share[1] > most || c.FlaggedAt[1] < 1 || c.FlaggedAt[1] > 3 || c.FlaggedAt[0] != 0 {
			t.Errorf("-how %s: %v %s", how, err, out)
		}
	}
	for _, args := range [][]string{
		{"racesim", "-rtt", "20", "-races", "5"},
		{"racesim", "-rtt", "20,x", "-races", "5"},
		{"racesim", "-rtt", "20,150"},
		{"racesim", "-rtt", "20,150", "-races", "5", "-cheat", "2"},
		{"racesim", "-rtt", "20,150", "-races", "5", "-cheat", "1", "-how", "teleport"},
	} {
		if _, errs, st := sim(t, "", args...); st != 2 || errs == "" {
			t.Errorf("%v: exit %d %q, want 2 and a message", args, st, errs)
		}
	}
}

func TestLoadtest(t *testing.T) {
	url := startServer(t)
	out := simOK(t, "", "loadtest", "-server", url, "-rooms", "3", "-duration", "1s", "-think", "5ms")
	var r LoadResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if r.Rooms != 3 || r.Moves < 10 || r.MovesPerS <= 0 || r.P50Ms <= 0 || r.P99Ms < r.P50Ms || r.Errors != 0 {
		t.Errorf("loadtest: %s", out)
	}
	if _, errs, st := sim(t, "", "loadtest", "-server", url, "-rooms", "0", "-duration", "1s"); st != 2 || errs == "" {
		t.Errorf("-rooms 0: exit %d %q", st, errs)
	}
}

// TestLoadtestIdleAndSpam: against a server with its default per-address limits (and
// a short join window), -idle sockets past the connection cap are told
// too-many-connections, the others are closed by the server for not joining, and -spam
// makes exactly the rooms an address may make at once; the JSON says so.
func TestLoadtestIdleAndSpam(t *testing.T) {
	url, _ := startLimited(t, server.Limits{JoinWithin: 500 * time.Millisecond})
	out := simOK(t, "", "loadtest", "-server", url, "-rooms", "0", "-idle", "30", "-spam", "-duration", "3s")
	var r LoadResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	d := server.DefaultLimits
	if r.Idle == nil || r.Spam == nil || r.Idle.Sockets != 30 || r.Idle.Connected != 30 || r.Idle.OpenAtEnd != 0 || r.Idle.ClosedByServer != 30 {
		t.Fatalf("idle: %s", out)
	}
	if r.Refused["too-many-connections"] < int64(30-d.ConnsPerAddr) || r.Closed["join-timeout"] == 0 ||
		r.Closed["join-timeout"]+r.Closed["too-many-connections"] < 30 {
		t.Errorf("idle sockets: %s", out)
	}
	if r.Spam.Created != int64(d.RoomsPerMinute) || r.Refused["too-many-rooms"] == 0 || r.Spam.Creates < r.Spam.Created+r.Refused["too-many-rooms"] {
		t.Errorf("spam: %s", out)
	}
	t.Log(out)
}
