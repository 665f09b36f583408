package troeven

import (
	_ "embed"
	_ "parlor/scenes/troeven/mirrorwords" // its screen reader words (scenes/mirror)
	"strconv"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	tv "parlor/gameplay/troeven"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// Info describes Troeven to the menu (docs/rules/troeven.md): always 3 players,
// the variants dummy (the default) and solo with plain-words labels, the bot
// levels, the rules screen, the score sheet with its branch tally, and how a
// table starts.
func Info() *scenes.GameInfo { return info }

var info = &scenes.GameInfo{Game: tv.Game, Name: "Troeven", DefaultPlayers: 3, About: about, Translated: translated, Table: scenes.TableOf(build), Deck: sprites.French,
	Sheet: func(s scenes.Setup, mv match.View) *ui.ScoreSheet {
		v := mv.(tv.View)
		return buildSheet(s, v.Variant, v.History, v.Phase == tv.PhaseOver, v.Winners)
	},
	Redact: scenes.Redactor(tv.Redact), NewDeal: scenes.Is[tv.Cut], Predict: predict, TrickDone: scenes.Is[tv.TrickWon], Lesson: guide}

// about is the game's summary and rules screen.
//
//go:embed rules.md
var about string

// translated are the translations of rules.md. Each is its own string: an embed.FS
// would link its file system code (35 KB of the browser build).
var translated = map[l10n.Lang]string{l10n.Nl: rulesNl, l10n.De: rulesDe, l10n.Fr: rulesFr, l10n.Es: rulesEs}

var (
	//go:embed rules.nl.md
	rulesNl string
	//go:embed rules.de.md
	rulesDe string
	//go:embed rules.fr.md
	rulesFr string
	//go:embed rules.es.md
	rulesEs string
)

// buildSheet is the score sheet of the rounds played: per round the card points each
// player's side took (Dummy: the caller's team or the dealer's team; Solo: the player's
// own), the branches left as the totals (lowest leads: first to 0 wins), and the branch
// tally drawn as the seed describes it in the chart's place.
func buildSheet(s scenes.Setup, v tv.Variant, hist []tv.RoundResult, over bool, winners []int) *ui.ScoreSheet {
	sh := &ui.ScoreSheet{Game: "Troeven", LowWins: true, PlainCells: true, TotalsLabel: "Branches left", Over: over}
	for _, seat := range s.Seats {
		sh.Names = append(sh.Names, seat.Name)
	}
	start := tv.StartTallyDummy
	if v == tv.Solo {
		start = tv.StartTallySolo
	}
	totals := []int{start, start, start}
	for _, r := range hist {
		sh.RoundLabels = append(sh.RoundLabels, strconv.Itoa(r.Round)+" · "+suitSymbol(r.Trump)+" · "+callsLabel(s.Seats[r.Caller].Name))
		row := make([]int, 3)
		for p := range row {
			if v == tv.Solo {
				row[p] = r.Points[p]
			} else if p == r.Caller {
				row[p] = r.Points[tv.SideCaller]
			} else {
				row[p] = r.Points[tv.SideDealer]
			}
		}
		sh.Scores = append(sh.Scores, row)
		totals = r.Tally[:]
	}
	sh.Totals = append([]int(nil), totals...)
	if over {
		sh.Winners = append([]int(nil), winners...)
	}
	if v == tv.Solo {
		sh.Note = "Card points each player took · the most cancels a branch"
	} else {
		sh.Note = "Card points each player's team took · the caller plays with the dummy"
	}
	tally := newTally(sh.Names, start, hist)
	sh.Panel = tally.draw
	return sh
}

// callsLabel says who called trumps in a round label: "You call", "Basil calls".
func callsLabel(name string) string {
	if name == "You" {
		return l10n.T("You call")
	}
	return l10n.T("%s calls", shortName(ui.ShownName(name)))
}

// shortName keeps round labels narrow: "You", or a name's first 8 letters.
func shortName(n string) string {
	if r := []rune(n); len(r) > 8 {
		return string(r[:8])
	}
	return n
}

// suitSymbol is a suit's symbol (♣ ♦ ♥ ♠), "?" for none.
func suitSymbol(s cards.Suit) string {
	if !s.Valid() {
		return "?"
	}
	return [...]string{"♣", "♦", "♥", "♠"}[s-cards.Clubs]
}
