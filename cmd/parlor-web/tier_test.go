package main

import (
	"os"
	"testing"
)

// quick reports that the browser tests play their quick sizes (one table of each kind,
// the blind mode's shortest whole game, one review): under go test -short, and when
// PARLOR_BROWSER is "quick", as scripts/test sets it unless given --long, so that the
// whole .ci/run keeps within its 20 minutes on a 2-core machine. (Under -short alone
// the browser tests are in the long tier, tier.Long, and stop at once; PARLOR_LONG=1
// puts them back, at these quick sizes.) Every test runs in
// both; the full sizes play every game's whole game in blind mode, every phone table
// and two reviews.
func quick() bool { return testing.Short() || os.Getenv("PARLOR_BROWSER") == "quick" }
