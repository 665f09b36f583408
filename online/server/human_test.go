package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/online"
	"parlor/online/client"
	"parlor/online/onlinetest"
)

// TestScriptIsFlagged: a seat played by a script that presses 20 ms after every change
// (and says so) is flagged to the table within its first presses, in the room log and in
// the record revealed at the end; the honest seat is not. Its presses are stamped no
// sooner than the human line.
func TestScriptIsFlagged(t *testing.T) {
	url, _, store := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 60*time.Second)
	code := createRace(ctx, t, url)
	var err error
	var seats [2]*client.Seat
	for i := range 2 {
		if seats[i], err = dial(t, url).Join(ctx, code, client.JoinOptions{Seat: &i, Name: []string{"Basil", "Ines"}[i]}); err != nil {
			t.Fatal(err)
		}
	}
	done := make(chan error, 2)
	for i := range 2 {
		b, _ := thirdwheel.Game.NewBot("hard", i, uint64(i+5))
		if i == 0 {
			b = onlinetest.Script(b)
		}
		go func() { done <- (&client.Bot{Seat: seats[i], Bot: b}).Run(ctx) }()
	}
	flagged := func() bool {
		in := seats[1].Seats()
		return len(in) == 3 && in[0].Fast
	}
	waitUntil(t, "seat 0 flagged at seat 1's table, or the end", func() bool {
		_, over := seats[1].End()
		return flagged() || over
	})
	if in := seats[1].Seats(); !flagged() || in[1].Fast || in[2].Fast {
		t.Errorf("seats %+v: the script's seat should be flagged, and only it", in)
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	end, _ := seats[1].End()
	if rec := end.Record; rec == nil || !slices.Equal(rec.Fast, []int{0}) {
		t.Errorf("the revealed record: %+v, want fast seats [0]", rec)
	}
	entries, _, err := store.Load(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	judged, under, flaggedAfter := [2]int{}, [2]int{}, -1
	for _, e := range entries {
		switch {
		case e.Kind == "fast":
			if e.Seat != 0 || flaggedAfter >= 0 {
				t.Errorf("log entry %+v: want one, for seat 0", e)
			}
			flaggedAfter = judged[0]
		case e.Kind == "move" && e.Server != nil && e.Seat < 2:
			judged[e.Seat]++
			if e.Times.Fast {
				under[e.Seat]++
			}
			if e.Times.Stamp < e.Times.Since+match.HumanLineMs && !e.Times.Late {
				t.Errorf("%s: stamped %d, sooner than the human line after %d", e.Move, e.Times.Stamp, e.Times.Since)
			}
		}
	}
	t.Logf("judged presses %v, under the human line %v; seat 0 flagged after its press %d", judged, under, flaggedAfter)
	if flaggedAfter < online.FastFlag || flaggedAfter > online.FastOf+2 {
		t.Errorf("seat 0 flagged after %d presses, want within its first few", flaggedAfter)
	}
	if under[1] > 0 {
		t.Errorf("%d of the honest seat's presses came under the human line", under[1])
	}
}

// TestTransportRTTIsRead: the server reads the kernel's round trip of a WebSocket's TCP
// connection, plain or under TLS ended here (on Linux; elsewhere it says it cannot: -1).
func TestTransportRTTIsRead(t *testing.T) {
	for _, tlsOn := range []bool{false, true} {
		got := make(chan int, 1)
		hs := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ws, raw, err := accept(w, r)
			if err != nil {
				got <- -3
				return
			}
			defer ws.CloseNow()
			if raw == nil {
				got <- -2
				return
			}
			if _, _, err := ws.Read(r.Context()); err != nil {
				got <- -4
				return
			}
			got <- tcpRTT(raw)
			ws.Close(websocket.StatusNormalClosure, "")
		}))
		url := "ws://" + hs.Listener.Addr().String() + "/"
		if tlsOn {
			hs.StartTLS()
			url = "wss://" + hs.Listener.Addr().String() + "/"
		} else {
			hs.Start()
		}
		ctx := ctxFor(t, 10*time.Second)
		ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: hs.Client()})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(online.ClientMsg{Type: online.TPong, Ping: 1})
		if err := ws.Write(ctx, websocket.MessageText, b); err != nil {
			t.Fatal(err)
		}
		rtt := <-got
		ws.CloseNow()
		hs.Close()
		t.Logf("TLS %v: loopback transport round trip %d ms", tlsOn, rtt)
		switch {
		case runtime.GOOS == "linux" && rtt < 0:
			t.Errorf("TLS %v, Linux: the round trip was not read (%d)", tlsOn, rtt)
		case runtime.GOOS != "linux" && rtt != -1:
			t.Errorf("TLS %v, %s: round trip %d, want -1 (not read)", tlsOn, runtime.GOOS, rtt)
		case rtt > 50:
			t.Errorf("TLS %v: loopback round trip %d ms", tlsOn, rtt)
		}
	}
}

