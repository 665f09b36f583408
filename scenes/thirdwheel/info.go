package thirdwheel

import (
	_ "embed"
	"math"
	_ "parlor/scenes/thirdwheel/mirrorwords" // its screen reader words (scenes/mirror)
	"slices"
	"strconv"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/gametext"
	"parlor/scenes/l10n"
	"parlor/scenes/screens"
	"parlor/scenes/ui"
	"parlor/sprites"
)

// ID is the game id (docs/rules/thirdwheel.md).
const ID = "thirdwheel"

// Info describes Third Wheel to the menu (docs/rules/thirdwheel.md): 3 players, the
// four house rules as toggles (all off), bot levels easy, normal and hard, the rules
// screen, the score sheet, and how a table starts.
func Info() *scenes.GameInfo { return info }

// deck is the game's own card deck (its atlas has no four-colour form); its faces
// print words in the language on (faceWords), drawn again when it changes.
var deck = sprites.NewDeck("thirdwheel", func(scale float64, _ bool) *sprites.Drawing[*sprites.TWAtlas] {
	return sprites.DrawTWAtlas(scale, faceWords())
}).Worded(func() string { return l10n.Current().Code() })

var info = &scenes.GameInfo{Game: tw.Game, DefaultPlayers: 3, About: about, Translated: translated, Table: scenes.TableOf(build), Deck: deck,
	Sheet: func(s scenes.Setup, v match.View) *ui.ScoreSheet { return newSheet(s, v.(tw.View).Result) },
	// The pace (pace=MS) is an option too, as in records (docs/rules/thirdwheel.md#pace).
	ParseOptions: func(ids []string) error { _, err := tw.ParseOptions(ids); return err },
	OptionLabel:  optionLabel, Lesson: guide}

// optionLabel is the menu's label of option o: the fair deck's says how many cards it
// sets aside with the other house rules chosen (the lobby shows it,
// docs/rules/thirdwheel.md#fair-deck).
func optionLabel(s scenes.Setup, o gametext.Choice) string {
	if o.ID != tw.OptFairDeck {
		return o.Label
	}
	opts, err := tw.ParseOptions(append(slices.Clone(s.Options), tw.OptFairDeck))
	if err != nil {
		return o.Label
	}
	return l10n.T("Fair deck: %s cards set aside, so the race is close (recommended)", l10n.Int(opts.SetAside()))
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

// newSheet is the one-row score sheet of a finished game: 1 for each winner.
func newSheet(s scenes.Setup, res tw.Result) *ui.ScoreSheet {
	sh := &ui.ScoreSheet{Game: "Third Wheel", TotalsLabel: "Won", PlainCells: true, Over: true}
	row := make([]int, len(s.Seats))
	for _, seat := range s.Seats {
		sh.Names = append(sh.Names, seat.Name)
	}
	for _, w := range res.Winners {
		row[w] = 1
	}
	sh.Scores = [][]int{row}
	sh.Totals = append([]int(nil), row...)
	sh.Winners = append([]int(nil), res.Winners...)
	sh.RoundLabels = []string{l10n.T("score %s", strconv.Itoa(res.Score))}
	sh.Note = reasonText(res)
	names := sh.Names
	sh.Panel = func(c *ui.Canvas, x, y, w, h float64, age int) { drawSummary(c, res, names, x, y, w, h, age) }
	return sh
}

// reasonText says why a game ended, in words.
func reasonText(res tw.Result) string { return reasons[res.Reason] }

var reasons = map[string]string{
	tw.ReasonExact100:  "The Duo hit exactly 100.",
	tw.ReasonDeckEmpty: "The deck ran out: the Third Wheel held on.",
	tw.ReasonNoScoring: "Neither Duo hand had a scoring card left: the Third Wheel held on.",
}

// drawSummary is the score sheet's picture of a finished game: the final score on the
// dial toward 100 (with the Double-Down floor), the winning side and why it won.
func drawSummary(c *ui.Canvas, res tw.Result, names []string, x, y, w, h float64, age int) {
	h = math.Min(h, 420)
	c.RoundRect(x, y, w, h, 16, ui.PlateFill)
	c.RoundRectLine(x, y, w, h, 16, 1.5, ui.PanelLine)
	r := math.Min(h*0.36, w*0.2)
	cx, cy := x+r+40, y+h/2
	narrow := w < 560 // an upright sheet: the dial over the words
	if narrow {
		r = math.Min(90, w*0.28)
		cx, cy = x+w/2, y+30+r
	}
	f := math.Min(1, float64(age)/float64(screens.ScoringDrawTicks))
	drawArc(c, cx, cy, r, 0, 100, 20, dialTrack)
	drawArc(c, cx, cy, r, 0, float64(res.Score)*f, 16, ui.Gold)
	if res.Floor > 0 {
		a := dialAngle(float64(res.Floor))
		c.Line(cx+(r-12)*math.Cos(a), cy+(r-12)*math.Sin(a), cx+(r+14)*math.Cos(a), cy+(r+14)*math.Sin(a), 5, duoColour)
	}
	c.Text(l10n.Int(res.Score), cx, cy-6, r*0.55, true, ui.Center, ui.Ink)
	c.Text(l10n.T("final score"), cx, cy+r*0.4, 14, false, ui.Center, ui.InkDim)
	tx, ty, al := cx+r+50, cy, ui.Left
	if narrow {
		tx, ty, al = x+w/2, cy+r+66, ui.Center
	}
	title, clr := l10n.T("The Duo wins"), duoColour
	if res.Winner == tw.SideTW {
		title, clr = l10n.T("The Third Wheel wins"), twColour
	}
	textW := x + w - tx - 20
	if narrow {
		textW = w - 40
	}
	c.Text(c.Ellipsize(title, 30, textW, true), tx, ty-40, 30, true, al, clr)
	c.Text(c.Wrap(l10n.T(reasonText(res)), 17, textW, false), tx, ty+4, 17, false, al, ui.Ink)
	for i := 0; i < 3 && i < len(names); i++ {
		role := res.Roles[i]
		c.Text(c.Ellipsize(ui.ShownName(names[i])+": "+roleName(role), 15, textW, true), tx, ty+44+float64(i)*22, 15, true, al, roleColour(role))
	}
	c.Text(l10n.Plural("%d reaction windows", res.Windows), tx, ty+118, 14, false, al, ui.InkDim)
}
