package server

import (
	"context"
	"testing"

	"parlor/gameplay/match"
	"parlor/online"
)

// BenchmarkRoomMove is the server's work for one move of a 3-seat Three-Thirteen room
// with nobody connected: apply, log entry (to a store that drops it), every seat's and the
// spectators' update encoded.
func BenchmarkRoomMove(b *testing.B) {
	srv := New(Config{Store: nopStore{}})
	zero := 0
	spec, _ := checkSpec(online.RoomSpec{Config: match.Config{Game: "threethirteen"}, Seats: make([]online.SeatSpec, 3), BotMs: &zero}, false)
	var r *room
	var bots []match.Bot
	fresh := func() {
		r, _ = newRoom(srv, "BENCH1", spec, 1, "n")
		bots = make([]match.Bot, 3)
		for i := range bots {
			bots[i], _ = r.codec.Game().NewBot("easy", i, 1)
		}
	}
	fresh()
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		if r.m.Over() {
			fresh()
		}
		mv := match.Choose(bots[r.m.ToMove()], r.m.View(r.m.ToMove()))
		b.StartTimer()
		if err := r.apply(mv, "person", r.m.ToMove(), 1, nil, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// nopStore stores nothing and says every write was stored.
type nopStore struct{}

func (nopStore) Write(_ string, after uint64, _ []Entry, done func(uint64, error)) {
	go done(after+1, nil)
}
func (nopStore) Load(context.Context, string) ([]Entry, uint64, error) { return nil, 0, nil }
func (nopStore) Close()                                                {}
