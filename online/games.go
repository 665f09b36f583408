package online

import (
	"parlor/gameplay/match"
	"parlor/gameplay/thirdwheel"
	"parlor/gameplay/threethirteen"
	"parlor/gameplay/triples"
	"parlor/gameplay/troeven"
)

// tables lists every game's event types (a test checks them against the game packages'
// event.go) and its move parser.
var tables = map[string]gameTable{
	"threethirteen": {
		events: []match.Event{
			threethirteen.RoundStarted{}, threethirteen.Dealt{}, threethirteen.DiscardStarted{},
			threethirteen.Drew{}, threethirteen.Discarded{}, threethirteen.WentOut{},
			threethirteen.LastTurnsBegan{}, threethirteen.StockRebuilt{}, threethirteen.Revealed{},
			threethirteen.RoundScored{}, threethirteen.TiebreakStarted{}, threethirteen.GameOver{},
		},
		parse:    moveParser(threethirteen.ParseMove),
		roundEnd: isEvent[threethirteen.RoundScored],
	},
	"troeven": {
		events: []match.Event{
			troeven.Cut{}, troeven.Dealt{}, troeven.TrumpNamed{}, troeven.Played{},
			troeven.DummyCardTurned{}, troeven.TrickWon{}, troeven.RoundScored{}, troeven.GameOver{},
		},
		parse:    moveParser(troeven.ParseMove),
		roundEnd: isEvent[troeven.RoundScored],
	},
	"thirdwheel": {
		events: []match.Event{
			thirdwheel.RolesDrawn{}, thirdwheel.Dealt{}, thirdwheel.SetAside{}, thirdwheel.Drew{}, thirdwheel.Played{},
			thirdwheel.Busted{}, thirdwheel.BlockLifted{}, thirdwheel.Swapped{},
			thirdwheel.WindowOpened{}, thirdwheel.WindowClosed{}, thirdwheel.Submitted{},
			thirdwheel.Matched{}, thirdwheel.Blocked{}, thirdwheel.Withdrawn{}, thirdwheel.Slapped{},
			thirdwheel.Snapped{}, thirdwheel.DoubleDown{}, thirdwheel.RaceLost{},
			thirdwheel.PenaltyOwed{}, thirdwheel.Discarded{}, thirdwheel.Shielded{},
			thirdwheel.Countered{}, thirdwheel.Cancelled{}, thirdwheel.Passed{},
			thirdwheel.TurnSkipped{}, thirdwheel.PlayOutStarted{}, thirdwheel.GameOver{},
		},
		parse: moveParser(thirdwheel.ParseMove),
	},
	"triples": {
		events: []match.Event{
			triples.DealerDraw{}, triples.DealerChosen{}, triples.RoundStarted{}, triples.Dealt{},
			triples.StarterTurned{}, triples.PenaltyPending{}, triples.Played{},
			triples.TargetChosen{}, triples.Drew{}, triples.Skipped{}, triples.Passed{},
			triples.Reshuffled{}, triples.RoundScored{}, triples.GameOver{},
		},
		parse:    moveParser(triples.ParseMove),
		roundEnd: isEvent[triples.RoundScored],
	},
}

// isEvent reports whether e is an E.
func isEvent[E any](e match.Event) bool {
	_, ok := e.(E)
	return ok
}

// moveParser erases a game package's ParseMove.
func moveParser[M match.Move](f func(seat int, text string) (M, error)) func(int, string) (match.Move, error) {
	return func(seat int, text string) (match.Move, error) {
		m, err := f(seat, text)
		if err != nil {
			return nil, err
		}
		return m, nil
	}
}
