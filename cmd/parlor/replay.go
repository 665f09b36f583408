package main

import (
	"fmt"
	"time"

	"parlor/gameplay/games"
	"parlor/gameplay/record"
	"parlor/scenes"
	"parlor/scenes/screens"
)

// openReplay opens the game record at path in the replay viewer; Esc goes to the menu
// with setup's choices. The error names the file and what is wrong with it (a record
// that cannot be read, or a move the rules refuse).
func openReplay(path string, setup scenes.Setup) (scenes.Scene, error) {
	r, err := record.Load(path)
	if err != nil {
		return nil, fmt.Errorf("-replay %s: %w", path, err)
	}
	m, err := games.Load(r)
	if err != nil {
		return nil, fmt.Errorf("-replay %s: %w", path, err)
	}
	var date time.Time
	if r.Date != "" {
		date, _ = time.Parse(time.RFC3339, r.Date)
	}
	return screens.NewReplay(m, date, func(*scenes.App) scenes.Scene {
		s := setup
		s.Seed = 0
		return screens.NewMenu(s)
	})
}
