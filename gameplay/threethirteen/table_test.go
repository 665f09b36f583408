package threethirteen

import "testing"

// TestBestDiscardPenalty: the least penalty one discard leaves, over the cards the seat
// may discard: with forbid-retake the card just taken from the discard pile is not one
// of them, even when throwing it back would go out.
func TestBestDiscardPenalty(t *testing.T) {
	for _, c := range []struct {
		opts Options
		want int
	}{{Options{}, 0}, {Options{ForbidRetake: true}, 19}} {
		s := newStacked(t, 2, 1, c.opts, []string{"4H 5H 6H", "9C 9D 2S"}, "KC", "")
		play(t, s, "take")
		v := s.View(0)
		if got := v.BestDiscardPenalty(); got != c.want {
			t.Errorf("forbid-retake %v: best discard leaves %d, want %d (hand %v, took %v)", c.opts.ForbidRetake, got, c.want, v.Hand, v.Took)
		}
	}
}

// TestSeatsAndStock: the next seat goes round the table clockwise, and a deal starts
// from 52 cards for each deck shuffled in.
func TestSeatsAndStock(t *testing.T) {
	if NextSeat(0, 4) != 1 || NextSeat(3, 4) != 0 || NextSeat(1, 2) != 0 {
		t.Error("NextSeat does not go round the table")
	}
	for players, want := range map[int]int{2: 52, 3: 104, 4: 104, 5: 156, 6: 156} {
		if got := DeckCards(players); got != want {
			t.Errorf("DeckCards(%d) = %d, want %d", players, got, want)
		}
		s, err := New(Config{Players: players, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		v := s.View(0)
		if dealt := v.StockSize + len(v.Discard) + players*v.HandSize; dealt != want {
			t.Errorf("%d players: stock, pile and hands hold %d cards, DeckCards says %d", players, dealt, want)
		}
	}
}
