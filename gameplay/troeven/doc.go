// Package troeven is the rules core of 3-Player Troeven (docs/rules/troeven.md), both
// versions: Dummy (version 1, the default: 32 cards, the caller partners a dummy) and
// Solo (version 2: 30 cards, everyone alone). It is pure, deterministic Go: all chance
// comes from the game's seeded cards.RNG.
//
// # Shape
//
// New(Config) starts a game and deals the first part of round 1 (Opening gives those
// events). The seat to move (ToMove) makes Moves; Apply checks a move against the rules
// and either rejects it with a *RuleError (state unchanged) or returns the events it
// caused, in the order the table animates them. Step is the same without events and
// without allocating, for playouts (with RandomMove) and bot searches. View(seat) is
// all a seat may see; bots (NewBot) decide from views only. Redact hides the cards of
// an event from a seat that may not see them.
//
// # Seats and positions
//
// The three players are seats 0, 1 and 2, clockwise. Each round the dealer (seeded
// random for round 1, then the next seat clockwise) deals; the caller is the seat
// left of the dealer (dealer+1) and names trumps and leads the first trick; the seat
// right of the dealer (dealer+2) cuts. In Dummy the table has four positions,
// clockwise dealer, caller, opponent (dealer+2), dummy: the dummy sits between the
// opponent and the dealer (*) and is position DummySeat (3) in events and views. It is not
// a seat: on its turn ToMove is the caller, who plays one of its face-up cards with a
// Move{Seat: caller, Kind: PlayCard, Card: c, FromDummy: true} ("dummy 10H"). Sides in
// Dummy: SideCaller (caller + dummy) and SideDealer (dealer + opponent).
//
// # A round
//
//  1. Cut: the dealer's shuffled deck is cut by the seat right of the dealer: 4 to
//     size-4 cards (drawn from the generator) go from the top to the bottom (*).
//  2. Dealt stage 1: Dummy: 4 cards each to the caller, the opponent and the dealer,
//     in that order (*: packets and their order); Solo: 5 cards to the caller only.
//  3. TrumpNamed: the caller names any suit (held or not): "trump H".
//  4. Dealt stage 2: Dummy: 4 more to each player (caller, opponent, dealer), then 4
//     cards face down to the dummy (columns 0..3) and 4 face up, one on each. Solo:
//     5 more to the caller, then 10 each to the seat right of the dealer and the
//     dealer (*).
//  5. Tricks (8 in Dummy, 10 in Solo): the caller leads the first; every position
//     follows the led suit if it can, else plays any card (no duty to trump). The
//     highest trump wins, else the highest card of the led suit (A K Q J 10 9 8 7);
//     the winner leads the next (*: when the dummy wins, the dummy leads). The dummy
//     plays only its face-up cards and must follow suit when one of them can (a
//     face-down card does not count); when a face-up card is played, the card under
//     it turns up (DummyCardTurned). Card points: A 4, K 3, Q 2, J 1 (40 a round).
//  6. RoundScored, then GameOver or the next round's Cut.
//
// # Scoring (rulings where the traditional rules are silent are marked *)
//
// The tally is kept per player (*, docs/rules/troeven.md#tallies-are-kept-per-player:
// the roles, and so the Dummy teams, change every round as the deal moves, so a fixed
// team tally cannot exist; each player's own sheet of branches takes the result of the
// side the player was on that round). Everyone starts at 7 branches in Dummy, 5 in Solo.
//   - Dummy: the side with more card points wins the round. The caller's side wins:
//     the caller cancels a branch (-1). The dealer's side wins: the dealer and the
//     opponent each cancel one (-1) and the caller adds a branch (+1). 20-20: nothing.
//   - Solo: the player with the most card points cancels a branch; if that is not the
//     caller, the caller adds one. A tie for the most (the caller's included): nothing.
//   - After a round, every player at 0 wins and the game ends (*: in Dummy the dealer
//     and the opponent can reach 0 together and share the win).
//
// The Sheet of a View draws a tally the seed's way: Branches lines, Balls of them
// cancelled; the tally is Branches - Balls.
//
// # Move notation
//
// Game records hold moves as text, always made by the seat to move (ToMove):
//
//	trump H     the caller names trumps (C D H S; names such as "hearts" are read too)
//	play 10H    play a card from one's own hand
//	dummy 10H   the caller plays the dummy's face-up 10H
//
// Cards use the French notation of docs/game-record.md#card-notation (rank 7 8 9 10 J Q
// K A, also T, then C D H S).
//
// # Bots
//
// NewBot(level, seat, seed) makes a bot for a seat; it decides from that seat's View
// only (the caller's bot also plays the dummy), and its chance comes from its own
// generator, cards.Derive(seed, seat), so the same seed and views give the same moves.
//   - easy names a random trump and plays a random legal card.
//   - normal names trumps by length and high cards and plays by rules of thumb: the
//     cheapest card sure to win, trumps kept for tricks worth points, points given to a
//     partner sure to win, otherwise the lowest zero-point card; it counts the cards
//     played and who showed out of a suit to know the masters.
//   - hard searches: it deals the cards it cannot see in every way its view allows
//     (hand sizes, the dummy's face-down row, the suits each player showed out of; every
//     consistent deal equally likely), 64 deals per decision, tries each legal card (or
//     each trump suit) on every deal, plays the round out with the normal policy and
//     keeps the move whose rounds are worth most to it (its tally against the others',
//     the game when a tally reaches 0, then the card-point margin). It is a Thinker:
//     Begin, Step (at most 16 playouts, about 0.13 ms on the desktop), Result; a whole
//     decision takes about 1.2 ms (BenchmarkHardChooseDummy, BenchmarkHardStep).
//
// # Stacked decks
//
// Config.Decks[i] is round i+1's deck in deal order, after the cut (the packets of
// "A round" are taken from its top in turn); the cut is still drawn for the animation.
package troeven
