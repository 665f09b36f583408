//go:build !js

package saves

import (
	"testing"
	"time"

	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/threethirteen"
)

// BenchmarkSaveGame is the cost of one autosave (a record written atomically, with
// fsync, to a folder) late in a long game: a Three-Thirteen game of 4 after 600 moves,
// and a Third Wheel game with Snap Match (a clock tick is a move) played to its end.
func BenchmarkSaveGame(b *testing.B) {
	for _, c := range []struct {
		name string
		m    func(t *testing.T) *match.Match
	}{
		{"threethirteen-600", func(t *testing.T) *match.Match {
			return playTo(t, threethirteen.Game, match.Config{Players: 4, Seed: 3}, []string{"human", "easy", "easy", "easy"}, 600)
		}},
		{"thirdwheel-snap-whole", func(t *testing.T) *match.Match {
			return playTo(t, thirdwheel.Game, match.Config{Players: 3, Seed: 5, Options: []string{thirdwheel.OptSnap, thirdwheel.OptDoubleDown}}, []string{"human", "easy", "easy"}, -1)
		}},
	} {
		m := c.m(&testing.T{})
		st := Dir{Root: b.TempDir()}
		b.Run(c.name, func(b *testing.B) {
			b.ReportMetric(float64(m.Len()), "moves")
			for b.Loop() {
				if err := SaveGame(st, m, time.Now()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
