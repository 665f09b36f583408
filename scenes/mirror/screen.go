package mirror

import (
	"parlor/gameplay/match"
	"parlor/scenes/l10n"
)

// The models of the screens that are not tables: the menu's games to start, a screen
// being made, a screen shown over another.

// GameChoice is a game the menu's mirror offers to start against bots: its name and id.
type GameChoice struct{ Name, ID string }

// GamesModel is the mirror of the menu's games: a button to start each game of games
// against bots (command "start ID"), with the announcements said; the menu adds its
// other entries (scenes/screens).
func GamesModel(games []GameChoice, said []string) Model {
	md := Model{Title: "Parlor", Status: l10n.T(ChooseWords), Said: said}
	for _, g := range games {
		md.Buttons = append(md.Buttons, Button{Label: l10n.T("Play %s against bots", l10n.T(g.Name)), Command: "start " + g.ID})
	}
	return md
}

// LoadingModel is the mirror while a screen is made (the start-up, a table's cards
// drawn): nothing to press, since a game started then would deal over the one the page
// is opening; a command is answered with LoadingRefusal.
func LoadingModel(said []string) Model {
	return Model{Title: "Parlor", Status: l10n.T(LoadingWords), Said: said}
}

// OverModel is the mirror of a screen drawn only shown over another (the key help over
// a table): its one button (command "back") goes back to it.
func OverModel(said []string) Model {
	return Model{Title: "Parlor", Status: l10n.T(OverWords), Said: said, Buttons: []Button{{Label: l10n.T("Back"), Command: "back"}}}
}

// DrawnModel is the mirror of a screen drawn only (one without a mirror of its own):
// its one button (command "menu") goes to the menu.
func DrawnModel(said []string) Model {
	return Model{Title: "Parlor", Status: l10n.T(DrawnWords), Said: said, Buttons: []Button{{Label: l10n.T("Back to the menu"), Command: "menu"}}}
}

// The words of the screens' mirrors.
const (
	DrawnWords     = "This screen is drawn only. Press Back to the menu to return."
	ChooseWords    = "Choose a game to play against bots."
	LoadingWords   = "Loading: the game comes in a moment."
	LoadingRefusal = "The game is loading: wait a moment."
	OverWords      = "This screen is drawn only. Press Back to return."
)

// TableActions are a table's status line and its own buttons after the moves: at the
// game's end the score sheet (command "sheet"), at a round's end the next round
// ("next"), behind the privacy screen Continue as the person waited for (who, command
// "reveal"); then always the menu ("menu").
func TableActions(roundOver, final, privacy bool, who string) (status string, acts []Button) {
	switch {
	case roundOver && final:
		status = l10n.T("The game is over. Open the score sheet for the final scores.")
		acts = append(acts, Button{Label: l10n.T("Score sheet"), Command: "sheet"})
	case roundOver:
		status = l10n.T("The round is over. Press Next round to deal the next.")
		acts = append(acts, Button{Label: l10n.T("Next round"), Command: "next"})
	case privacy:
		status = l10n.T("Waiting for %s to come to the screen: press Continue.", who)
		acts = append(acts, Button{Label: l10n.T("Continue as %s", who), Command: "reveal"})
	}
	return status, append(acts, Button{Label: l10n.T("Menu"), Command: "menu"})
}

// Refuser is a table that words the rules' refusal of a move in the language on (the
// rules' own words are English): a move typed in the mirror is refused in them.
type Refuser interface {
	RefusalWords(err error, m match.Move) string
}

// Refused is the words of the rules' refusal err of move m: table's own where it words
// them (a Refuser), else plain's.
func Refused(table any, err error, m match.Move, plain func(error) string) string {
	if rf, ok := table.(Refuser); ok {
		return rf.RefusalWords(err, m)
	}
	return plain(err)
}