// TestClusterPassesTheTransportRTT: a client of another node is judged with the round trip
// its own node's kernel measured, passed on with its messages (a node has no socket to
// the client).
func TestClusterPassesTheTransportRTT(t *testing.T) {
	nodes := startCluster(t, 3, Config{Dev: true})
	ctx := ctxFor(t, 60*time.Second)
	zero := 0
	code, _, err := dial(t, nodes[0].url).Create(ctx, online.RoomSpec{
		Config: match.Config{Game: "thirdwheel", Options: []string{"snap", "doubledown"}},
		Seats:  []online.SeatSpec{{}, {Bot: "hard"}, {Bot: "hard"}},
		BotMs:  &zero,
	})
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	seat, err := dial(t, nodes[1].url).Join(ctx, code, client.JoinOptions{Seat: &i})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := thirdwheel.Game.NewBot("hard", 0, 5)
	done := make(chan error, 1)
	go func() { done <- (&client.Bot{Seat: seat, Bot: b}).Run(ctx) }()
	cl := nodes[0].srv.cluster
	link := func() *conn {
		cl.mu.Lock()
		defer cl.mu.Unlock()
		for _, c := range cl.links {
			return c
		}
		return nil
	}
	waitUntil(t, "the host's side of the client's connection", func() bool { return link() != nil })
	if runtime.GOOS == "linux" {
		waitUntil(t, "the client's round trip passed on", func() bool { return link().transportRTT() >= 0 })
	}
	t.Logf("round trip passed on to the host: %d ms", link().transportRTT())
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	entries, _, err := nodes[0].nats.Load(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Times != nil && e.Server != nil && runtime.GOOS == "linux" && e.Times.TransportMs < 0 {
			t.Errorf("%s: judged without the round trip its node measured", e.Move)
		}
	}
}

// TestRacingPingsArePadded: at a table with real-time reaction windows some pings to a
// seat fill two full TCP segments (so the client's kernel acknowledges them at once).
func TestRacingPingsArePadded(t *testing.T) {
	url, _, _ := testServer(t, Config{Dev: true}, "")
	ctx := ctxFor(t, 30*time.Second)
	zero := 0
	code, _, err := dial(t, url).Create(ctx, online.RoomSpec{
		Config: match.Config{Game: "thirdwheel", Options: []string{"snap"}},
		Seats:  []online.SeatSpec{{}, {Bot: "hard"}, {Bot: "hard"}},
		BotMs:  &zero,
	})
	if err != nil {
		t.Fatal(err)
	}
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	ws.SetReadLimit(1 << 20)
	seat := 0
	b, _ := json.Marshal(online.ClientMsg{Type: online.TJoin, Room: code, Seat: &seat})
	if err := ws.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatal(err)
	}
	for pings := 0; ; {
		_, b, err := ws.Read(ctx)
		if err != nil {
			t.Fatalf("after %d pings: %v", pings, err)
		}
		m, err := online.DecodeServer(b)
		if err != nil || m.Type != online.TPing {
			continue
		}
		pings++
		if len(m.Pad) >= 2*1460 && strings.Trim(m.Pad, " ") == "" {
			t.Logf("ping %d padded with %d bytes", pings, len(m.Pad))
			return
		}
		pong, _ := json.Marshal(online.ClientMsg{Type: online.TPong, Ping: m.Ping})
		ws.Write(ctx, websocket.MessageText, pong)
	}
}
