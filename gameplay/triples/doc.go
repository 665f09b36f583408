// Package triples is the rules core of Triples (docs/rules/triples.md) for 2 to 10
// players, with the chill option, and its bots. It follows the shape shared by Parlor's
// games: Config → New; Legal, Apply (a rejected move is a *RuleError and leaves the state
// untouched), View, typed Events and Redact. It is pure deterministic Go: all chance
// comes from the state's cards.RNG.
//
// # Cards
//
// Card has a Colour (R B G Y P), a Shape (H S C Q T: heart, star, circle, square,
// triangle) and a number 1..5: 125 cards, each once. The 5-heart and 5-star of each
// colour are the ten Draw 2 cards. Notation (docs/game-record.md#card-notation): "GC3",
// "RH5+2", read case-insensitively and printed canonically. The "+2" may be left off when
// reading ("RH5" is the Draw 2 RH5+2: the deck holds one RH5 and it is a Draw 2), but
// "+2" on any other card ("RC3+2") is an error. The zero Card is a face-down card in
// views and redacted events.
//
// # Moves
//
// Record notation (Move.String, ParseMove): "play GH3" (one card), "play RH5+2 GH3" (two
// cards, laid in that order: the last ends on top), "draw", "target 3". A double triple's
// target is always a move of its own, right after the play, by the same player.
//
// # Rulings where the traditional rules are silent
//
// These are part of the rules shown to players; docs/rules/triples.md states each of
// them.
//
//   - Dealer draw: the deck is shuffled and every seat draws one card in seat order; the
//     seats tied for the highest number draw again (only they, in seat order, from the
//     same deck) until one is highest alone (DealerDraw.Draw numbers the draws). The cards
//     go back and the deck is shuffled again for the deal (or stacked: Config.Decks).
//   - The deal is one card at a time clockwise from the dealer's left; then the starter.
//   - First turn: while no play has been made in the round (the play area holds only the
//     starter), the seat on turn must play two cards making a triple with the starter if it
//     can, and may draw only if it cannot (rule first-turn-must-play). This also holds for
//     the seat after a player skipped by a Draw 2 starter, and for every seat after a
//     first player who drew. Later, drawing is always allowed while a card can be drawn.
//   - One card needs two cards on the play area (the top two); a card is never counted
//     twice, so one card on the starter alone is no triple (rule one-card-needs-two).
//   - Draw 2: the penalty falls on the next seat, which must take it with "draw" (its only
//     legal move): it draws the cards and its turn ends (Skipped). Only Draw 2 cards laid
//     in the same play stack: two in one play make 4. A seat that owes cards cannot answer
//     with a Draw 2 of its own, and a starter Draw 2 counts 2.
//   - Double triple: the player names the target right after the play ("target N", any
//     opponent); the target draws 2 at once and does not lose a turn. A Draw 2 in the same
//     play still falls on the next seat, which may be the target too (2 + 2 then).
//   - Going out with a Draw 2 or a double triple: the penalties of that last play are
//     still drawn (at once) before the round is scored.
//   - Empty draw pile: the play area's top 3 cards stay, the rest are shuffled with the
//     game's generator into a new draw pile (Reshuffled), also in the middle of a
//     penalty. If the area holds 3 cards or fewer nothing can be drawn: a penalty draws
//     what there is; a player who would draw instead passes (Passed), which is legal only
//     when it has no play (rule nothing-to-draw). When every seat has passed in a row
//     (skipped seats not counted), the round is blocked: it ends with nobody out, every
//     hand scores, and in chill mode nobody wins it.
//   - Scoring: the player out scores 0, the others their cards (Draw 2: 10, else the
//     number). After 3 rounds the lowest total wins; a tie shares the win. Each new round
//     gathers and reshuffles all 125 cards and the seat left of the last dealer deals.
//   - Chill mode: no points; Config.Rounds rounds are played (default 3); each round is
//     won by the player who goes out; the game is won by the most rounds won, ties sharing
//     (all seats share it if every round was blocked).
//
// # Bots
//
// NewBot(level, seat, seed): easy makes the first legal move (plays whenever it can);
// normal sheds high-scoring cards first, holds a Draw 2 unless the next player has 2 cards
// or fewer (or no other play exists), and aims double triples at the leader (lowest total
// counting 3.4 points per card in hand; chill: most rounds won, then fewest cards). Hard
// is a Thinker: it deals the cards it cannot see (all but its hand and the play area) at
// random into the other hands and the draw pile 10 times, tries its 8 best-looking plays
// (and the draw) on each deal, lets the others answer with the normal policy until its
// next turn (at most 3 moves), and keeps the best average. Cost: at most 90 Steps of about
// 10 µs each, about 0.5 ms per decision on a 2-core machine, so the browser can think in
// slices or all at once. In seeded 2-player games hard wins about 58% against normal, and
// normal about 60% against easy. All bots decide from a View only.
package triples
