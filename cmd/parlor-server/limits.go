package main

import (
	"flag"
	"fmt"
	"time"

	"parlor/online/server"
)

// limitFlag are the flags of server.Limits (docs/server.md, "Limits"): 0 turns a limit off.
type limitFlag struct {
	unjoined, joinWithin, pongWithin *time.Duration
	connsPerAddr, roomsPerMin, rooms *int
	guessesPerMin, resultsPerMin     *int
	proxy                            *string
}

func limitFlags(fs *flag.FlagSet) *limitFlag {
	d := server.DefaultLimits
	return &limitFlag{
		unjoined:      fs.Duration("unjoined", d.Unjoined, "let a room go that nobody has joined this long after it was made (its log too, if unplayed; 0: never)"),
		joinWithin:    fs.Duration("join-within", d.JoinWithin, "close a connection that has joined no room this long after it opened (0: never)"),
		pongWithin:    fs.Duration("ping-timeout", d.PongWithin, "close a connection that has answered no ping for this long (0: never)"),
		connsPerAddr:  fs.Int("conns-per-addr", d.ConnsPerAddr, "open connections one client address may hold (0: no limit)"),
		roomsPerMin:   fs.Int("rooms-per-min", d.RoomsPerMinute, "rooms one client address may make a minute (0: no limit)"),
		rooms:         fs.Int("max-rooms", d.MaxRooms, "rooms this node holds at most; past it new rooms are refused as server-full (0: no limit)"),
		guessesPerMin: fs.Int("guesses-per-min", d.GuessesPerMinute, "joins of room codes that name no room one client address may make a minute; past them its joins by code are refused (0: no limit)"),
		resultsPerMin: fs.Int("results-per-min", d.ResultsPerMinute, "daily-deal results one client address may have replayed a minute (0: no limit)"),
		proxy:         fs.String("proxy", "", "the reverse proxies in front of the server (addresses or CIDR prefixes, comma-separated): their X-Forwarded-For names the client"),
	}
}

// limits reads the flags into server.Limits (0 becomes off).
func (f *limitFlag) limits() (server.Limits, error) {
	var l server.Limits
	for _, d := range []struct {
		name string
		v    time.Duration
		to   *time.Duration
	}{{"-unjoined", *f.unjoined, &l.Unjoined}, {"-join-within", *f.joinWithin, &l.JoinWithin}, {"-ping-timeout", *f.pongWithin, &l.PongWithin}} {
		switch {
		case d.v < 0:
			return l, fmt.Errorf("%s %v: want a duration of 0 (never) or more", d.name, d.v)
		case d.v == 0:
			*d.to = -1
		default:
			*d.to = d.v
		}
	}
	for _, n := range []struct {
		name string
		v    int
		to   *int
	}{{"-conns-per-addr", *f.connsPerAddr, &l.ConnsPerAddr}, {"-rooms-per-min", *f.roomsPerMin, &l.RoomsPerMinute}, {"-max-rooms", *f.rooms, &l.MaxRooms},
		{"-guesses-per-min", *f.guessesPerMin, &l.GuessesPerMinute}, {"-results-per-min", *f.resultsPerMin, &l.ResultsPerMinute}} {
		switch {
		case n.v < 0:
			return l, fmt.Errorf("%s %d: want 0 (no limit) or more", n.name, n.v)
		case n.v == 0:
			*n.to = -1
		default:
			*n.to = n.v
		}
	}
	ps, err := server.ParseProxies(*f.proxy)
	if err != nil {
		return l, fmt.Errorf("-proxy: %v", err)
	}
	l.Proxies = ps
	return l, nil
}
