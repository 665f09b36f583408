//go:build display

package scenetest_test

import (
	"testing"

	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/screens"
	"parlor/scenes/triples/board"
	"parlor/scenes/ui/geom"
)

// TestShortReplayBar: on a phone held sideways (844×390 and 640×360) the replay viewer's
// bar lies over the right of the table's top row, and on an upright phone (390×844) over
// its top rows; the table has the whole screen (its own layout, as at play); the bar's row steps and plays by tap, More opens the
// panel of the other buttons (Chart among them, which acts and closes it; Rules, which
// opens the rules), and a tap elsewhere closes the panel.
func TestShortReplayBar(t *testing.T) {
	m := playedOut(t, "triples", 11)
	for _, sz := range [][2]float64{{844, 390}, {640, 360}, {390, 844}} {
		a := App(prefs.Instant)
		a.W, a.H, a.Scale = sz[0], sz[1], 1
		r := replayOf(t, a, m)
		l := board.NewLayout(sz[0], sz[1], m.Players(), r.Viewer())
		want := l.Chrome()
		if got := r.Shell().Chrome(); got.Controls[0] != want.Controls[0] {
			t.Errorf("%v: the table's Play button at %+v, want %+v (the table laid out on the whole screen)", sz, got.Controls[0], want.Controls[0])
		}
		tap := func(label string) {
			t.Helper()
			b := r.BarButton(label)
			if b.W < 44 || b.H < 44 || label != "Chart" && label != "Rules" && b.Y+b.H > 12+52+6+geom.PortraitTopRow2 {
				t.Fatalf("%v: %q button %+v: want at least 44×44 (in the top row but for the More panel's)", sz, label, b)
			}
			Click(r, a, b.CX(), b.CY())
		}
		tap("Move ›")
		if r.K() != 1 {
			t.Fatalf("%v: Move › shows move %d, want 1", sz, r.K())
		}
		if r.BarButton("Chart").W != 0 {
			t.Fatalf("%v: Chart is in the bar's row, want it in the More panel", sz)
		}
		tap("More")
		if !r.MoreOpen() {
			t.Fatalf("%v: More did not open its panel", sz)
		}
		tap("Chart")
		if r.MoreOpen() || !r.ChartOpen() {
			t.Fatalf("%v: Chart in the More panel: panel open %v, chart open %v", sz, r.MoreOpen(), r.ChartOpen())
		}
		Click(r, a, sz[0]/2, sz[1]/2) // closes the chart
		tap("More")
		Click(r, a, 40, sz[1]-40)
		if r.MoreOpen() || r.ChartOpen() || r.K() != 1 {
			t.Errorf("%v: a tap beside the More panel: open %v, chart %v, move %d", sz, r.MoreOpen(), r.ChartOpen(), r.K())
		}
		tap("More")
		tap("Rules") // the table's Rules button lies under the bar
		if _, ok := a.Top().(*screens.Rules); !ok {
			t.Errorf("%v: Rules in the More panel opened %T, want the rules", sz, a.Top())
		}
	}
}
