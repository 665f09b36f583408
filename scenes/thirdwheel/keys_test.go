//go:build display

package thirdwheel

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes"
	"parlor/scenes/device"
	"parlor/scenes/prefs"
	. "parlor/scenes/scenetest"
	"parlor/scenes/ui/input"
)

// keyUse is what one key press did at a fresh hot-seat table ("" nothing seen).
func keyUse(t *testing.T, k input.Key) string {
	tb := table(t, "snap,doubledown", "human,human,human", 2)
	a := App(prefs.Instant)
	a.Push(tb)
	Press(tb, a, input.KeyEnter) // the first person takes the screen
	f := scenes.FrameOf(tb)
	toast, private, viewer := tb.ToastShown(), tb.Private(), tb.Viewer()
	Press(tb, a, k)
	switch {
	case f.HelpOpen():
		return "the key help"
	case f.SettingsOpen():
		return "the settings"
	case f.Leaving():
		return "the leave question"
	case a.Top() != scenes.Scene(tb):
		return fmt.Sprintf("%T", a.Top())
	case tb.Private() != private || tb.Viewer() != viewer:
		return "the privacy screen"
	case tb.ToastShown() != toast:
		return "a toast: " + tb.ToastShown()
	}
	return ""
}

// TestNoKeyDoesTwoThings lists every binding of a hot-seat Third Wheel table (two and
// three people): the keys the table reacts to, found by pressing every key the game
// reads at a fresh table, the table's own keys, and each person's slap key. No key may
// do two things (the third person's slap key G was also the settings), and every key
// the table reacts to is refused as a slap key.
func TestNoKeyDoesTwoThings(t *testing.T) {
	uses := map[ebiten.Key][]string{}
	add := func(k ebiten.Key, use string) {
		if !slices.Contains(uses[k], use) {
			uses[k] = append(uses[k], use)
		}
	}
	var found []string
	for k := input.KeyNone + 1; k < input.KeyCount; k++ {
		use := keyUse(t, k)
		if use == "" {
			continue
		}
		found = append(found, fmt.Sprintf("%v: %s", device.EbitenKeys(k), use))
		for _, ek := range device.EbitenKeys(k) {
			add(ek, "table: "+use)
			if !slices.Contains(tableKeys, ek) {
				t.Errorf("%v does %s at the table, but a person may take it as a slap key", ek, use)
			}
		}
	}
	t.Logf("keys the table reacts to: %s", strings.Join(found, "; "))
	for _, k := range ownKeys {
		add(k, "the table's own")
	}
	for _, people := range []int{2, 3} {
		var in slapInput
		in.init(people)
		for p, k := range in.binds.Keys {
			add(ebiten.Key(k), fmt.Sprintf("player %d's slap", p+1))
			if in.binds.Player(k) != p || slices.Contains(in.binds.Reserved, k) {
				t.Errorf("%d people: player %d's key %v is reserved or another's", people, p+1, ebiten.Key(k))
			}
		}
	}
	keys := make([]ebiten.Key, 0, len(uses))
	for k := range uses {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	for _, k := range keys {
		// "the table's own" beside a use found by pressing the key is the same binding.
		distinct := slices.DeleteFunc(slices.Clone(uses[k]), func(u string) bool {
			return u == "the table's own" && len(uses[k]) == 2 && strings.HasPrefix(uses[k][0], "table: ")
		})
		if len(distinct) > 1 {
			t.Errorf("%v does %d things: %s", k, len(distinct), strings.Join(distinct, ", "))
		}
	}
}
