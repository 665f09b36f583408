package server

import (
	"context"
	"net"
	"net/http"
	"syscall"
	"testing"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// BenchmarkMoveOverWire is one move of a 3-seat Three-Thirteen room played over
// WebSockets on the loopback by three clients in this process, against a server with its
// JetStream room log (the whole path of a load test's move): the mover's client sends it,
// the server reads, applies and logs it and writes every seat its update, and every client
// reads and decodes its update. Allocations and cpu-µs/move (the process's user + system
// CPU time per move) count the server and the clients together, the easy bots' choices
// included.
func BenchmarkMoveOverWire(b *testing.B) {
	store, err := OpenNATS(NATSOptions{Dir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	srv := New(Config{Store: store, Dev: true})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	defer func() { hs.Close(); srv.Close(); store.Close() }()
	url := "ws://" + ln.Addr().String() + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	g, _ := games.Find("threethirteen")
	var seats []*client.Seat
	var bots []match.Bot
	table := func() { // a new room, its three seats taken
		for _, s := range seats {
			s.Conn().Close()
		}
		seats, bots = nil, nil
		lobby, err := client.Dial(ctx, url)
		if err != nil {
			b.Fatal(err)
		}
		defer lobby.Close()
		code, _, err := lobby.Create(ctx, online.RoomSpec{Config: match.Config{Game: "threethirteen"}, Seats: make([]online.SeatSpec, 3)})
		if err != nil {
			b.Fatal(err)
		}
		for i := range 3 {
			c, err := client.Dial(ctx, url)
			if err != nil {
				b.Fatal(err)
			}
			s, err := c.Join(ctx, code, client.JoinOptions{Seat: &i})
			if err != nil {
				b.Fatal(err)
			}
			bot, _ := g.NewBot("easy", i, 1)
			seats, bots = append(seats, s), append(bots, bot)
		}
		for _, s := range seats { // every seat has the opening
			for s.Latest() == 0 {
				<-s.Changed()
			}
		}
	}
	defer func() {
		for _, s := range seats {
			s.Conn().Close()
		}
	}()
	table()
	cpu := func() time.Duration {
		var u syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &u)
		return time.Duration(u.Utime.Nano() + u.Stime.Nano())
	}
	var used time.Duration
	b.ReportAllocs()
	b.ResetTimer()
	start := cpu()
	for b.Loop() {
		if _, over := seats[0].End(); over || seats[0].ToMove() < 0 {
			b.StopTimer()
			used += cpu() - start
			table()
			start = cpu()
			b.StartTimer()
		}
		mover := seats[0].ToMove()
		var last [3]int
		for i, s := range seats {
			last[i] = s.Latest()
		}
		if err := seats[mover].Submit(match.Choose(bots[mover], seats[mover].View())); err != nil {
			b.Fatal(err)
		}
		for i, s := range seats {
			for s.Latest() == last[i] {
				select {
				case <-s.Changed():
				case <-ctx.Done():
					b.Fatal("no update")
				}
				if r := s.Refused(); len(r) > 0 {
					b.Fatal(r[0])
				}
			}
		}
	}
	used += cpu() - start
	b.ReportMetric(float64(used.Microseconds())/float64(b.N), "cpu-µs/move")
}
