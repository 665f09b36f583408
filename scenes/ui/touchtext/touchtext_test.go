package touchtext

import "testing"

// TestRewrite: the game's own texts, as a person playing by touch reads them.
func TestRewrite(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Space · gamepad A", ""},
		{"Space · F2 to change", ""},
		{"Draw a card first: click the stock (S) or the discard pile (D).", "Draw a card first: tap the stock or the discard pile."},
		{"Choose a card to discard: click it (or ← →), then click it again or press Enter.", "Choose a card to discard: tap it, then tap it again."},
		{"Discard a card: click it twice, drag it to the pile, or ← → then Enter", "Discard a card: tap it twice, drag it to the pile"},
		{"Your turn: click a card (or ← → and Enter)", "Your turn: tap a card"},
		{"Name trumps first: click a suit, or press C, D, H or S.", "Name trumps first: tap a suit."},
		{"You must take 2 cards and miss this turn: press D or click the draw pile", "You must take 2 cards and miss this turn: tap the draw pile"},
		{"Ann: click or press Enter when you are ready.", "Ann: tap when you are ready."},
		{"Any key or click closes this help", "A tap closes this help"},
		{"The turn clock ran out, so a bot plays your seat until you are back. Press any key or click to play on.", "The turn clock ran out, so a bot plays your seat until you are back. Tap to play on."},
		{"Pair on top? SLAP (Space). Or click a card to match.", "Pair on top? SLAP. Or tap a card to match."},
		{"Take a Hike: click the rank to play it as (Esc puts it back)", "Take a Hike: tap the rank to play it as"},
		{"Join room BCDF (Enter or click)", "Join room BCDF"},
		{"Left/Right or click: a person at this screen, or a bot and its level", "Tap: a person at this screen, or a bot and its level"},
		{"Tab / arrows to move · Enter to choose · ← → to change", ""},
		{"Click a move to go there · V or Esc closes", "Tap a move to go there"},
		{"Double triple! Click the opponent who draws 2.", "Double triple! Tap the opponent who draws 2."},
		// Texts with no key and no click are left as they are.
		{"With a dummy partner (32 cards)", "With a dummy partner (32 cards)"},
		{"Seat 1 · You", "Seat 1 · You"},
		{"A game is in progress (Triples, round 1)", "A game is in progress (Triples, round 1)"},
		{"Continue: Triples, round 1, just now", "Continue: Triples, round 1, just now"},
		{"Duo 1 · 42 points", "Duo 1 · 42 points"},
	} {
		got := Rewrite(c.in)
		if got != c.want {
			t.Errorf("Rewrite(%q)\n = %q\nwant %q", c.in, got, c.want)
		}
		if again := Rewrite(got); again != got {
			t.Errorf("Rewrite of %q's result %q gives %q", c.in, got, again)
		}
	}
}
