package main

import (
	"io"

	"parlor/gameplay/games"
	"parlor/gameplay/record"
	"parlor/gameplay/review"
)

func init() { registerCommand("review", cmdReview) }

// cmdReview reviews a recorded game (package gameplay/review): for each decision of a
// person (of every seat when the record names no person), the hard bot's evaluation from
// that seat's view, the move it prefers and the cost of the move played, then a summary
// per reviewed seat; one JSON object (docs/bots.md, "Reviews"). -salt draws other samples, to measure
// how stable the costs are. Any bad input (an unreadable record, a move the rules
// refuse) is exit status 2 with one line naming it.
func cmdReview(args []string, _ io.Reader, stdout io.Writer) error {
	fs := newFlagSet("review")
	salt := fs.Uint64("salt", 0, "draw other samples than the default review's (to measure how stable the costs are)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return badf("want exactly one record file, got %d arguments", len(rest))
	}
	r, err := record.Load(rest[0])
	if err != nil {
		return badf("unreadable record: %v", err)
	}
	m, err := games.Load(r)
	if err != nil {
		return badf("%s: %v", rest[0], err)
	}
	rep, err := review.Run(m, *salt)
	if err != nil {
		return badf("%s: %v", rest[0], err)
	}
	return writeJSON(stdout, rep)
}
