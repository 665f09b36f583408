package main

import (
	"fmt"
	"os"
	"time"

	"parlor/scenes"
	"parlor/scenes/device"
	"parlor/scenes/saves"
	"parlor/scenes/screens"
)

// tableScene is the table an address or command line asks for (-scene table), unless a
// game is in progress: no address deals over a saved game the person has not chosen to
// give up (a browser reloads a direct link, a phone reloads a tab it discarded). The
// game in progress goes on at once when the address describes it (the same game,
// variant, options, seed and seats: a reload); any other address opens the menu with
// the address's game set up and the game in progress offered as Continue, and says why.
// Starting the new game from there is the person's choice; the saved game stays until
// the new game's first move is saved over it. Saved data that is not a playable game
// has been moved aside (said on the table and on stderr) and the table starts.
func tableScene(a *scenes.App, o options) (scenes.Scene, error) {
	g, _ := scenes.Lookup(o.setup.Game)
	if a.Saves == nil {
		return g.NewTable(o.setup)
	}
	sv, err := saves.LoadGame(a.Saves)
	if err != nil {
		note(saves.BrokenText(err))
		a.Notice = saves.BrokenText(err)
	}
	if sv == nil || sv.Online != nil {
		return g.NewTable(o.setup)
	}
	if scenes.SameGame(o.setup, sv.Match) {
		if sc, err := scenes.Resume(a, sv.Match, false); err == nil {
			note("going on with the game in progress (" + saves.Describe(sv, time.Now()) + ")")
			return sc, nil
		}
	}
	note("a game is in progress (" + saves.Describe(sv, time.Now()) + "): the menu offers to continue it or to start the " + g.Name + " game asked for")
	m := screens.NewMenu(o.setup)
	m.SetSeed(o.setup.Seed)
	m.Say(InProgressWords)
	device.Say(InProgressWords)
	return m, nil
}

// note says what the command line led to on stderr (the desktop only: in the browser
// the page shows it).
func note(msg string) {
	if !inBrowser {
		fmt.Fprintln(os.Stderr, "parlor: "+msg)
	}
}

// InProgressWords is what the menu says when an address would deal over a game in
// progress (its Continue button names the game).
const InProgressWords = "Your game in progress is kept: Continue it, or Start this new game in its place."
