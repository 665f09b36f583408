package main

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
)

// TestOnlineQuick: parlor-sim online -quick plays one seat through quick play and prints
// the result object plus "room" and "people"; two of them at once for a 2-player game
// sit at the same table, both seats people's. Bad flags are usage errors.
func TestOnlineQuick(t *testing.T) {
	url := startServer(t)
	type result struct {
		Game    string `json:"game"`
		Players int    `json:"players"`
		Totals  []int  `json:"totals"`
		Over    bool   `json:"over"`
		Room    string `json:"room"`
		People  []int  `json:"people"`
	}
	out := simOK(t, "", "online", "-server", url, "-quick", "-game", "triples", "-players", "3", "-bots", "easy", "-bot-ms", "0")
	r := decode[result](t, out)
	if r.Game != "triples" || r.Players != 3 || !r.Over || len(r.Totals) != 3 || len(r.Room) != 6 || len(r.People) != 1 {
		t.Fatalf("%s", out)
	}
	if !strings.HasPrefix(out, `{"game":"triples"`) || !strings.HasSuffix(strings.TrimSpace(out), `]}`) {
		t.Fatalf("not the result object with room and people at its end: %s", out)
	}
	var both [2]result
	var wg sync.WaitGroup
	for i := range both {
		wg.Add(1)
		go func() {
			defer wg.Done()
			o, e, code := sim(t, "", "online", "-server", url, "-quick", "-game", "threethirteen", "-players", "2", "-bots", "easy", "-bot-ms", "0")
			if code != 0 {
				t.Errorf("exit %d: %s", code, e)
				return
			}
			json.Unmarshal([]byte(o), &both[i])
		}()
	}
	wg.Wait()
	if both[0].Room != both[1].Room || len(both[0].People) != 2 || both[0].Room == "" {
		t.Fatalf("two quick players: %+v", both)
	}
	for _, bad := range [][]string{
		{"-quick"},
		{"-quick", "-game", "chess"},
		{"-quick", "-game", "triples", "-bots", "easy,hard"},
		{"-quick", "-game", "triples", "-players", "11"},
		{"-quick", "-game", "triples", "-seed", "3"},
		{"-game", "triples", "-seed", "3", "-bots", "easy,easy", "-bot-ms", "0"},
	} {
		_, e, code := sim(t, "", append([]string{"online", "-server", url}, bad...)...)
		if code != 2 || strings.Count(strings.TrimSpace(e), "\n") != 0 {
			t.Errorf("%v: exit %d, %q", bad, code, e)
		}
	}
}
