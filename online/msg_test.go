package online

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"parlor/gameplay/match"
)

// TestCreateOnTheWire: a create message carries the room's match.Config as the fields of
// docs/online.md#protocol (game, variant, players, options, rounds), then the room's
// own; it reads into those values and writes back byte for byte. The config's seed and
// decks never cross: "seed" is the -dev seed (DevSeed), "decks" an unknown field.
func TestCreateOnTheWire(t *testing.T) {
	const full = `{"type":"create","id":1,"create":{"game":"triples","variant":"x","players":3,"options":["chill"],"rounds":4,` +
		`"seats":[{"bot":"easy"},{},{}],"timer_ms":5,"clock":"real","standin":"easy","bot_ms":0,"seed":99}}`
	m, err := DecodeClient([]byte(full))
	if err != nil {
		t.Fatal(err)
	}
	zero, seed := 0, uint64(99)
	want := RoomSpec{Config: match.Config{Game: "triples", Variant: "x", Players: 3, Options: []string{"chill"}, Rounds: 4},
		Seats: []SeatSpec{{Bot: "easy"}, {}, {}}, TimerMs: 5, Clock: "real", StandIn: "easy", BotMs: &zero, DevSeed: &seed}
	if d := cmp.Diff(&want, m.Create); d != "" {
		t.Errorf("create reads (-want +got):\n%s", d)
	}
	if b, _ := json.Marshal(m); string(b) != full {
		t.Errorf("create writes\n%s\nwant\n%s", b, full)
	}
	want.Seed, want.Decks = 7, [][]string{{"AS"}}
	if b, _ := json.Marshal(ClientMsg{Type: TCreate, ID: 1, Create: &want}); string(b) != full {
		t.Errorf("a Config's seed and decks went on the wire: %s", b)
	}
	short := `{"type":"create","create":{"game":"troeven","seats":[{},{},{}]}}`
	if m, err := DecodeClient([]byte(short)); err != nil || m.Create.Players != 0 || m.Create.DevSeed != nil {
		t.Errorf("%s: %+v, %v", short, m.Create, err)
	} else if b, _ := json.Marshal(m); string(b) != short {
		t.Errorf("create writes %s, want %s", b, short)
	}
	for _, tc := range []struct{ in, says string }{
		{`{"type":"create","create":{"game":"troeven","seats":[],"decks":[["AS"]]}}`, `unknown field "decks"`},
		{`{"type":"create","create":{"game":"troeven","seats":[],"Config":{}}}`, `unknown field "Config"`},
		{`{"type":"create","create":{"game":3,"seats":[]}}`, "Go struct field RoomSpec.create.game of type string"},
		{`{"type":"create","create":{"game":"troeven","players":"3","seats":[]}}`, "Go struct field RoomSpec.create.players of type int"},
	} {
		if _, err := DecodeClient([]byte(tc.in)); err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %v, want an error saying %q", tc.in, err, tc.says)
		}
	}
}

// TestSetupOnTheWire: a welcome's setup is the room's config without its seed, then the
// turn timer and the clock.
func TestSetupOnTheWire(t *testing.T) {
	s := Setup{Config: match.Config{Game: "troeven", Variant: "solo", Players: 3, Seed: 5}, TimerMs: 100, Clock: "lockstep"}
	const want = `{"game":"troeven","variant":"solo","players":3,"timer_ms":100,"clock":"lockstep"}`
	if b, _ := json.Marshal(s); string(b) != want {
		t.Errorf("setup writes %s, want %s", b, want)
	}
	m, err := DecodeServer([]byte(`{"type":"welcome","setup":{"game":"triples","players":3,"options":["chill"],"rounds":4,"clock":"real"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(&Setup{Config: match.Config{Game: "triples", Players: 3, Options: []string{"chill"}, Rounds: 4}, Clock: "real"}, m.Setup); d != "" {
		t.Errorf("setup reads (-want +got):\n%s", d)
	}
}
