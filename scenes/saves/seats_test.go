//go:build !js

package saves

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/triples"
)

const tok = "0123456789abcdef0123456789abcdef"

// TestSeatsAreKeptBoundedAndPrivate: a seat kept is found again by server and room, a
// newer one in the same room replaces it, only the newest finished game's seat stays,
// old seats and broken entries are dropped, the list holds at most MaxSeats, and the
// file is its owner's alone.
func TestSeatsAreKeptBoundedAndPrivate(t *testing.T) {
	dir := t.TempDir()
	st := Dir{Root: dir}
	srv := "ws://127.0.0.1:8080/ws"
	if err := KeepSeat(st, Seat{Server: srv, Room: "BCDFGH", Seat: 1, Token: tok, Game: "triples"}, t0); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(filepath.Join(dir, SeatsName)); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("seats.json: %v, mode %v; want 0600", err, info.Mode().Perm())
	}
	e, ok := FindSeat(st, srv, "BCDFGH", t0.Add(time.Hour))
	if !ok || e.Seat != 1 || e.Token != tok {
		t.Fatalf("found %+v %v", e, ok)
	}
	if _, ok := FindSeat(st, "ws://other:1/ws", "BCDFGH", t0); ok {
		t.Fatal("a seat found on another server")
	}
	// The game ends: kept as the last finished one, no more a game to continue.
	e.Over = true
	KeepSeat(st, e, t0.Add(time.Minute))
	if _, ok := LastSeat(st, false, t0.Add(time.Minute)); ok {
		t.Fatal("a finished game's seat offered to continue")
	}
	if l, ok := LastSeat(st, true, t0.Add(time.Minute)); !ok || l.Room != "BCDFGH" {
		t.Fatalf("last finished seat %+v %v", l, ok)
	}
	// A second finished game replaces the first; a game going on stays.
	KeepSeat(st, Seat{Server: srv, Room: "JKMNPQ", Seat: 0, Token: tok, Game: "triples", Over: true}, t0.Add(2*time.Minute))
	KeepSeat(st, Seat{Server: srv, Room: "RSTVWX", Seat: 2, Token: tok, Game: "troeven"}, t0.Add(3*time.Minute))
	all, err := Seats(st, t0.Add(4*time.Minute))
	if err != nil || len(all) != 2 || all[0].Room != "RSTVWX" || all[1].Room != "JKMNPQ" {
		t.Fatalf("seats %+v %v", all, err)
	}
	// SeatDays later nothing is left; MaxSeats bounds the list.
	if all, _ := Seats(st, t0.Add(SeatDays*24*time.Hour+time.Hour)); len(all) != 0 {
		t.Fatalf("old seats kept: %+v", all)
	}
	for i := range MaxSeats + 5 {
		room := "ROOM" + string(rune('A'+i))
		KeepSeat(st, Seat{Server: srv, Room: room, Seat: 0, Token: tok}, t0.Add(time.Duration(10+i)*time.Minute))
	}
	if all, _ := Seats(st, t0.Add(time.Hour)); len(all) != MaxSeats || all[0].Room != "ROOM"+string(rune('A'+MaxSeats+4)) {
		t.Fatalf("%d seats kept, newest %+v", len(all), all[0])
	}
	// Hostile entries are dropped, not trusted; a seat that is not a server's is refused.
	os.WriteFile(filepath.Join(dir, SeatsName), []byte(`[{"server":"http://x/ws","room":"AB","seat":0,"token":"`+tok+`","at":`+itoa(t0.UnixMilli())+`},
		{"server":"ws://x/ws","room":"../..","seat":0,"token":"`+tok+`","at":`+itoa(t0.UnixMilli())+`},
		{"server":"ws://x/ws","room":"AB","seat":0,"token":"nothex","at":`+itoa(t0.UnixMilli())+`},
		{"server":"ws://x/ws","room":"AB","seat":1,"token":"`+tok+`","at":`+itoa(t0.UnixMilli())+`}]`), 0o600)
	if all, _ := Seats(st, t0); len(all) != 1 || all[0].Seat != 1 {
		t.Fatalf("hostile entries kept: %+v", all)
	}
	if err := KeepSeat(st, Seat{Server: srv, Room: "BCDFGH", Token: "x"}, t0); err == nil {
		t.Fatal("a seat without a token kept")
	}
	// A broken file is reported and moved aside.
	os.WriteFile(filepath.Join(dir, SeatsName), []byte("{nope"), 0o600)
	if _, err := Seats(st, t0); err == nil || !strings.Contains(err.Error(), "seats.json.broken") {
		t.Fatalf("broken seats.json: %v", err)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestDeviceKeyIsMadeOnceAPerServerSecret: the first use makes a key and keeps it (mode
// 600), the next use reads the same key back, another server gets its own.
func TestDeviceKeyIsMadeOnceAPerServerSecret(t *testing.T) {
	dir := t.TempDir()
	st := Dir{Root: dir}
	a, err := DeviceKey(st, "ws://127.0.0.1:8080/ws")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := DeviceKey(st, "wss://127.0.0.1:8080/other")
	c, _ := DeviceKey(st, "ws://127.0.0.2:8080/ws")
	if !bytes.Equal(a, b) || bytes.Equal(a, c) {
		t.Fatalf("same host gave another key (%v) or another host the same (%v)", !bytes.Equal(a, b), bytes.Equal(a, c))
	}
	if info, _ := os.Stat(filepath.Join(dir, KeysName)); info.Mode().Perm() != 0o600 {
		t.Fatalf("keys.json mode %v, want 0600", info.Mode().Perm())
	}
	os.WriteFile(filepath.Join(dir, KeysName), []byte("[]"), 0o600)
	if _, err := DeviceKey(st, "ws://127.0.0.1:8080/ws"); err == nil || !strings.Contains(err.Error(), "keys.json.broken") {
		t.Fatalf("broken keys.json: %v", err)
	}
}

// TestOnlineGameInHistoryAndStats: an online game kept in the history reads back marked
// online with its names; the statistics count the seat played here (not the first
// person's) and split online games from games played here.
func TestOnlineGameInHistoryAndStats(t *testing.T) {
	st := NewMem()
	online := playTo(t, triples.Game, match.Config{Players: 2, Seed: 5}, []string{"human", "human"}, -1)
	you := 1
	if w := online.Winners(); len(w) == 1 {
		you = w[0] // the seat played here won
	}
	names := []string{"Ann", "Zoë"}
	if _, err := AddOnline(st, online, Online{Room: "BCDFGH", You: you, Names: names}, t0); err != nil {
		t.Fatal(err)
	}
	local := playTo(t, triples.Game, match.Config{Players: 2, Seed: 6}, []string{"human", "easy"}, -1)
	AddHistory(st, local, t0.Add(time.Minute))
	es, errs := History(st)
	if len(errs) > 0 || len(es) != 2 {
		t.Fatalf("history %d entries, %v", len(es), errs)
	}
	o := es[1].Online
	if es[0].Online != nil || o == nil || o.Room != "BCDFGH" || o.You != you || o.Names[1] != "Zoë" {
		t.Fatalf("entries: local %+v, online %+v", es[0].Online, o)
	}
	// Exported, it keeps its names; imported, it is online again.
	data, _ := Export(es[1])
	if !bytes.Contains(data, []byte(`"room": "BCDFGH"`)) || !bytes.Contains(data, []byte(`"Zoë"`)) {
		t.Fatalf("export lost the online fields:\n%s", data)
	}
	on := ComputeWhere(es, time.Time{}, PlayedOnline)
	if len(on.Games) != 1 || on.Games[0].Played != 1 || on.Games[0].Won != 1 {
		t.Fatalf("online stats %+v", on.Games)
	}
	if here := ComputeWhere(es, time.Time{}, PlayedHere); len(here.Games) != 1 || here.Games[0].Played != 1 {
		t.Fatalf("stats of games here %+v", here.Games)
	}
	if all := Compute(es, time.Time{}); all.Games[0].Played != 2 {
		t.Fatalf("all stats %+v", all.Games)
	}
	if _, err := AddOnline(st, online, Online{Room: "BCDFGH", You: 2, Names: names}, t0); err == nil {
		t.Fatal("an online game kept with a seat it does not have")
	}
	if _, err := AddOnline(st, online, Online{Room: "BCDFGH", You: 0, Names: []string{"Ann", "\x00"}}, t0); err == nil {
		t.Fatal("an online game kept with a name a record cannot hold")
	}
}
