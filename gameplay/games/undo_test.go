package games

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"parlor/gameplay/match"
	"parlor/gameplay/match/matchtest"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/triples"
	"parlor/gameplay/troeven"
)

// TestUndoNeverTakesBackASeenCard: in every game, after each move, the mover may take
// it back exactly when none of its events showed the mover a card hidden from it until
// then; a refused undo is a *match.RevealError saying what was seen, in words, and
// leaves the match as it was. The moves the issue named are among the refusals: a
// Three-Thirteen stock draw, naming trumps in Troeven (the rest of the hand comes with
// it), a Triples draw, a Third Wheel draw.
func TestUndoNeverTakesBackASeenCard(t *testing.T) {
	named := map[string]func(match.Move) bool{
		threethirteen.Game.ID(): func(mv match.Move) bool { return mv.String() == "draw" },
		troeven.Game.ID():       func(mv match.Move) bool { return strings.HasPrefix(mv.String(), "trump ") },
		triples.Game.ID():       func(mv match.Move) bool { return mv.String() == "draw" },
		thirdwheel.Game.ID():    func(mv match.Move) bool { return true },
	}
	for _, g := range All {
		t.Run(g.ID(), func(t *testing.T) {
			lo, _ := g.Seats()
			refused, allowed, namedRefused := 0, 0, 0
			for seed := uint64(1); seed <= 3; seed++ {
				m, err := match.New(g, match.Config{Players: lo, Seed: seed}, nil)
				if err != nil {
					t.Fatal(err)
				}
				playBots(t, m, seed, 400, func(mv match.Move, evs []match.Event) {
					seat := mv.MoveSeat()
					if seat < 0 || m.Over() {
						return
					}
					seen := ""
					for _, e := range evs {
						if w := g.Reveals(e, seat); w != "" && seen == "" {
							seen = w
						}
					}
					n := m.Len() - 1
					if seen == "" {
						if err := m.Clone().TakeBack(seat, n); err != nil {
							t.Fatalf("seed %d: %q showed seat %d nothing hidden, yet undo is refused: %v", seed, mv, seat, err)
						}
						allowed++
						return
					}
					before := snapshot(m, seat)
					err := m.TakeBack(seat, n)
					var re *match.RevealError
					if !errors.As(err, &re) || re.Move != n || re.What != seen {
						t.Fatalf("seed %d: undo of %q (it showed %s) gave %v, want a RevealError", seed, mv, seen, err)
					}
					if msg := err.Error(); !strings.Contains(msg, "you have seen "+seen) || !strings.Contains(msg, "undo never goes back") {
						t.Fatalf("seed %d: refusal %q does not say why in words", seed, msg)
					}
					if after := snapshot(m, seat); !reflect.DeepEqual(before, after) {
						t.Fatalf("seed %d: a refused undo changed the match:\n%v\n%v", seed, before, after)
					}
					refused++
					if named[g.ID()](mv) {
						namedRefused++
					}
				})
			}
			if refused == 0 || namedRefused == 0 || (allowed == 0 && g.ID() != thirdwheel.Game.ID()) {
				t.Fatalf("%d refused (%d of the named moves), %d allowed: the games tested nothing", refused, namedRefused, allowed)
			}
		})
	}
}

// playBots plays m with normal bots for at most limit moves (or to its end), calling
// after with each move and its events.
func playBots(t *testing.T, m *match.Match, seed uint64, limit int, after func(match.Move, []match.Event)) {
	t.Helper()
	levels := make([]string, m.Players())
	for i := range levels {
		levels[i] = "normal"
	}
	d := match.NewDriver(m.Live(), matchtest.Bots(t, m.Game(), seed, levels...))
	for n := 0; n < limit && !m.Over(); n++ {
		mv, err := d.Next()
		if err != nil {
			t.Fatal(err)
		}
		evs, err := m.Apply(mv)
		if err != nil {
			t.Fatalf("%s: bot move %q refused: %v", m.Game().ID(), mv, err)
		}
		after(mv, evs)
	}
}

// snapshot is what a refused undo must leave as it was: the log, the undo count and
// seat's view.
func snapshot(m *match.Match, seat int) []string {
	var log []string
	for _, e := range m.Log() {
		log = append(log, e.Text)
	}
	return []string{strings.Join(log, ";"), fmt.Sprint(m.Undos()), fmt.Sprintf("%+v", m.View(seat))}
}
