package main

import (
	"io"
	"strings"

	"parlor/gameplay/cards"
	"parlor/gameplay/troeven"
	"parlor/internal/clip"
)

func init() {
	registerCommand("trick", cmdTrick)
}

// cmdTrick is `parlor-sim trick -trump SUIT CARD...`: the winner of one Troeven trick,
// cards in play order (the first leads), as {"winner":INDEX,"card":"…"}. Cards may
// come before or after -trump and may be separated by commas too. A suit that is not
// C D H S (or its name), a card outside the 32-card Troeven deck, a card given twice,
// or other than 1 to 4 cards: exit 2 naming it.
func cmdTrick(args []string, _ io.Reader, stdout io.Writer) error {
	var trumpText string
	haveTrump := false
	var played []cards.Card
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-trump" || a == "--trump":
			if i+1 >= len(args) {
				return badf("-trump needs a suit (C, D, H or S)")
			}
			trumpText, haveTrump = args[i+1], true
			i++
		case strings.HasPrefix(a, "-trump=") || strings.HasPrefix(a, "--trump="):
			_, trumpText, _ = strings.Cut(a, "=")
			haveTrump = true
		case strings.HasPrefix(a, "-"):
			return badf("unknown flag %s (want -trump SUIT CARD...)", clip.Quote(a))
		default:
			cs, err := cards.ParseList(a)
			if err != nil {
				return badf("%v", err)
			}
			played = append(played, cs...)
		}
	}
	if !haveTrump {
		return badf("missing -trump SUIT (C, D, H or S)")
	}
	trump, err := troeven.ParseSuit(trumpText)
	if err != nil {
		return badf("-trump: %v", err)
	}
	w, err := troeven.TrickWinner(trump, played)
	if err != nil {
		return badf("%v", err)
	}
	return writeJSON(stdout, struct {
		Winner int    `json:"winner"`
		Card   string `json:"card"`
	}{w, played[w].String()})
}
