package threethirteen

import (
	"parlor/gameplay/cards"
	tt "parlor/gameplay/threethirteen"
)

// wildTag is what a wild in a revealed meld is tagged with: the card it stands for and
// its words ("= 5H", or "= 7" for a wild in a set when every suit of 7 is already
// there); zero for a card that stands for itself.
type wildTag struct {
	as   cards.Card
	text string
}

// wildTags tags every card of a's melds (tags[meld][card]). A run's wild stands for the
// one card its place needs. A set's wild stands for a card of the set's rank that the
// hand could still lack: its suit is one held fewer times than there are decks (the
// hand's other cards counted, and the wilds tagged before it), so two wilds never both
// claim the one 7C of a single deck; when no suit is left, the tag names the rank only.
func wildTags(a tt.Arrangement, decks int) [][]wildTag {
	held := map[cards.Card]int{}
	wild := func(ml tt.Meld, k int) bool { return k < len(ml.As) && ml.As[k] != ml.Cards[k] && ml.As[k].Valid() }
	for _, ml := range a.Melds {
		for k, c := range ml.Cards {
			if !wild(ml, k) {
				held[c]++
			}
		}
	}
	for _, c := range a.Leftover {
		held[c]++
	}
	tags := make([][]wildTag, len(a.Melds))
	for g, ml := range a.Melds {
		tags[g] = make([]wildTag, len(ml.Cards))
		for k := range ml.Cards {
			if !wild(ml, k) {
				continue
			}
			as := ml.As[k]
			if ml.Kind == tt.Set {
				as = cards.Card{}
				for _, s := range cards.Suits {
					if c := (cards.Card{Rank: ml.As[k].Rank, Suit: s}); held[c] < decks {
						as = c
						break
					}
				}
			}
			if !as.Valid() {
				tags[g][k] = wildTag{text: "= " + ml.As[k].Rank.String()}
				continue
			}
			held[as]++
			tags[g][k] = wildTag{as: as, text: "= " + as.String()}
		}
	}
	return tags
}
