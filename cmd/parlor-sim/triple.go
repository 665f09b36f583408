package main

import (
	"io"
	"strings"

	"parlor/gameplay/triples"
)

func init() {
	registerCommand("triple", cmdTriple)
}

// tripleResult is the output of `parlor-sim triple` (docs/commands.md#triple).
type tripleResult struct {
	Triple bool     `json:"triple"`
	Shared []string `json:"shared"`
	Double bool     `json:"double"`
}

func cmdTriple(args []string, _ io.Reader, stdout io.Writer) error {
	var toks []string
	for _, a := range args {
		toks = append(toks, strings.FieldsFunc(a, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })...)
	}
	if len(toks) != 3 {
		return badf("want exactly three cards (e.g. RH5+2 GH3 BH1), got %d", len(toks))
	}
	var cs [3]triples.Card
	for i, t := range toks {
		c, err := triples.Parse(t)
		if err != nil {
			return badf("%v", err)
		}
		cs[i] = c
	}
	triple, shared, double, err := triples.Check(cs[0], cs[1], cs[2])
	if err != nil {
		return badf("%v", err)
	}
	res := tripleResult{Triple: triple, Shared: []string{}, Double: double}
	for _, a := range shared {
		res.Shared = append(res.Shared, a.String())
	}
	return writeJSON(stdout, res)
}
