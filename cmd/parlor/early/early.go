// Package early reads parlor's command line before the front end starts (in the browser,
// the page's address made into flags, without the parameters that are not parlor's). On Linux the
// desktop build's graphics library connects to the X display while the program is
// still initialising its packages, and fails without one; this package imports no
// Ebitengine, and its init runs before Ebitengine's, so -h and a bad flag are answered
// on a machine without a display (cmd/parlor/e2e checks that).
package early

import (
	"errors"
	"fmt"
	"os"
	"runtime"

	"parlor/cmd/parlor/cli"
)

// Flags are the parsed command line; Err the problem with it (only in the browser,
// where the page shows it: on the desktop parlor has already exited).
var (
	Flags cli.Flags
	Err   error
)

func init() {
	if runtime.GOOS == "js" {
		// The page's address: parameters that are not parlor's are ignored (a shared
		// link gains fbclid, utm_source, …), and said on the console.
		args, ignored := cli.FromAddress(os.Args[1:])
		for _, name := range ignored {
			fmt.Fprintf(os.Stderr, "ignoring the address parameter %q: it is not one of the game's settings\n", name)
		}
		Flags, Err = cli.Parse(args)
		return
	}
	Flags, Err = cli.Parse(os.Args[1:])
	switch {
	case errors.Is(Err, cli.ErrHelp):
		cli.Usage(os.Stdout)
		os.Exit(0)
	case Err != nil:
		fmt.Fprintln(os.Stderr, "parlor: "+Err.Error())
		os.Exit(2)
	case runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "":
		// Said plainly, instead of the graphics library's panic a moment later.
		fmt.Fprintln(os.Stderr, "parlor: no X display (DISPLAY is not set): the desktop game needs one to open its window")
		os.Exit(1)
	}
}
