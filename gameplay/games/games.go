// Package games lists Parlor's four games for the code that works on any of them (the
// match layer's users: parlor-sim, the server, the front end's saves and replays).
package games

import (
	"fmt"
	"strings"

	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/triples"
	"parlor/gameplay/troeven"
	"parlor/internal/clip"
)

// All are the games in menu order.
var All = []match.Game{threethirteen.Game, troeven.Game, thirdwheel.Game, triples.Game}

// Lookup finds a game by id.
func Lookup(id string) (match.Game, bool) {
	for _, g := range All {
		if g.ID() == id {
			return g, true
		}
	}
	return nil, false
}

// IDs lists the game ids joined by sep.
func IDs(sep string) string {
	ids := make([]string, len(All))
	for i, g := range All {
		ids[i] = g.ID()
	}
	return strings.Join(ids, sep)
}

// Find is Lookup with an error naming the unknown id and the known ones.
func Find(id string) (match.Game, error) {
	if g, ok := Lookup(id); ok {
		return g, nil
	}
	return nil, fmt.Errorf("unknown game %s (want %s)", clip.Quote(id), IDs("|"))
}

// Load rebuilds a match from a game record of any game (see match.Load).
func Load(r *record.Record) (*match.Match, error) {
	g, err := Find(r.Game)
	if err != nil {
		return nil, &match.LoadError{Seat: -1, Err: err}
	}
	return match.Load(g, r)
}
