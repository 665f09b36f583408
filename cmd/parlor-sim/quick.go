package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
	"parlor/online"
	"parlor/online/client"
)

// online -quick: one networked seat through quick play.
//
//	parlor-sim online -server ws://HOST:PORT/ws -quick -game G [-players N] [-bots LEVEL]
//	                  [-variant V] [-options a,b] [-bot-ms MS]
//
// It asks the server for quick play (the fill-in bots at LEVEL, default the game's middle
// level), plays the seat it gets with a bot of the same level (at a table already playing
// it first watches, then plays the bot's seat it takes at the next round) until the game
// ends, and prints the result object of the record the server revealed, plus "room" (its
// code) and "people" (the seats people played at the end: this seat, and any other
// quick-play client's). -bot-ms paces the server's bots (a -dev server only).

// quickFlags are online's flags for -quick.
type quickFlags struct {
	botMs int
}

// playQuick plays one seat through quick play on the server at url.
func playQuick(ctx context.Context, url string, f gameFlags, q quickFlags) ([]byte, error) {
	g, err := games.Find(*f.game)
	if err != nil {
		if *f.game == "" {
			return nil, badf("missing -game (want %s)", games.IDs("|"))
		}
		return nil, badf("%v", err)
	}
	if *f.seed != "" || *f.rounds != 0 {
		return nil, badf("-quick takes no -seed or -rounds: the server deals")
	}
	level := *f.bots
	if level == "" {
		level = g.Levels()[len(g.Levels())/2]
	}
	if strings.Contains(level, ",") || !slices.Contains(g.Levels(), level) {
		return nil, badf("bad -bots %q: -quick takes one level for its seat and the fill-ins (%s)", level, strings.Join(g.Levels(), ", "))
	}
	if *f.players != 0 {
		if err := match.CheckSeats(g, *f.players); err != nil {
			return nil, badf("%v", err)
		}
	}
	spec := online.QuickSpec{Game: g.ID(), Players: *f.players, Variant: *f.variant, Bots: level}
	if *f.options != "" {
		spec.Options = strings.Split(*f.options, ",")
	}
	if q.botMs >= 0 {
		spec.BotMs = &q.botMs
	}
	c, err := client.Dial(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("connect to %s: %v", url, err)
	}
	defer c.Close()
	seat, err := c.Quick(ctx, spec, client.JoinOptions{Name: "parlor-sim"})
	if err != nil {
		return nil, fmt.Errorf("quick play: %v", err)
	}
	for seat.Seat() < 0 { // watching until the next round gives this client a bot's seat
		if n, ok := seat.Next(); ok && n.Cancelled {
			return nil, fmt.Errorf("quick play: %s", n.Say)
		}
		if e := seat.Err(); e != nil {
			return nil, e
		}
		select {
		case <-seat.Changed():
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	b, err := g.NewBot(level, seat.Seat(), rand.Uint64())
	if err != nil {
		return nil, err
	}
	if err := (&client.Bot{Seat: seat, Bot: b}).Run(ctx); err != nil {
		return nil, fmt.Errorf("online game: %v", err)
	}
	end, _ := seat.End()
	if !end.Verified || end.Record == nil {
		return nil, fmt.Errorf("the seed revealed (%d) does not open the commitment %s", end.Seed, seat.Commitment())
	}
	m, err := games.Load(end.Record)
	if err != nil {
		return nil, fmt.Errorf("the game record does not replay: %v", err)
	}
	sum, err := json.Marshal(m.Summary())
	if err != nil {
		return nil, err
	}
	people := []int{}
	for _, in := range seat.Seats() {
		if in.Person {
			people = append(people, in.Seat)
		}
	}
	extra, _ := json.Marshal(struct {
		Room   string `json:"room"`
		People []int  `json:"people"`
	}{seat.Room(), people})
	// The result object as play prints it, then "room" and "people".
	out := append(bytes.TrimSuffix(sum, []byte("}")), ',')
	return append(out, extra[1:]...), nil
}
