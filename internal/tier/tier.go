// Package tier sorts Parlor's tests into two tiers.
//
// The quick tier is what `go test -short ./...` runs: the rules, the bots at -short
// sizes, the server on one node, the scenes' models; on a 2-core machine it takes about
// three minutes. The long tier adds the tests whose cost is the processes they start
// and wait for: a browser driving the WebAssembly site, the desktop game under an X
// server, three-node JetStream clusters and their elections. bash scripts/test (and so
// .ci/run) runs both tiers: its main pass has no -short, and its race pass, which keeps
// -short for the tournaments' sizes, sets PARLOR_LONG=1.
package tier

import (
	"os"
	"testing"
)

// LongEnv is the environment variable that puts the long tier back under -short
// ("1": run it).
const LongEnv = "PARLOR_LONG"

// Long marks t as a long-tier test, what naming what it starts ("a three-node
// cluster"). Under -short, unless PARLOR_LONG is "1", t stops here and says where it
// runs; otherwise it goes on.
func Long(t testing.TB, what string) {
	t.Helper()
	if Quick() {
		t.Skipf("long tier (%s): go test -short leaves it out; bash scripts/test runs it", what)
	}
}

// Quick reports that the long tier is left out: go test -short without PARLOR_LONG=1.
func Quick() bool { return testing.Short() && os.Getenv(LongEnv) != "1" }
