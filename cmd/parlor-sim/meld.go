package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"parlor/gameplay/cards"
	"parlor/gameplay/threethirteen"
	"parlor/internal/boundedread"
	"parlor/internal/clip"
)

func init() { registerCommand("meld", cmdMeld) }

// meldResult is the output of `parlor-sim meld`: the optimal Three-Thirteen
// arrangement. Melds list the cards as held; As gives, meld by meld, what each of those
// cards stands for (a wild shows the card it replaces).
type meldResult struct {
	Penalty  int        `json:"penalty"`
	Melds    [][]string `json:"melds"`
	Leftover []string   `json:"leftover"`
	As       [][]string `json:"as"`
}

func newMeldResult(a threethirteen.Arrangement) meldResult {
	r := meldResult{Penalty: a.Penalty, Melds: [][]string{}, As: [][]string{}, Leftover: cards.Strings(a.Leftover)}
	for _, m := range a.Melds {
		r.Melds = append(r.Melds, cards.Strings(m.Cards))
		r.As = append(r.As, cards.Strings(m.As))
	}
	return r
}

// parseWild reads the -wild value: a rank (A 2..10 T J Q K) or "none".
func parseWild(s string) (cards.Rank, error) {
	if strings.EqualFold(strings.TrimSpace(s), "none") {
		return 0, nil
	}
	r, err := cards.ParseRank(s)
	if err != nil {
		return 0, fmt.Errorf("bad wild rank %s: want A 2..10 J Q K or none", clip.Quote(s))
	}
	return r, nil
}

// wildForRound is the wild rank of Three-Thirteen round n (1..11): the hand size n+2.
func wildForRound(n int) (cards.Rank, error) {
	if n < 1 || n > 11 {
		return 0, fmt.Errorf("bad round %d: Three-Thirteen has rounds 1 to 11", n)
	}
	return cards.Rank(n + 2), nil
}

// maxMeldHand bounds a hand given to meld: 13 cards plus the one just drawn.
const maxMeldHand = 14

func parseHand(tokens []string) ([]cards.Card, error) {
	if len(tokens) == 0 {
		return nil, fmt.Errorf("no cards given")
	}
	if len(tokens) > maxMeldHand {
		return nil, fmt.Errorf("%d cards given: a Three-Thirteen hand holds at most %d", len(tokens), maxMeldHand)
	}
	hand := make([]cards.Card, 0, len(tokens))
	for _, t := range tokens {
		c, err := cards.Parse(t)
		if err != nil {
			return nil, err
		}
		hand = append(hand, c)
	}
	for c, n := range cards.Counts(hand) {
		if n > cards.MaxDecks {
			return nil, fmt.Errorf("card %s appears %d times: at most %d decks are in play", c, n, cards.MaxDecks)
		}
	}
	return hand, nil
}

func cmdMeld(args []string, stdin io.Reader, stdout io.Writer) error {
	fs := newFlagSet("meld")
	wild := fs.String("wild", "", "wild rank, or none")
	round := fs.Int("round", 0, "round 1..11 (sets the wild rank)")
	batch := fs.Bool("batch", false, "read JSON lines from stdin")
	cardArgs, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	roundSet := false // -round 0 is a bad round, not a missing flag
	fs.Visit(func(f *flag.Flag) { roundSet = roundSet || f.Name == "round" })
	if *batch {
		if len(cardArgs) > 0 || *wild != "" || roundSet {
			return badf("-batch takes no cards, -wild or -round: each input line gives its own")
		}
		return meldBatch(stdin, stdout)
	}
	var w cards.Rank
	switch {
	case *wild != "" && roundSet:
		return badf("give -wild or -round, not both")
	case *wild != "":
		w, err = parseWild(*wild)
	case roundSet:
		w, err = wildForRound(*round)
	default:
		return badf("missing -wild RANK|none or -round N")
	}
	if err != nil {
		return badf("%v", err)
	}
	hand, err := parseHand(cardArgs)
	if err != nil {
		return badf("%v", err)
	}
	return writeJSON(stdout, newMeldResult(threethirteen.Solve(hand, w)))
}

// batchLine is one input line of `meld -batch`; other fields are ignored.
type batchLine struct {
	Wild  json.RawMessage `json:"wild"`
	Round int             `json:"round"`
	Hand  string          `json:"hand"`
}

// MaxBatchLine bounds one input line of `meld -batch` (bytes, without its newline): 1 MiB.
const MaxBatchLine = 1 << 20

// meldBatch answers each input line as soon as it is read: the result line is written
// and flushed before the next line is read, so a client may wait for each answer. Every
// input line gets exactly one output line, in order: a bad line (blank, not JSON, a bad
// hand, longer than MaxBatchLine) gets {"error":"line N: …"} and the batch goes on.
func meldBatch(stdin io.Reader, stdout io.Writer) error {
	r := bufio.NewReaderSize(stdin, 64<<10)
	w := bufio.NewWriter(stdout)
	for n := 1; ; n++ {
		line, err := boundedread.Line(r, MaxBatchLine)
		if err == io.EOF {
			return nil
		}
		var tl *boundedread.TooLargeError
		var res any
		switch {
		case errors.As(err, &tl):
			res = batchError(n, fmt.Errorf("the line is longer than the limit of %s", boundedread.Size(MaxBatchLine)))
		case err != nil:
			return badf("reading stdin: %v", err)
		default:
			// A blank line is an error line like any other bad line, so results stay
			// aligned with their inputs.
			if m, err := meldLine(strings.TrimSpace(string(line))); err != nil {
				res = batchError(n, err)
			} else {
				res = m
			}
		}
		if err := writeJSON(w, res); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
}

// batchError is the output line for bad input line n.
func batchError(n int, err error) map[string]string {
	return map[string]string{"error": fmt.Sprintf("line %d: %s", n, clip.Line(oneLine(err.Error()), maxErrorLine))}
}

func meldLine(line string) (meldResult, error) {
	if line == "" {
		return meldResult{}, fmt.Errorf("empty line: want a JSON object such as {\"wild\":\"8\",\"hand\":\"7D 8S 9D\"}")
	}
	var in batchLine
	if err := json.Unmarshal([]byte(line), &in); err != nil {
		return meldResult{}, fmt.Errorf("not a JSON object: %s", clip.Line(err.Error(), 200))
	}
	var w cards.Rank
	var err error
	switch {
	case len(in.Wild) > 0:
		var ws string
		if json.Unmarshal(in.Wild, &ws) != nil {
			// A number such as 8 is a rank too.
			ws = strings.TrimSpace(string(in.Wild))
			if _, perr := strconv.Atoi(ws); perr != nil {
				return meldResult{}, fmt.Errorf("bad wild %s: want a rank such as \"8\" or \"none\"", clip.Prefix(string(in.Wild), clip.MaxToken))
			}
		}
		w, err = parseWild(ws)
	case in.Round != 0:
		w, err = wildForRound(in.Round)
	default:
		return meldResult{}, fmt.Errorf(`missing "wild"`)
	}
	if err != nil {
		return meldResult{}, err
	}
	hand, err := parseHand(strings.Fields(in.Hand))
	if err != nil {
		return meldResult{}, err
	}
	return newMeldResult(threethirteen.Solve(hand, w)), nil
}
