package threethirteen

import (
	_ "embed"
	_ "parlor/scenes/threethirteen/mirrorwords" // its screen reader words (scenes/mirror)
	"slices"

	"parlor/gameplay/match"
	tt "parlor/gameplay/threethirteen"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// Info describes Three-Thirteen to the menu (docs/rules/threethirteen.md): 2–6
// players, the options forbid-retake and tiebreak-round with plain-words labels,
// bot levels, the rules screen, the score sheet, and how a table starts.
func Info() *scenes.GameInfo { return info }

var info = &scenes.GameInfo{Game: tt.Game, DefaultPlayers: 4, About: about, Translated: translated, Table: scenes.TableOf(build), Deck: sprites.French, Sheet: sheet,
	Redact: scenes.Redactor(tt.Redact), NewDeal: scenes.Is[tt.RoundStarted], Predict: predict, Lesson: guide}

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

// sheet is the score sheet as view v shows the game: penalties per round, totals, and
// once the game is over its winners.
func sheet(s scenes.Setup, mv match.View) *ui.ScoreSheet {
	v := mv.(tt.View)
	sh := &ui.ScoreSheet{Game: "Three-Thirteen", LowWins: true, TotalsLabel: "Total", Over: v.Over}
	for _, seat := range s.Seats {
		sh.Names = append(sh.Names, seat.Name)
	}
	for r, sc := range v.Scores {
		sh.RoundLabels = append(sh.RoundLabels, roundLabel(r+1))
		sh.Scores = append(sh.Scores, slices.Clone(sc))
	}
	sh.Totals = slices.Clone(v.Totals)
	if v.Over {
		sh.Winners = slices.Clone(v.Winners)
	}
	return sh
}

// roundLabel labels a score-sheet row: "5 · wild 7", "Decider · K".
func roundLabel(r int) string {
	if r == tt.TiebreakRound {
		return l10n.T("Decider · K")
	}
	return l10n.T("%s · wild %s", ui.Itoa(r), tt.WildFor(r).String())
}
