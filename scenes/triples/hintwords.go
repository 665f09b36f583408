package triples

import (
	"regexp"
	"strconv"
	"strings"

	tr "parlor/gameplay/triples"
	"parlor/scenes/l10n"
	"parlor/scenes/triples/board"
	"parlor/scenes/ui"
)

// giveHint asks the Shell for the rules core's hint (scenes.Shell.GiveHint: it counts
// it and shows it) and, in a language other than English, shows it again in that
// language: the core words its reason in English (HintFor), so the table reads the
// move and the figures back from that sentence and words them through the catalogues.
func (t *Table) giveHint() {
	if !t.GiveHint() || l10n.Current() == l10n.En {
		return
	}
	pre, post, _ := strings.Cut(l10n.T("Hint: %s", "\x00"), "\x00")
	why, ok := strings.CutPrefix(t.ToastShown(), pre)
	if why, ok = strings.CutSuffix(why, post); !ok {
		return
	}
	if w, ok := hintWords(why, ui.ShownName); ok {
		t.Toast(l10n.T("Hint: %s", w))
	}
}

// The hint's English sentences (gameplay/triples: HintFor, Appraiser.hintWhy).
var (
	hintCard = regexp.MustCompile(`(red|blue|green|yellow|purple) (heart|star|circle|square|triangle) ([1-5])(?: \(Draw 2\))?`)
	hintFull = regexp.MustCompile(`^(Play the .+?|Draw|Make .+? draw 2): it leaves ` +
		`(?:you ([0-9.]+) cards worth ([0-9.]+) points on average at your next turn|the opponent nearest to going out ([0-9.]+) cards on average)` +
		` over ([0-9]+) sampled deals(?:, going out in ([0-9]+)% of them)?` +
		`(?:; (playing the .+?|drawing|making .+? draw 2) would leave ([0-9.]+)(?: cards worth ([0-9.]+))?)?\.$`)
	hintOnly = regexp.MustCompile(`^(Play the .+?): it is the only triple you can make\.$`)
)

// hintWords is the hint's English reason why in the language on (ok false: a sentence
// it does not know, left as it is). name shows a seat's name, as the Shell's toast put
// it for "seat N" (toast.SeatWords).
func hintWords(why string, name func(string) string) (string, bool) {
	switch why {
	case "Draw: no card you hold makes a triple with the play area.":
		return l10n.T("Draw a card: no card you hold makes a triple with the play area."), true
	case "Draw: you owe the Draw 2 penalty and cannot play it off.":
		return l10n.T("Draw: you owe the Draw 2 penalty and cannot play it off."), true
	}
	if m := hintOnly.FindStringSubmatch(why); m != nil {
		mv, ok := hintMove(m[1], name, true)
		return l10n.T("%s: it is the only triple you can make.", mv), ok
	}
	m := hintFull.FindStringSubmatch(why)
	if m == nil {
		return "", false
	}
	mv, ok := hintMove(m[1], name, true)
	if !ok {
		return "", false
	}
	var s string
	if m[2] != "" {
		s = l10n.T("%[1]s: it leaves you %[2]s cards worth %[3]s points on average at your next turn", mv, dec(m[2]), dec(m[3]))
	} else {
		s = l10n.T("%[1]s: it leaves the opponent nearest to going out %[2]s cards on average", mv, dec(m[4]))
	}
	s += " " + l10n.T("(over %s sampled deals)", m[5])
	if m[6] != "" {
		p, _ := strconv.Atoi(m[6])
		s += l10n.T("; it goes out in %s of them", l10n.Percent(float64(p)))
	}
	if m[7] != "" {
		other, ok := hintMove(m[7], name, false)
		if !ok {
			return "", false
		}
		if m[9] != "" {
			s += l10n.T("; the next best choice, %[1]s, would leave %[2]s cards worth %[3]s", other, dec(m[8]), dec(m[9]))
		} else {
			s += l10n.T("; the next best choice, %[1]s, would leave them %[2]s cards", other, dec(m[8]))
		}
	}
	return s + ".", true
}

// dec is an English decimal ("2.5") as the language on writes it.
func dec(s string) string {
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return s
	}
	return l10n.Decimal(x)
}

// hintMove words a move the hint names ("Play the red heart 5, then the blue star 2",
// "Draw", "Make Basil draw 2"; advice, or lower case the other choice).
func hintMove(s string, name func(string) string, advice bool) (string, bool) {
	low := strings.ToLower(s[:1]) + s[1:]
	switch {
	case low == "draw" || low == "drawing":
		if advice {
			return l10n.T("Draw a card"), true
		}
		return l10n.T("drawing a card"), true
	case strings.HasPrefix(low, "make ") || strings.HasPrefix(low, "making "):
		_, who, _ := strings.Cut(s, " ")
		who = strings.TrimSuffix(who, " draw 2")
		if advice {
			return l10n.T("Make %s draw 2", name(who)), true
		}
		return l10n.T("making %s draw 2", name(who)), true
	}
	var names []string
	for _, m := range hintCard.FindAllStringSubmatch(s, -1) {
		c, err := tr.Parse(strings.ToUpper(m[1][:1]) + strings.ToUpper(shapeLetter(m[2])) + m[3])
		if err != nil {
			return "", false
		}
		names = append(names, board.CardNameDraw2(c))
	}
	cards := ""
	switch len(names) {
	case 1:
		cards = names[0]
	case 2:
		cards = l10n.T("%s, then %s", names[0], names[1])
	default:
		return "", false
	}
	if advice {
		return l10n.T("Play: %s", cards), true
	}
	return l10n.T("playing %s", cards), true
}

// shapeLetter is a shape's letter in the notation ("square" is Q).
func shapeLetter(shape string) string {
	if shape == "square" {
		return "q"
	}
	return shape[:1]
}
