package thirdwheel

// The fair deck (option "fairdeck", docs/rules/thirdwheel.md#fair-deck): after the
// deal, a number of cards are set aside face down, out of play for the whole game, so
// that the Duo's climb to exactly 100 and the Third Wheel's wait for the empty deck
// are a close race. The number was chosen by measurement for each set of house rules:
// with normal bots on every seat the Third Wheel wins 45–55% of the games (46.8–53.3%
// over 4,000 games in each set; without the fair deck 0–5%).
// docs/thirdwheel-balance.md has the commands and the whole table.
//
// The cards set aside are the bottom of the deck after the shuffle (the seeded
// generator's deck order, or the last cards of a stacked deck), so a record replays to
// the same cards; nobody sees them, and nothing brings them back (Play Out Hands starts
// when the shorter deck runs out).

// setAside is the number of cards the fair deck sets aside, by house rules: index
// snap | doubledown<<1 | actions<<2 | playout<<3.
var setAside = [16]int{
	//               base  snap  doubledown  snap+doubledown
	/* -               */ 19, 24, 17, 24,
	/* actions         */ 28, 31, 26, 31,
	/* playout         */ 26, 30, 24, 30,
	/* actions+playout */ 34, 36, 32, 36,
}

// SetAside is the number of cards the fair deck sets aside after the deal under these
// house rules (docs/rules/thirdwheel.md#fair-deck); 0 when FairDeck is off. The pace
// does not change it. The lobby and the deck panel show it; View.Aside is the same
// number.
func (o Options) SetAside() int {
	if !o.FairDeck {
		return 0
	}
	return setAside[o.houseRules()]
}

// houseRules numbers the set of house rules in force 0..15: snap 1, doubledown 2,
// actions 4, playout 8.
func (o Options) houseRules() int {
	n := 0
	for i, on := range []bool{o.Snap, o.DoubleDown, o.Actions, o.PlayOut} {
		if on {
			n |= 1 << i
		}
	}
	return n
}
