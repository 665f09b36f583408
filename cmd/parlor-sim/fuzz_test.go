package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"parlor/internal/fuzzcheck"
)

// FuzzArgs: any command line (arguments separated by newlines) of meld, trick and
// triple gives JSON and exit 0, or one short line on stderr and exit 2, never a panic
// (exit 3); play and tournament read their flags and set up the game (without playing
// it) or give a short usage error.
func FuzzArgs(f *testing.F) {
	for _, s := range []string{
		"meld\n-wild\n8\nAC\n2C\n3C", "meld\nAC\n-wild\nnone", "meld\n-round\n3\n7D\n8D\n9D", "meld\n-wild\nK\n7D\n8D\n9D\nKS\nKH",
		"meld\n-batch", "meld\n-wild\n8\n-wild\n9", "meld\nAC\n--\n-wild",
		"trick\n-trump\nH\nAH\nKH\n10S", "trick\n--trump=S\n7S,8S\nAH", "triple\nRH5+2\nGH3\nBH1", "triple\nRH1,RH2,RH3",
		"play\n-game\ntriples\n-seed\n1\n-bots\neasy,easy", "play\n-game\nthirdwheel\n-options\npace=300,snap\n-seed\n2\n-bots\neasy",
		"play\n-game\ntroeven\n-variant\nsolo\n-seed\n3\n-bots\neasy,normal,easy", "play\n-game\ntriples\n-options\nchill\n-rounds\n5\n-seed\n1\n-bots\neasy,easy,easy",
		"play\n-players\n2000000000\n-game\ntriples\n-bots\neasy\n-seed\n1",
		"tournament\n-game\ntroeven\n-bots\neasy,normal,easy\n-games\n3", "tournament\n-game\nthreethirteen\n-players\n4\n-bots\neasy\n-games\n2\n-workers\n2",
		"nope", "", "-h",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, "\n")
		var err error
		switch args[0] {
		case "play":
			_, _, err = playSetup(args[1:])
		case "tournament":
			_, _, _, err = tournamentSetup(args[1:])
		case "meld", "trick", "triple":
			checkRun(t, args)
			return
		default:
			if _, ok := commands[args[0]]; !ok {
				checkRun(t, args) // an unknown subcommand
			}
			return // replay reads files (FuzzLoadRecord); others play whole games
		}
		if err != nil {
			var u *usageError
			if !errors.As(err, &u) {
				t.Fatalf("%q: %v is not a usage error", line, err)
			}
			fuzzcheck.Message(t, line, err)
		}
	})
}

// checkRun runs one command line: exit 0 with JSON lines on stdout (or, for -h, nothing
// on stdout and the usage on stderr), or exit 2 with one short line on stderr.
func checkRun(t *testing.T, args []string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errb)
	switch code {
	case 0:
		for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			if l != "" && !json.Valid([]byte(l)) {
				t.Fatalf("%q: stdout line %q is not JSON", args, l)
			}
		}
	case 2:
		msg := errb.String()
		if out.Len() != 0 || strings.Count(msg, "\n") != 1 || !strings.HasSuffix(msg, "\n") || len(msg) > 1100 {
			t.Fatalf("%q: exit 2 with stdout %q and stderr %.300q (%d bytes)", args, out.String(), msg, len(msg))
		}
	default:
		t.Fatalf("%q: exit %d: %s", args, code, errb.String())
	}
}

// FuzzMeldBatch: any input to `meld -batch` gives exactly one JSON line per input line,
// in order (a result or {"error":…}), and exit 0.
func FuzzMeldBatch(f *testing.F) {
	for _, s := range []string{
		"{\"wild\":\"8\",\"hand\":\"7D JD AS 8C 9D\"}\n{\"round\":3,\"hand\":\"7D 8D 9D KS KH\"}\n",
		"{\"wild\":8,\"hand\":\"AC\"}\n\n{\"wild\":\"none\",\"hand\":\"AS 2S 3S\",\"x\":1}",
		"not json\r\n{\"hand\":\"AC\"}\n{\"wild\":\"8\",\"hand\":\"ZZ\"}\n", "", "\n\n\n",
		"{\"wild\":\"8\",\"hand\":\"AC AC AC AC AC\"}\n{\"wild\":[],\"hand\":\"AC\"}\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var out, errb bytes.Buffer
		if code := run([]string{"meld", "-batch"}, strings.NewReader(in), &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		want := strings.Count(in, "\n")
		if in != "" && !strings.HasSuffix(in, "\n") {
			want++ // a last line without its newline
		}
		got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if out.Len() == 0 {
			got = nil
		}
		if len(got) != want {
			t.Fatalf("%d input lines, %d output lines", want, len(got))
		}
		for i, l := range got {
			var obj map[string]any
			if err := json.Unmarshal([]byte(l), &obj); err != nil {
				t.Fatalf("output line %d %q is not a JSON object", i+1, l)
			}
			_, isErr := obj["error"]
			_, isRes := obj["penalty"]
			if isErr == isRes {
				t.Fatalf("output line %d %q is neither a result nor an error", i+1, l)
			}
		}
	})
}
