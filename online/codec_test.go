package online

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"parlor/gameplay/match"
	"parlor/gameplay/threethirteen"
)

// TestTablesListEveryEvent checks each game's table against the event types its
// event.go declares (every type with an isEvent method).
func TestTablesListEveryEvent(t *testing.T) {
	for id, tab := range tables {
		fs := token.NewFileSet()
		f, err := parser.ParseFile(fs, filepath.Join("..", "gameplay", id, "event.go"), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		var declared []string
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Name.Name != "isEvent" || fd.Recv == nil {
				continue
			}
			if id, ok := fd.Recv.List[0].Type.(*ast.Ident); ok {
				declared = append(declared, id.Name)
			}
		}
		c, err := CodecOf(id)
		if err != nil {
			t.Fatal(err)
		}
		var listed []string
		for name := range c.byName {
			listed = append(listed, name)
		}
		slices.Sort(declared)
		slices.Sort(listed)
		if len(declared) == 0 || !slices.Equal(declared, listed) {
			t.Errorf("%s: event.go declares %v, the codec lists %v", id, declared, listed)
		}
		if len(tab.events) != len(listed) {
			t.Errorf("%s: a type is listed twice", id)
		}
	}
}

// roundTripGames are set-ups covering every game and the options that add event types.
var roundTripGames = []struct {
	game, variant string
	players       int
	options       []string
	levels        []string
}{
	{"threethirteen", "", 3, []string{"tiebreak-round"}, []string{"easy", "normal", "easy"}},
	{"troeven", "dummy", 3, nil, []string{"normal", "easy", "normal"}},
	{"troeven", "solo", 3, nil, []string{"easy", "easy", "normal"}},
	{"thirdwheel", "", 3, []string{"snap", "doubledown", "actions", "fairdeck"}, []string{"hard", "normal", "easy"}},
	{"thirdwheel", "", 3, []string{"playout", "doubledown"}, []string{"easy", "easy", "easy"}},
	{"triples", "", 4, nil, []string{"hard", "easy", "normal", "easy"}},
}

var viewOpts = cmp.Options{cmpopts.IgnoreUnexported(threethirteen.View{}), cmpopts.EquateEmpty()}

// TestEventsAndViewsRoundTrip plays whole games and sends every redacted event and every
// view through the codec: each comes back as the same Go value.
func TestEventsAndViewsRoundTrip(t *testing.T) {
	planned := map[string][][]byte{} // views by game, for the mangling test below
	defer func() { mangleViews(t, planned) }()
	for _, g := range roundTripGames {
		c, err := CodecOf(g.game)
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
						planned[g.game] = append(planned[g.game], b)
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
