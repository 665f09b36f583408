package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
)

// synopses are the subcommands' one-line usages, as docs/commands.md#parlor-sim gives
// them; `parlor-sim -h` lists them and `parlor-sim NAME -h` prints its own with its
// flags.
var synopses = map[string]string{
	"meld":       "parlor-sim meld -wild RANK|none CARD... | -round N CARD... | -batch < lines",
	"trick":      "parlor-sim trick -trump SUIT CARD...",
	"triple":     "parlor-sim triple CARD CARD CARD",
	"play":       "parlor-sim play -game G [-variant V] [-players N] [-options a,b] -seed S -bots LEVEL,LEVEL,…",
	"replay":     "parlor-sim replay FILE.json",
	"review":     "parlor-sim review [-salt N] FILE.json",
	"tournament": "parlor-sim tournament -game G [-variant V] [-players N] [-options a,b] -bots A,B,… -games N [-seed S] [-workers W]",
	"online":     "parlor-sim online -server ws://HOST:PORT/ws plus the flags of play | -server URL -quick -game G [-players N] [-bots LEVEL]",
	"loadtest":   "parlor-sim loadtest -server ws://…[,ws://…] -rooms N -duration D [-game G] [flags below]",
	"racesim":    "parlor-sim racesim -rtt A,B [-jitter MS] [-reaction MS] -races N [-cheat P -how zero|fakelag|script]",
}

// helpError is a request for help (-h, -help or --help among a subcommand's flags): its
// text goes to stderr (stdout carries only JSON) and the exit status is 0.
type helpError struct{ flags string }

func (e *helpError) Error() string { return "help requested" }

// flagHelp is what a flag set prints for -h: each flag, what it is for and its default
// (flag's own PrintDefaults cannot read the once-only values parseFlags wraps them in).
func flagHelp(fs *flag.FlagSet) *helpError {
	var b strings.Builder
	fs.VisitAll(func(f *flag.Flag) {
		fmt.Fprintf(&b, "  -%s\n    \t%s", f.Name, f.Usage)
		if d := f.DefValue; d != "" && d != "0" && d != "false" && d != "0s" {
			fmt.Fprintf(&b, " (default %s)", d)
		}
		b.WriteString("\n")
	})
	return &helpError{flags: b.String()}
}

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

// printHelp writes name's usage (and its flags, when it has any) to w; name "" lists
// every subcommand.
func printHelp(w io.Writer, name string, flags string) {
	if name == "" {
		fmt.Fprintln(w, "parlor-sim: Parlor's headless tool; JSON on stdout, one line on stderr and exit 2 for bad input.")
		for _, n := range commandNames() {
			fmt.Fprintln(w, "  "+synopses[n])
		}
		fmt.Fprintln(w, "parlor-sim SUBCOMMAND -h lists its flags.")
		return
	}
	fmt.Fprintln(w, "usage: "+synopses[name])
	if flags != "" {
		fmt.Fprint(w, flags)
	}
}

// helpAsked reports whether args (after the subcommand) ask for help, for the
// subcommands whose arguments are cards or a file rather than flags.
func helpAsked(args []string) bool { return slices.ContainsFunc(args, isHelp) }
