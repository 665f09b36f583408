// Command parlor-sim is Parlor's headless tool: rules queries (meld, trick, triple), whole
// bot games (play), replays of game records (replay) and tournaments. It never imports
// Ebitengine. Output is JSON on stdout; bad input gives one line on stderr naming the bad
// token or rule and exit status 2 (replay: 1 for a rejected move). See
// docs/commands.md#parlor-sim.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"parlor/internal/clip"
)

// usageError is bad input: exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// badf returns a usageError (exit 2).
func badf(format string, a ...any) error { return &usageError{fmt.Sprintf(format, a...)} }

// rejectedError is a replayed move the rules refused: exit status 1.
type rejectedError struct{ msg string }

func (e *rejectedError) Error() string { return e.msg }

// command is one subcommand: args after its name, stdin, stdout.
type command func(args []string, stdin io.Reader, stdout io.Writer) error

var commands = map[string]command{}

// registerCommand adds a subcommand; each game's file registers its own in init.
func registerCommand(name string, c command) { commands[name] = c }

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes one invocation and returns the exit status; tests call it directly.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (status int) {
	defer func() {
		// A bug must still give one line and a status, never a stack trace.
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "parlor-sim: internal error: %v\n", r)
			status = 3
		}
	}()
	if len(args) > 0 && (isHelp(args[0]) || args[0] == "help") {
		printHelp(stderr, "", "")
		return 0
	}
	if len(args) == 0 {
		fmt.Fprintf(stderr, "parlor-sim: want a subcommand: %s\n", strings.Join(commandNames(), ", "))
		return 2
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "parlor-sim: unknown subcommand %s (want one of %s)\n", clip.Quote(args[0]), strings.Join(commandNames(), ", "))
		return 2
	}
	err := c(args[1:], stdin, stdout)
	var help *helpError
	switch {
	case errors.As(err, &help):
		printHelp(stderr, args[0], help.flags)
		return 0
	case err != nil && helpAsked(args[1:]):
		printHelp(stderr, args[0], "")
		return 0
	case err == nil:
		return 0
	}
	fmt.Fprintf(stderr, "parlor-sim %s: %s\n", args[0], clip.Line(oneLine(err.Error()), maxErrorLine))
	var rej *rejectedError
	if errors.As(err, &rej) {
		return 1
	}
	return 2
}

func commandNames() []string {
	var names []string
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// maxErrorLine bounds the error line on stderr (bytes): the parsers already quote bad
// tokens short (internal/clip); this is the last guard.
const maxErrorLine = 1000

// writeJSON prints v as one line of JSON.
func writeJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}
