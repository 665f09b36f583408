//go:build display

package scenetest_test

import (
	"reflect"
	"testing"

	"parlor/gameplay/match"
	"parlor/online"
	"parlor/scenes"
)

// TestPredict plays whole games of every game that predicts its moves' first events
// (GameInfo.Predict, which an online table shows before the server answers) with bots,
// and checks each prediction against what the server would send the mover: the move's
// events redacted for the mover's seat, through the wire codec. A prediction must be
// exactly those events' head, or the online table would take the move back and show the
// game afresh.
func TestPredict(t *testing.T) {
	games := 0
	for _, g := range scenes.Games() {
		if g.Predict == nil {
			continue
		}
		games++
		codec, err := online.CodecOf(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			players := g.DefaultPlayers
			levels := make([]string, players)
			bots := make([]match.Bot, players)
			for i := range levels {
				levels[i] = g.DefaultLevel
				if bots[i], err = g.Game.NewBot(g.DefaultLevel, i, seed); err != nil {
					t.Fatal(err)
				}
			}
			m, err := match.New(g.Game, match.Config{Game: g.ID, Players: players, Seed: seed}, levels)
			if err != nil {
				t.Fatal(err)
			}
			seats := make([]*match.LocalSeat, players)
			for i := range seats {
				seats[i], _ = m.Seat(i)
			}
			predicted := 0
			for n := 0; !m.Over() && n < 100_000; n++ {
				s := m.ToMove()
				if s < 0 {
					t.Fatalf("%s seed %d: a reaction window (no game with one predicts)", g.ID, seed)
				}
				h := seats[s]
				h.Events()
				v := h.View()
				mv := match.Choose(bots[s], v)
				pred := g.Predict(v, mv)
				if err := h.Submit(mv); err != nil {
					t.Fatalf("%s seed %d: %v: %v", g.ID, seed, mv, err)
				}
				if pred == nil {
					continue
				}
				predicted++
				var got []match.Event
				for _, e := range h.Events() {
					w, err := codec.EncodeEvent(e)
					if err != nil {
						t.Fatal(err)
					}
					d, err := codec.DecodeEvent(w)
					if err != nil {
						t.Fatal(err)
					}
					got = append(got, d)
				}
				if len(got) < len(pred) || !reflect.DeepEqual(got[:len(pred)], pred) {
					t.Fatalf("%s seed %d, seat %d's %v: predicted %v, the server sends %v", g.ID, seed, s, mv, pred, got)
				}
			}
			if !m.Over() || predicted == 0 {
				t.Errorf("%s seed %d: over %v after predicting %d moves", g.ID, seed, m.Over(), predicted)
			}
			t.Logf("%s seed %d: %d moves predicted, all as the server sends them", g.ID, seed, predicted)
		}
	}
	if games < 2 {
		t.Errorf("%d games predict their moves; Three-Thirteen and Troeven should", games)
	}
}
