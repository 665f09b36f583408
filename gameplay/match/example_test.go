package match_test

import (
	"fmt"
	"os"

	"parlor/gameplay/cards"
	"parlor/gameplay/match"
	"parlor/gameplay/record"
	"parlor/gameplay/threethirteen"
)

// Example plays the start of a two-player Three-Thirteen game through the match layer:
// the match is started from a Config, moves are applied in their record notation or as
// the game's own values, each seat sees its own view and its own redacted events, a bot
// decides from its seat's view, and the record is the config plus the moves
// (docs/game-record.md), from which Load rebuilds the same game.
func Example() {
	m, err := match.New(threethirteen.Game, match.Config{Players: 2, Seed: 7}, []string{"human", "easy"})
	if err != nil {
		fmt.Println(err)
		return
	}
	me, _ := m.Seat(0)  // the handle a table or a bot gets: its view, its events, Submit
	you, _ := m.Seat(1) // the other seat's handle
	fmt.Println("to move:", m.ToMove(), "legal:", m.Legal(m.ToMove()))

	// Seat 0 draws from the stock: seat 1 is not told which card.
	if _, err := m.ApplyText("draw"); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("seat 0 saw:", last(me.Events()))
	fmt.Println("seat 1 saw:", last(you.Events()))

	// A move the rules refuse changes nothing and says why.
	_, err = m.ApplyText("draw")
	fmt.Println("refused:", err)

	// A move can also be a game's own value; seat 0's view holds its hand.
	v := me.View().(threethirteen.View)
	fmt.Println("seat 0 holds:", cards.Format(v.Hand))
	if _, err := m.Apply(threethirteen.Move{Seat: 0, Kind: threethirteen.Discard, Card: v.Hand[0]}); err != nil {
		fmt.Println(err)
		return
	}

	// A bot decides from its seat's view only, and moves through its handle.
	bot, _ := threethirteen.Game.NewBot("easy", 1, 7)
	mv := match.Choose(bot, you.View())
	fmt.Println("the bot:", mv, you.Submit(mv))

	r := m.Record()
	data, _ := record.Marshal(r)
	os.Stdout.Write(data)
	again, err := match.Load(threethirteen.Game, r)
	fmt.Println("reloaded:", err == nil && again.Len() == m.Len() && again.ToMove() == m.ToMove())
	// Output:
	// to move: 0 legal: [draw take]
	// seat 0 saw: seat 0 draws 2S from the stock
	// seat 1 saw: seat 0 draws ?? from the stock
	// refused: already-drew: seat 0 cannot "draw": you have drawn this turn; discard a card
	// seat 0 holds: 8C 2D 4D 2S
	// the bot: draw <nil>
	// {
	//   "game": "threethirteen",
	//   "players": 2,
	//   "seed": 7,
	//   "bots": [
	//     "human",
	//     "easy"
	//   ],
	//   "moves": [
	//     "draw",
	//     "discard 8C",
	//     "draw"
	//   ]
	// }
	// reloaded: true
}

// last is the last of evs (the newest event a seat was told).
func last(evs []match.Event) match.Event { return evs[len(evs)-1] }
