// Package movewords says a move of any of Parlor's games in words, in the language on:
// "play the 9♠", "draw from the stock", "play the green star 2, then the blue star 2".
// The games' cores give these words in English (match.Game.MoveWords), and gameplay
// stays English; each game's words package (scenes/<game>/mirrorwords) registers how
// its table says its moves, and the replay viewer and its review show them through Say.
package movewords

import "parlor/gameplay/match"

// A Sayer is a game's moves in words in the language on: m (a move of the game) said,
// name naming a seat the move names ("make Basil draw 2"); "" for a move it does not
// word.
type Sayer func(m match.Move, name func(int) string) string

var sayers = map[string]Sayer{}

// Register gives game (its match id, "troeven") its Sayer; a game's words package
// calls it from init.
func Register(game string, s Sayer) { sayers[game] = s }

// Say is m, a move of game g, in words in the language on; name names a seat the move
// names. A move of a game with no Sayer, or one its Sayer does not word, is the game's
// own English words (g.MoveWords).
func Say(g match.Game, m match.Move, name func(int) string) string {
	if s := sayers[g.ID()]; s != nil {
		if w := s(m, name); w != "" {
			return w
		}
	}
	return g.MoveWords(m)
}
