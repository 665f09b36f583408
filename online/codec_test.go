package online

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/gameplay/threethirteen"
)

// TestEveryGameHasACodec: every game of gameplay/games.All crosses the wire, each of
// its event types under its own name (gameplay/games' TestEventTypesAreListed checks the
// list against the game's source).
func TestEveryGameHasACodec(t *testing.T) {
	for _, g := range games.All {
		c, err := CodecOf(g.ID())
		if err != nil {
			t.Fatal(err)
		}
		var listed []string
		for _, e := range g.Events() {
			listed = append(listed, reflect.TypeOf(e).Name())
		}
		var named []string
		for name := range c.byName {
			named = append(named, name)
		}
		slices.Sort(listed)
		slices.Sort(named)
		if len(listed) == 0 || !slices.Equal(listed, named) {
			t.Errorf("%s: the game lists %v, the codec names %v", g.ID(), listed, named)
		}
	}
}

// roundTrip is one set-up TestEventsAndViewsRoundTrip plays.
type roundTrip struct {
	game    match.Game
	variant string
	players int
	options []string
	levels  []string
}

// moreRoundTrips are set-ups of particular games that make event types the plain ones
// of roundTripGames rarely make in two seeds (Third Wheel's slaps and windows with every
// level of bot) or views they do not show (Triples at four seats). A new game needs none.
var moreRoundTrips = []struct {
	game, variant string
	players       int
	options       []string
	levels        []string
}{
	{"thirdwheel", "", 3, []string{"snap", "doubledown", "actions", "fairdeck"}, []string{"hard", "normal", "easy"}},
	{"thirdwheel", "", 3, []string{"playout", "doubledown"}, []string{"easy", "easy", "easy"}},
	{"triples", "", 4, nil, []string{"hard", "easy", "normal", "easy"}},
}

// roundTripGames are set-ups of every game of gameplay/games.All (each variant, with its
// on/off options in as few sets as the game accepts together, one more seat than the
// fewest, bots of the middle level), then moreRoundTrips.
func roundTripGames(t *testing.T) []roundTrip {
	var out []roundTrip
	for _, g := range games.All {
		lo, hi := g.Seats()
		n := min(lo+1, hi)
		variants := g.Variants()
		if len(variants) == 0 {
			variants = []string{""}
		}
		for _, v := range variants {
			for _, opts := range optionGroups(g, v, n) {
				mid := g.Levels()[len(g.Levels())/2]
				out = append(out, roundTrip{g, v, n, opts, slices.Repeat([]string{mid}, n)})
			}
		}
	}
	for _, r := range moreRoundTrips {
		g, err := games.Find(r.game)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, roundTrip{g, r.variant, r.players, r.options, r.levels})
	}
	return out
}

// optionGroups splits g's on/off options into sets the game accepts together for
// variant v at n players, in order: each option joins the first set that takes it.
func optionGroups(g match.Game, v string, n int) [][]string {
	groups := [][]string{nil}
	for _, o := range g.Options() {
		if strings.HasSuffix(o, "=") {
			continue
		}
		placed := false
		for i, gr := range groups {
			try := append(slices.Clip(gr), o)
			if _, err := g.New(match.Config{Variant: v, Players: n, Options: try, Seed: 1}); err == nil {
				groups[i], placed = try, true
				break
			}
		}
		if !placed {
			groups = append(groups, []string{o})
		}
	}
	return groups
}

var viewOpts = cmp.Options{cmpopts.IgnoreUnexported(threethirteen.View{}), cmpopts.EquateEmpty()}

// TestEventsAndViewsRoundTrip plays whole games and sends every redacted event and every
// view through the codec: each comes back as the same Go value.
func TestEventsAndViewsRoundTrip(t *testing.T) {
	planned := map[string][][]byte{} // views by game, for the mangling test below
	defer func() { mangleViews(t, planned) }()
	for _, g := range roundTripGames(t) {
		c, err := CodecOf(g.game.ID())
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 2; seed++ {
			m, err := match.New(c.Game(), match.Config{Variant: g.variant, Players: g.players, Options: g.options, Seed: seed}, g.levels)
			if err != nil {
				t.Fatal(err)
			}
			bots := make([]match.Bot, g.players)
			for i, l := range g.levels {
				bots[i], _ = c.Game().NewBot(l, i, seed)
			}
			d := match.NewDriver(m.Live(), bots)
			seats := make([]*match.LocalSeat, g.players+1)
			for s := -1; s < g.players; s++ {
				seats[s+1], _ = m.Seat(s)
			}
			for step := 0; ; step++ {
				for _, ls := range seats {
					for _, e := range ls.Events() {
						if e == nil {
							continue
						}
						w, err := c.EncodeEvent(e)
						if err != nil {
							t.Fatalf("%s seed %d: %v", g.game, seed, err)
						}
						checkPlan(t, e, w.Data)
						b, _ := json.Marshal(w)
						var w2 Event
						if err := json.Unmarshal(b, &w2); err != nil {
							t.Fatal(err)
						}
						back, err := c.DecodeEvent(w2)
						if err != nil {
							t.Fatalf("%s: %s: %v", g.game, b, err)
						}
						if diff := cmp.Diff(e, back, viewOpts); diff != "" {
							t.Fatalf("%s event %s does not round-trip:\n%s", g.game, w.Type, diff)
						}
					}
					if step%3 == 0 || m.Over() {
						v := ls.View()
						b, err := c.EncodeView(v)
						if err != nil {
							t.Fatalf("%s seat %d view: %v", g.game, ls.Seat(), err)
						}
						checkPlan(t, v, b)
						if shared, err := c.EncodeView(m.ViewShared(ls.Seat())); err != nil || string(shared) != string(b) {
							t.Fatalf("%s seat %d: the shared view encodes as %s (%v), the view as %s", g.game, ls.Seat(), shared, err, b)
						}
						planned[g.game.ID()] = append(planned[g.game.ID()], b)
						back, err := c.DecodeView(b)
						if err != nil {
							t.Fatalf("%s: %v", g.game, err)
						}
						if diff := cmp.Diff(v, back, viewOpts); diff != "" {
							t.Fatalf("%s seat %d view does not round-trip:\n%s", g.game, ls.Seat(), diff)
						}
					}
				}
				if m.Over() {
					break
				}
				mv, err := d.Next()
				if err != nil {
					t.Fatal(err)
				}
				back, err := c.ParseMove(mv.MoveSeat(), mv.String())
				if err != nil || back != mv {
					t.Fatalf("%s move %q reads back as %v, %v", g.game, mv, back, err)
				}
				if _, err := m.Apply(mv); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

func TestCodecRefusesStrangers(t *testing.T) {
	c, _ := CodecOf("threethirteen")
	if _, err := c.DecodeEvent(Event{Type: "Exploded", Data: []byte(`{}`)}); err == nil {
		t.Error("unknown event type decoded")
	}
	if _, err := c.DecodeEvent(Event{Type: "Drew", Data: []byte(`{"Seat":1,"Extra":2}`)}); err == nil {
		t.Error("an unknown field decoded")
	}
	if _, err := c.EncodeEvent(struct{ fmtStringer }{}); err == nil {
		t.Error("a foreign event encoded")
	}
	if _, err := CodecOf("chess"); err == nil {
		t.Error("a codec for chess")
	}
}

type fmtStringer struct{}

func (fmtStringer) String() string { return "" }
