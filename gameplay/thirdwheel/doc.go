// Package thirdwheel is the rules core of Third Wheel (docs/rules/thirdwheel.md) with its
// four house rules (snap, doubledown, actions, playout), its real-time slap races and its
// bots. It has the shape shared by Parlor's games: Config → New; Legal, Apply (a rejected
// move is a *RuleError and leaves the state untouched), View, typed Events and Redact. It
// is pure deterministic Go: all chance (roles, the shuffle, race tie-breaks, the cards
// Read the Room swaps) comes from the state's cards.RNG, and time is an input: moves made
// in a race carry their stamp in ms and the clock moves only by Tick moves. A game is
// exactly Config + []Move.
//
// # Cards and notation
//
// Card is a suit card ("12R": rank 1..13, suit H F R D for heart, flowers, ring, disco),
// a Wild ("W") or an action card ("HIKE", "SILENCE", "TALK", "ROOM"). The deck is 54
// cards (52 + 2 Wilds), 60 with action cards (the Wilds become 2 Take a Hike; 2 each of
// the other three are added). Moves are written "SEAT: VERB [ARGS] [@MS]" (Move.String,
// ParseMove): "1: play 12R", "1: play HIKE 7", "1: play ROOM 2", "0: match 7F",
// "0: block", "0: withdraw", "0: room 1", "2: shield @600", "0: counter @700",
// "0: slap @412", "0: pass", "0: discard 3H", "tick @1500".
//
// # The game
//
// Roles are drawn at random (a seeded shuffle). Each player gets 5 cards, dealt one at a
// time in role order Duo 1, Third Wheel (TW), Duo 2. Turn order is Duo 1, TW, Duo 2, TW…
// A Duo turn starts with an automatic draw (Drew), then the player plays a card
// (MovePlay): its value (rank, Wild 14, action 0) is added to the score; exactly 100 wins
// for the Duo; over 100 is a bust and the score drops to 50. On its turn the TW matches
// the card just played (MoveMatch: both cards leave the game, the Duo card's value comes
// off the score, the TW draws a replacement) or passes (MovePass). The TW wins when a Duo
// player must draw and the deck is empty.
//
// The fair deck (option "fairdeck", docs/rules/thirdwheel.md#fair-deck) sets
// Options.SetAside() cards aside after the deal, face down and out of play: the bottom
// of the deck (fairdeck.go has the measured number for each set of house rules).
// View.Aside shows how many.
//
// # Reaction windows and slap races
//
// A reaction window opens after each Duo card with Snap Match, on a pair with Double-Down,
// and (base game with action cards) after a TW cancel, for the Duo's shield. Its clock
// counts ms of game time from 0; it closes at its deadline (the pace, 1500 ms unless the
// option "pace=MS" says otherwise), when the next Duo card lands, or (a base-game window)
// as soon as nothing more can happen in it. While a window is open:
//
//   - every move except MoveDiscard and MoveTick is stamped (Move.At, ≥ the window's
//     Clock) and only queued (event Submitted, seen by its own seat only); each seat has
//     at most one move queued;
//   - Tick(T) (T > Clock) settles everything stamped before T, earliest stamp first;
//     moves with equal stamps are put in an order drawn from the generator (a tie), and
//     the later ones lose the race by 0 ms; then Clock = T. A tick at or past the
//     deadline settles the stamps before the deadline, then closes the window there;
//   - the next Duo card closes the window at its stamp. Whatever is queued behind the
//     close (stamped later, or the loser of a tie) is late: a TW slap under Snap Match
//     is then a miss, a Duo card is simply played after the close, anything else does
//     nothing; RaceLost tells the loser by how many ms (ByMs) and who won;
//   - when the game ends, what is still queued is cancelled (Cancelled "game-over").
//
// Outside a window moves are not queued: they take effect at once and At is ignored,
// except for a slap: it lands after the last window closed (a miss, see "False slaps
// cost" below), and its stamp, in that window's time, only sets RaceLost.ByMs.
//
// A table feeds each frame's input stamped with the window time it happened at (raised
// to Clock if the clock has passed it), then Tick(now+1); press to registered slap is
// the same frame (Submitted), the verdict comes with the tick. Bots plan their stamped
// moves with Bot.React; a Planner keeps the plans and hands each one out when the clock
// reaches it, and drops it if the window (or the game) ends first: a pending bot slap is
// cancelled, never made late. Driver does all of this headlessly for parlor-sim and tests.
//
// # Rulings where the traditional rules are silent
//
// These are part of the rules shown to players; docs/rules/thirdwheel.md states each of
// them.
//
//   - Draws: the Duo's draw is automatic at the start of its turn. With Snap Match the
//     next Duo player draws as soon as the previous card lands (its turn starts while the
//     window runs, so it may play into it). The empty-deck check is made at that draw:
//     in the base game after the TW's turn, with Snap Match when the previous card lands
//     (the TW cannot answer that last card then).
//   - Exactly 100 ends the game at once: nobody can answer the card. A bust card stays
//     on the table and may still be matched or snapped (its value comes off the 50).
//   - No subtraction takes the score below the Double-Down floor or below 0.
//   - Pairs: the two top table cards pair when both score and have the same rank, or one
//     is a Wild. This is the snap and the Double-Down ("the same rank twice in a row").
//     Only table cards count: cards matched, cancelled or discarded are gone, and taking
//     the top card off uncovers the card below, which the next card is compared with.
//     A Duo's action card (other than a named Take a Hike) lies on the table with no
//     rank and breaks a pair.
//   - Matching: the TW's card matches when it has the Duo card's rank, or it is a Wild or
//     a Take a Hike, or the Duo card is a Wild (a Wild matches anything). Only a scoring
//     Duo card can be matched or blocked. A replacement is drawn only after a match.
//   - Snap Match: the TW has no turn and no pass; in each window it has one answer:
//     match, block, withdraw, Read the Room or a slap (a counter is extra). A slap
//     with no pair, or after the window closed, is a miss (see "False slaps cost").
//   - Wild snaps once (docs/rules/thirdwheel.md#wild-snaps-once): a snap on a pair
//     with a Wild (the card just played or the Duo card under it) cancels both cards,
//     the Wild included, and subtracts both values; a plain snap cancels only the card
//     just played. So a Wild left uncovered pairs with one later card at most.
//   - Double-Down: in the base game the race runs in its own window right after the
//     card, before the TW's turn, which starts when the window closes. With Snap Match
//     the race is part of the card's window and the TW's slap on the pair is its answer:
//     winning the race takes both cards off (that includes the snap); a slap after the
//     race is won loses it (SlapLost, nothing owed), also when the window closed in
//     between (a base-game race window closes as soon as the race is won). Each racer
//     slaps once. A Duo win sets the floor to the score (the floor only rises); a bust
//     then drops to the floor when it is over 50. A TW answer that takes a card of the
//     pair (match, block, withdraw) ends the race in the TW's favour.
//   - False slaps cost (docs/rules/thirdwheel.md#false-slaps), under Snap Match and
//     Double-Down alike. From the first Duo card until Play Out Hands the TW may slap at
//     any time and, with Double-Down, so may a Duo player; a slap that does not snap a
//     pair or race (no pair, not the slapper's race, no window open, or after its window
//     closed) is a miss. The TW's miss owes a discard of its choice ("discard CARD", its
//     next move; nothing else of the TW's is accepted until it is made; the clock keeps
//     running); penalty discards are shown face up and go out of the game. A Duo
//     player's miss, or the miss of a TW with no card to discard, locks that player out
//     of slapping for LockoutMs (1000 ms) of game time: its slaps stamped earlier are
//     refused (locked-out). Refusals cost nothing: a second slap in one window
//     (one-response or one-pending) and a Duo slap without Double-Down.
//   - Game time (docs/rules/thirdwheel.md#game-time-is-real-time): stamps, windows,
//     races, reaction times and the lockout are ms of game time, which is the windows'
//     clocks. When a Duo card closes a window it opens the next at the same instant, so
//     a lockout runs on into it ms for ms; between a window closed at its deadline (or
//     settled) and the next one the clock stands still (moves there carry no time), so
//     the rest of a lockout waits for the next window. View.LockedUntil shows every
//     seat's lockout.
//   - Action cards. Take a Hike: the Duo names its rank (value and pairs as that rank);
//     the TW matches any scoring card with it. Awkward Silence: the TW's block cancels
//     the card just played without a match (no replacement); a Duo player shields any
//     TW cancel (match, block, withdraw, snap, Double-Down win) that took points, in the
//     same window: the points come back, the cards stay gone; the TW may counter that
//     shield in the same window: the points come off again. One shield and one counter
//     per cancel; if both Duo players shield at once, one wins the race and the other
//     keeps its card. In the base game a TW cancel on its turn opens a window (the pace)
//     for the shield while the next Duo turn starts; the next Duo card closes it. A block
//     and a counter are both "Awkward Silence blocks": the Duo's Talking Too Much (its
//     turn's card, 0 points) gives back the points of the last one. The TW's Talking Too
//     Much withdraws the topmost scoring table card when the score is 85 or more when it
//     is made. Read the Room: one random card each way between the chosen Duo hand (any
//     Duo seat for the TW; the player itself or its partner for a Duo player) and the
//     TW's, after the Room card has left; nothing moves if either hand is empty. The
//     TW's action cards are its answers (its turn, or its window answer) and go out of
//     the game; a Duo's action card is its turn's card and lies on the table (0 points).
//     A Duo player may play Awkward Silence on its turn: 0 points, no effect.
//   - Play Out Hands starts when a Duo player must draw from the empty deck: no more
//     windows or TW moves; Duo players alternate, one with no cards is skipped; when, at
//     the start of a Duo turn, neither Duo hand holds a scoring card (a suit card, a
//     Wild, a Take a Hike), the TW wins. 100 still wins and a bust still drops.
//   - As docs/rules/thirdwheel.md#pace says, a window closes when the next Duo player
//     plays, and a Duo bot plays after its reaction time: the next Duo bot plans its
//     card at its reaction time (Bot.React), cutting the window short; against a human
//     Duo the window lasts the whole pace. Reaction times also apply to slaps, answers,
//     shields and counters.
//   - A game is one round: parlor-sim's "rounds" list has one entry.
//
// # Bots
//
// NewBot(level, seat, seed): reaction times easy 700–1000 ms, normal 450–700, hard
// 250–450 (ms of game time), and Snap Match false-slap rates 10%, 4%, 1%, drawn from a
// stream derived from the seed, the seat, the window and its version (Reactions). All
// levels slap a pair at once (their reaction time), race every Double-Down, and (next
// Duo player) play their card at their reaction time, closing the window.
//
//   - Duo. Easy plays its lowest card. Normal takes an exact 100, else its highest safe
//     card. Hard reads the table (know.go): far from 100 it climbs with the cards the
//     Third Wheel is least likely to match (a rank it let go by, View.LetPass, is
//     safe); closer it leaves its partner the gap one card most likely closes without
//     forcing a bust, never the gap the partner just showed it cannot close
//     (View.Unfinished); it keeps a Wild, a Take a Hike and Awkward Silence back, and
//     keeps clear of pairs the Third Wheel could snap or race.
//   - Third Wheel. Easy matches whenever it can, spending a Wild on anything. Normal
//     matches with a same-rank card, a Wild on a card of 8 or more or near 100, and
//     blocks and withdraws near 100. Hard weighs every answer (a match with each card,
//     letting the card go, a block, a withdrawal, Read the Room) by look-ahead on
//     determinizations of its view (search.go, sim.go), which saves Wilds for the cards
//     that matter and plays the action cards where they count.
//
// What the levels are worth, per house rule and role, is measured in
// docs/thirdwheel-balance.md.
package thirdwheel
