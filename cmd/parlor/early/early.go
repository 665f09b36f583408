// Package early reads parlor's command line before the front end starts. On Linux the
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
	Flags, Err = cli.Parse(os.Args[1:])
	if runtime.GOOS == "js" {
		return
	}
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
