// Package threethirteen is the rules core of Three-Thirteen
// (docs/rules/threethirteen.md): the game state, moves, events, per-seat views, the
// exact meld solver and the bots. It is pure deterministic Go: all chance comes from
// the state's cards.RNG, so a game is exactly its Config plus its moves.
//
// # Shape
//
//	s, err := New(Config{Players: 4, Seed: 42})   // deals round 1
//	evs := s.Opening()                            // the events of that deal
//	for !s.Over() {
//		seat := s.Turn()
//		m := bot.Choose(s.View(seat))            // or a person's move; s.Legal(seat) lists them
//		evs, err = s.Apply(m)                     // *RuleError and no change if illegal
//	}
//	s.Scores(); s.Totals(); s.Winners()
//
// Moves have a text notation used by game records: "draw", "take", "discard 7H",
// "out 7H" (ParseMove, Move.String). Events are typed values in the order the table
// animates them; Redact hides from a seat what it may not see (another seat's dealt
// cards and stock draws). View gives a seat everything it may know and nothing more.
//
// # Rulings where the traditional rules are silent
//
// These are part of the rules shown to players; docs/rules/threethirteen.md states each
// of them.
//
//   - Deal: one card at a time, clockwise, starting with the player left of the dealer,
//     until each has the round's number of cards; the next card is turned face up to
//     start the discard pile and the rest is the stock. The first dealer is the first
//     draw of the game's generator (Config.FixedDealer overrides it).
//   - No separate "next round" move: the move that ends a round also reveals every
//     hand, scores the round and deals the next one (or the tiebreak round, or ends the
//     game), all in the events it returns.
//   - Going out is its own move (GoOut). A plain Discard never goes out, even when the
//     rest of the hand is all melds; such a hand still scores 0 at the end of the round.
//     A player on a last turn may go out too; that does not give anyone more turns.
//   - Scoring: every hand, the one that went out included, is arranged by the solver
//     for the least penalty; the arrangements are revealed to everyone (View.Reveal).
//   - forbid-retake: the card taken from the discard pile may not be discarded on the
//     same turn, and neither may an identical card from another deck (same rank and
//     suit); going out with it is a discard too, so it is forbidden as well. Cards drawn
//     from the stock are not affected.
//   - Empty stock: it is rebuilt when a player draws from it while it is empty: the top
//     discard stays, the rest of the discard pile is shuffled by the game's generator
//     into a new stock (event StockRebuilt, then Drew). Outside the hands there are
//     always at least 26 cards when someone must draw (2 players: 52 - 2×13; more
//     players have more decks), so a rebuild always finds cards. Should the stock ever
//     be empty with only one card in the discard pile, drawing from the stock is refused
//     (rule stock-empty) and the player takes the discard.
//   - Ties: after round 11 the lowest total wins and a tie shares the win. With
//     tiebreak-round, a tie for the lowest total starts one extra round, round 12: same
//     seats and rules, the deal passes on as usual, 13 cards each, kings wild. Everyone
//     plays it, but only the tied players can win: the one among them with the lowest
//     total after it (that is, the lowest round-12 penalty) wins; still tied, they share
//     the win.
//   - Public memory: a View lists, for every seat, the cards it took from the discard
//     pile and the cards it discarded this round, and the whole discard pile, as a
//     careful player would remember them. The stock's size is public, never its order.
package threethirteen
