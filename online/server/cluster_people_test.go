package server

import (
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// TestClusterPeople: across a cluster's nodes, a key proved on one node holds its seat in
// a room another node hosts (the join passes the key on), the lobby lists every node's
// public rooms, and every node deals the same daily deal (one secret).
func TestClusterPeople(t *testing.T) {
	nodes := startCluster(t, 3, Config{Dev: true})
	ctx := ctxFor(t, 60*time.Second)
	code, _, err := dial(t, nodes[0].url).Create(ctx, online.RoomSpec{Config: match.Config{Game: "troeven"}, Public: true, Seats: []online.SeatSpec{{}, {}, {Bot: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	a, k := identified(t, nodes[1].url, "Ann")
	s, err := a.Join(ctx, code, client.JoinOptions{})
	if err != nil {
		t.Fatal(err)
	}
	seat := s.Seat()
	entries, _, err := nodes[2].nats.Load(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, e := range entries {
		found = found || e.Kind == "seat" && e.Seat == seat && e.Key == client.KeyID(k) && e.Name == "Ann"
	}
	if !found {
		t.Fatalf("the seat entry has not the key proved on another node: %+v", entries)
	}
	var rooms []online.RoomInfo
	waitUntil(t, "the room in node 2's lobby", func() bool {
		rooms, err = dial(t, nodes[2].url).Rooms(ctx, "troeven")
		return err == nil && len(rooms) == 1 && rooms[0].Room == code
	})
	a.Close()
	back := dial(t, nodes[2].url)
	if err := back.Identify(ctx, k, "Ann"); err != nil {
		t.Fatal(err)
	}
	s2, err := back.Join(ctx, code, client.JoinOptions{})
	if err != nil || s2.Seat() != seat {
		t.Fatalf("back by key through node 2: %v, seat %v", err, s2)
	}
	var commits []string
	for _, n := range nodes {
		c, _ := identified(t, n.url, "Cy")
		d, err := c.Daily(ctx, "triples")
		if err != nil {
			t.Fatal(err)
		}
		commits = append(commits, d.Commit)
	}
	if commits[0] != commits[1] || commits[1] != commits[2] || strings.TrimSpace(commits[0]) == "" {
		t.Fatalf("the nodes deal differently: %v", commits)
	}
}
