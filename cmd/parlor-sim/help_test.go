package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestHelp: -h lists the subcommands, NAME -h prints that subcommand's usage (and flags,
// where it has any) on stderr with exit status 0, and nothing on stdout (which carries
// only JSON).
func TestHelp(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"-h"}, []string{"parlor-sim tournament -game G", "parlor-sim racesim -rtt", "SUBCOMMAND -h"}},
		{[]string{"help"}, []string{"parlor-sim meld -wild"}},
		{[]string{"loadtest", "-h"}, []string{"usage: parlor-sim loadtest", "-rooms", "-duration", "-cpuprofile", "-think"}},
		{[]string{"play", "-game", "troeven", "--help"}, []string{"usage: parlor-sim play", "-seed", "-bots"}},
		{[]string{"tournament", "-help"}, []string{"usage: parlor-sim tournament", "-workers"}},
		{[]string{"trick", "-h"}, []string{"usage: parlor-sim trick -trump SUIT CARD..."}},
		{[]string{"replay", "-h"}, []string{"usage: parlor-sim replay FILE.json"}},
	} {
		var out, errOut bytes.Buffer
		if st := run(tc.args, strings.NewReader(""), &out, &errOut); st != 0 || out.Len() != 0 {
			t.Errorf("%v: status %d, stdout %q", tc.args, st, out.String())
		}
		for _, w := range tc.want {
			if !strings.Contains(errOut.String(), w) {
				t.Errorf("%v: stderr lacks %q:\n%s", tc.args, w, errOut.String())
			}
		}
	}
	// Every subcommand has a usage line.
	for _, n := range commandNames() {
		if synopses[n] == "" {
			t.Errorf("subcommand %s has no usage line", n)
		}
	}
	// A bad flag is still bad input.
	var out, errOut bytes.Buffer
	if st := run([]string{"loadtest", "-bogus"}, strings.NewReader(""), &out, &errOut); st != 2 || out.Len() != 0 || !strings.Contains(errOut.String(), "bogus") {
		t.Errorf("loadtest -bogus: status %d, stdout %q, stderr %q", st, out.String(), errOut.String())
	}
}
