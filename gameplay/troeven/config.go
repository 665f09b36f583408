package troeven

import "parlor/gameplay/cards"

// Config sets up a game.
type Config struct {
	// Variant is Dummy (also for "") or Solo.
	Variant Variant
	// Players must be 0 (meaning 3) or 3.
	Players int
	// Seed seeds the game's generator: first dealer, shuffles and cuts.
	Seed uint64
	// Decks optionally stacks the deal: Decks[i] is round i+1's whole deck in deal
	// order (top card first, after the cut), and must hold every card of the variant's
	// deck once (Deck(Variant)). Later rounds, and rounds whose entry is empty, are
	// shuffled from the seed. The cut is still drawn from the generator, for the
	// animation only.
	Decks [][]cards.Card
}
