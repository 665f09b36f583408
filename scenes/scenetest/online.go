package scenetest

import (
	"context"
	"testing"

	"parlor/online"
	"parlor/online/client"
	"parlor/scenes"
)

// OnlineTable makes a room from spec on the parlor-server at url (ws://…/ws), takes a
// seat in it as a person called name, waits on ctx for the deal and returns the seat and
// the game's table over it. The connection closes when the test ends.
func OnlineTable(t *testing.T, ctx context.Context, url string, spec online.RoomSpec, name string) (*client.Seat, scenes.Scene) {
	t.Helper()
	c, err := client.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	code, _, err := c.Create(ctx, spec)
	if err != nil {
		t.Fatal(err)
	}
	seat, err := c.Join(ctx, code, client.JoinOptions{Name: name})
	if err != nil {
		t.Fatal(err)
	}
	for seat.View() == nil {
		select {
		case <-seat.Changed():
		case <-ctx.Done():
			t.Fatal("no deal")
		}
	}
	sc, err := scenes.RemoteTable(seat, url)
	if err != nil {
		t.Fatal(err)
	}
	return seat, sc
}
