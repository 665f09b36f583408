package server

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"parlor/gameplay/games"
	"parlor/online"
)

// checkSpec validates a room spec and fills in its defaults.
func checkSpec(s online.RoomSpec, dev bool) (online.RoomSpec, error) {
	g, err := games.Find(s.Game)
	if err != nil {
		return s, err
	}
	s.Game = g.ID()
	lo, hi := g.Seats()
	if s.Players == 0 {
		s.Players = len(s.Seats)
	}
	if s.Players < lo || s.Players > hi {
		return s, fmt.Errorf("%s takes %d to %d players, not %d", g.ID(), lo, hi, s.Players)
	}
	if len(s.Seats) != s.Players {
		return s, fmt.Errorf("give one seat per player: %d seats for %d players", len(s.Seats), s.Players)
	}
	for i, st := range s.Seats {
		if st.Bot != "" && !slices.Contains(g.Levels(), st.Bot) {
			return s, fmt.Errorf("seat %d: unknown bot level %q (have: %s)", i, short(st.Bot), strings.Join(g.Levels(), ", "))
		}
	}
	if len(s.Options) > 16 {
		return s, fmt.Errorf("at most 16 options, not %d", len(s.Options))
	}
	switch s.Clock {
	case "":
		s.Clock = "real"
	case "real":
	case "lockstep":
		if !dev {
			return s, fmt.Errorf("lockstep windows are for a server started with -dev")
		}
	default:
		return s, fmt.Errorf("clock %q: want real or lockstep", short(s.Clock))
	}
	if s.DevSeed != nil && !dev {
		return s, fmt.Errorf("only a server started with -dev lets a client choose the seed")
	}
	if s.TimerMs < 0 || s.TimerMs > 600_000 {
		return s, fmt.Errorf("timer_ms %d: want 0 (none) to 600000", s.TimerMs)
	}
	if s.StandIn == "" {
		s.StandIn = g.Levels()[len(g.Levels())/2]
	} else if !slices.Contains(g.Levels(), s.StandIn) {
		return s, fmt.Errorf("standin: unknown bot level %q (have: %s)", short(s.StandIn), strings.Join(g.Levels(), ", "))
	}
	if s.BotMs == nil {
		ms := 600
		s.BotMs = &ms
	} else if *s.BotMs < 0 || *s.BotMs > 10_000 {
		return s, fmt.Errorf("bot_ms %d: want 0 to 10000", *s.BotMs)
	}
	return s, nil
}

func seedFor(s online.RoomSpec) uint64 {
	if s.DevSeed != nil {
		return *s.DevSeed
	}
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

func newNonce() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func newToken() (token, hash string) {
	var b [16]byte
	rand.Read(b[:])
	token = hex.EncodeToString(b[:])
	return token, hashToken(token)
}

func hashToken(t string) string {
	h := sha256.Sum256([]byte(t))
	return hex.EncodeToString(h[:])
}

// cleanName keeps a name printable and short.
func cleanName(s string, seat int) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) {
			return r
		}
		return -1
	}, strings.TrimSpace(s))
	if r := []rune(s); len(r) > 24 {
		s = string(r[:24])
	}
	if s == "" {
		s = fmt.Sprintf("Player %d", seat+1)
	}
	return s
}
