//go:build display

package layoutcheck

import (
	"time"

	"parlor/scenes"
	"parlor/scenes/scenetest"
	"parlor/scenes/screens"
)

// dailyShown is the daily deal screen with Triples' deal of today and its board read
// from the test's server (a: with a device key): it is updated until the server has
// answered, at most 20 s.
func dailyShown(e *env, a *scenes.App) scenes.Scene {
	d := screens.NewDaily(scenetest.Setup(e.t, "triples", "", 2, "", "human,normal", 0))
	show(a, d)
	for end := time.Now().Add(20 * time.Second); !d.Settled(); {
		if time.Now().After(end) {
			e.t.Fatal("the daily deal screen had no answer from the server")
		}
		scenetest.Step(d, a, 1)
	}
	if _, problem := d.Deal(); problem != "" {
		e.t.Fatalf("the daily deal screen shows no deal: %s", problem)
	}
	return settle(d, a)
}
