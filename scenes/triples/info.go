package triples

import (
	_ "embed"
	_ "parlor/scenes/triples/mirrorwords" // its screen reader words (scenes/mirror)
	"slices"
	"strconv"

	"parlor/gameplay/cards/tricard"
	"parlor/gameplay/match"
	tr "parlor/gameplay/triples"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// ID is the game id (docs/rules/triples.md).
const ID = "triples"

// Info describes Triples to the menu (docs/rules/triples.md): 2–10 players, the chill
// option, bot levels easy, normal and hard, the rules screen, the score sheet, and how
// a table starts.
func Info() *scenes.GameInfo { return info }

// deck is the game's own card deck (its atlas has no four-colour form); its faces
// print the colours' names and "+2 draw" in the language on, drawn again when it
// changes.
var deck = sprites.NewDeck("triples", func(scale float64, _ bool) *sprites.Drawing[*sprites.TriplesAtlas] {
	return sprites.DrawTriplesAtlas(scale, faceWords())
}).Worded(func() string { return l10n.Current().Code() })

// faceWords are the words the deck's faces print in the language on.
func faceWords() sprites.TriplesWords {
	return sprites.TriplesWords{Draw2: l10n.T("+2 draw"), Colours: [6]string{tricard.Red: l10n.T("red"),
		tricard.Blue: l10n.T("blue"), tricard.Green: l10n.T("green"), tricard.Yellow: l10n.T("yellow"), tricard.Purple: l10n.T("purple")}}
}

var info = &scenes.GameInfo{Game: tr.Game, DefaultPlayers: 4, About: about, Translated: translated, Table: scenes.TableOf(build), Deck: deck, Sheet: sheet,
	Redact: scenes.Redactor(tr.Redact), NewDeal: scenes.Is[tr.RoundStarted], RoundChoices: chillRounds, Lesson: guide}

// chillRounds are the game lengths chill mode offers (docs/rules/triples.md#chill-mode)
// and the core's default; a scored game is always 3 rounds (nil).
func chillRounds(s scenes.Setup) ([]int, int) {
	if !s.Has(tr.OptChill) {
		return nil, 0
	}
	return []int{1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 50, 100}, tr.DefaultChillRounds
}

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

// sheet is the score sheet as view v shows the game: points per round (in chill mode
// a 1 for the round's winner), the totals (rounds won in chill mode), and once the game
// is over its winners.
func sheet(s scenes.Setup, mv match.View) *ui.ScoreSheet {
	v := mv.(tr.View)
	sh := &ui.ScoreSheet{Game: "Triples", LowWins: !v.Chill, TotalsLabel: "Total", Over: v.Phase == tr.PhaseOver}
	if v.Chill {
		sh.TotalsLabel = "Rounds won"
		sh.Note = "Chill mode: a 1 marks the round's winner"
	}
	for _, seat := range s.Seats {
		sh.Names = append(sh.Names, seat.Name)
	}
	for r, out := range v.Outs {
		row := make([]int, len(s.Seats))
		if r < len(v.Points) && v.Points[r] != nil && !v.Chill {
			row = slices.Clone(v.Points[r])
		} else if out >= 0 {
			row[out] = 1
		}
		sh.Scores = append(sh.Scores, row)
		sh.RoundLabels = append(sh.RoundLabels, roundLabel(r+1, out, s))
	}
	sh.Totals = slices.Clone(v.Totals)
	if v.Chill {
		sh.Totals = slices.Clone(v.Wins)
	}
	if sh.Over {
		sh.Winners = slices.Clone(v.Winners)
	}
	return sh
}

// roundLabel labels a score-sheet row: "1 · Ada out", "2 · blocked".
func roundLabel(r, out int, s scenes.Setup) string {
	if out < 0 {
		return l10n.T("%s · blocked", strconv.Itoa(r))
	}
	return l10n.T("%s · %s out", strconv.Itoa(r), ui.ShownName(s.Seats[out].Name))
}

// plateNote is what a tap on seat s's plate says: the whole name (a narrow plate may
// cut it short), the bot's level, the score and the cards in hand.
func (t *Table) plateNote(s int) string {
	name := t.shownName(s)
	if l := t.level(s); l != "" {
		name += " (" + l + ")"
	}
	score := l10n.T("score %s", l10n.Int(t.totals[s]))
	if t.v().Chill {
		score = l10n.T("won %s", l10n.Int(t.wins[s]))
	}
	note := name + " · " + score + " · " + cards(t.counts[s])
	if s == t.dealer && t.round > 0 {
		note += " · " + l10n.T("dealer")
	}
	return note
}
