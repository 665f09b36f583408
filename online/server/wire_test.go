package server

import (
	"encoding/json"
	"testing"

	"pgregory.net/rapid"

	"parlor/online"
)

// TestAppendUpdateIsMarshal: an update encoded by hand is byte for byte what
// json.Marshal makes of the same online.ServerMsg.
func TestAppendUpdateIsMarshal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		str := rapid.String()
		u := update{n: rapid.IntRange(1, 1e6).Draw(t, "n"), toMove: rapid.IntRange(-1, 5).Draw(t, "to_move"),
			ack: rapid.Int64Range(0, 1e9).Draw(t, "ack"), needAck: rapid.Bool().Draw(t, "need_ack"),
			window: rapid.IntRange(0, 50).Draw(t, "window"), version: rapid.IntRange(0, 50).Draw(t, "version"),
			clock: rapid.IntRange(0, 1e6).Draw(t, "clock")}
		if rapid.Bool().Draw(t, "has view") {
			v, _ := json.Marshal(map[string]any{"Hand": rapid.SliceOf(str).Draw(t, "hand"), "N": u.n})
			u.view = v
		}
		u.legal = rapid.SliceOf(str).Draw(t, "legal")
		for _, ty := range rapid.SliceOf(str).Draw(t, "events") {
			d, _ := json.Marshal(map[string]string{"Card": ty})
			u.events = append(u.events, online.Event{Type: ty, Data: d})
		}
		toMove := u.toMove
		want, err := json.Marshal(online.ServerMsg{Type: online.TUpdate, N: u.n, Events: u.events, View: u.view, Legal: u.legal,
			ToMove: &toMove, Ack: u.ack, NeedAck: u.needAck, Window: u.window, Version: u.version, Clock: u.clock})
		if err != nil {
			t.Fatal(err)
		}
		got, view, err := appendUpdate(nil, &u, nil)
		if err != nil || string(got) != string(want) || string(view) != string(u.view) {
			t.Fatalf("got  %s (view %s, %v)\nwant %s", got, view, err, want)
		}
		if u.view != nil { // the view written in place is the same message
			inPlace, view2, err := appendUpdate(nil, &u, func(b []byte) ([]byte, error) { return append(b, u.view...), nil })
			if err != nil || string(inPlace) != string(want) || string(view2) != string(u.view) {
				t.Fatalf("in place: got %s (view %s, %v)\nwant %s", inPlace, view2, err, want)
			}
		}
	})
}
