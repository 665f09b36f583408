package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"parlor/gameplay/games"
	"parlor/gameplay/record"
	"parlor/internal/clip"
	"parlor/online"
	"parlor/online/client"
)

// online: the same game as play, over the network.
//
//	parlor-sim online -server ws://HOST:PORT/ws [the flags of play]
//
// It creates a lockstep room with the seed fixed (the server must run with -dev), seats
// one networked bot client per seat (each its own connection, seeing only its seat's
// messages), plays the game out and prints the result object of the finished game's
// record, which is exactly what play prints for the same flags. The seed's commitment is
// checked against the seed revealed at the end; -record FILE also saves the record (it
// replays with parlor-sim replay FILE).

func init() { registerCommand("online", cmdOnline) }

func cmdOnline(args []string, _ io.Reader, stdout io.Writer) error {
	fs := newFlagSet("online")
	f := addGameFlags(fs)
	url := fs.String("server", "", "the server's WebSocket address, ws://HOST:PORT/ws")
	timeout := fs.Duration("timeout", 10*time.Minute, "give up after this long")
	recPath := fs.String("record", "", "also write the finished game's record (as the server revealed it) to this file")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := noArgs(rest); err != nil {
		return err
	}
	if !strings.HasPrefix(*url, "ws://") && !strings.HasPrefix(*url, "wss://") {
		return badf("missing or bad -server %s: want ws://HOST:PORT/ws", clip.Quote(*url))
	}
	s, err := f.resolve(true)
	if err != nil {
		return err
	}
	if _, _, err := s.newMatch(); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	sum, rec, err := playOnline(ctx, *url, s, 0)
	if err != nil {
		return err
	}
	if *recPath != "" {
		if err := record.Save(*recPath, rec); err != nil {
			return fmt.Errorf("-record: %v", err)
		}
	}
	_, err = fmt.Fprintf(stdout, "%s\n", sum)
	return err
}

// playOnline plays setup s in a new lockstep room on the server at url with one networked
// bot client per seat, and returns the result object (JSON) of the record the server
// revealed, and the record. think paces the bots' turn moves.
func playOnline(ctx context.Context, url string, s setup, think time.Duration) ([]byte, *record.Record, error) {
	lobby, err := client.Dial(ctx, url)
	if err != nil {
		return nil, nil, fmt.Errorf("connect to %s: %v", url, err)
	}
	defer lobby.Close()
	seed := s.cfg.Seed
	zero := 0
	spec := online.RoomSpec{
		Config:  s.cfg,
		Seats:   make([]online.SeatSpec, s.cfg.Players),
		Clock:   "lockstep",
		DevSeed: &seed,
		BotMs:   &zero,
	}
	code, _, err := lobby.Create(ctx, spec)
	if err != nil {
		return nil, nil, fmt.Errorf("create a room: %v", err)
	}
	seats := make([]*client.Seat, len(s.levels))
	for i, l := range s.levels {
		c, err := client.Dial(ctx, url)
		if err != nil {
			return nil, nil, err
		}
		defer c.Close()
		seat := i
		if seats[i], err = c.Join(ctx, code, client.JoinOptions{Seat: &seat, Name: l}); err != nil {
			return nil, nil, fmt.Errorf("seat %d: join: %v", i, err)
		}
	}
	g, gctx := errgroup.WithContext(ctx)
	for i, l := range s.levels {
		b, err := s.game.NewBot(l, i, seed)
		if err != nil {
			return nil, nil, err
		}
		bot := &client.Bot{Seat: seats[i], Bot: b, Think: think}
		g.Go(func() error { return bot.Run(gctx) })
	}
	if err := g.Wait(); err != nil {
		return nil, nil, fmt.Errorf("online game: %v", err)
	}
	end, _ := seats[0].End()
	if !end.Verified {
		return nil, nil, fmt.Errorf("the seed revealed (%d) does not open the commitment %s", end.Seed, seats[0].Commitment())
	}
	if end.Record == nil {
		return nil, nil, fmt.Errorf("the server sent no record")
	}
	m, err := games.Load(end.Record)
	if err != nil {
		return nil, nil, fmt.Errorf("the game record does not replay: %v", err)
	}
	if !m.Over() {
		return nil, nil, fmt.Errorf("the record's game is not over")
	}
	sum, err := json.Marshal(m.Summary())
	return sum, end.Record, err
}
