package saves

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"
)

// What the front end keeps of online play (docs/online.md, "Identity"; issue 24): the
// seats it holds in online rooms (seats.json), so that a restart, a reload or a crash
// takes the seat back from its stand-in, and the device keys it proves itself with
// (keys.json, one per server). Both are secrets: on the desktop their files are the
// owner's alone (mode 600, written atomically); in the browser they are localStorage
// keys like the rest. Whatever is read back is checked as a stranger's data: an entry
// that is not a server address, a room code, a seat and a 32-hex-digit token is
// dropped.

// SeatsName holds the seats kept in online rooms; KeysName the device keys.
const (
	SeatsName = "seats.json"
	KeysName  = "keys.json"
)

// Bounds of the seats kept: at most MaxSeats entries (the newest), each dropped
// SeatDays after it was last written; a finished game's seat is kept (for a rematch)
// only as the newest finished one. At most MaxKeys servers' keys are kept.
const (
	MaxSeats = 20
	SeatDays = 3
	MaxKeys  = 50
	// seatsLimit and keysLimit bound the files read back.
	seatsLimit = 64 << 10
	keysLimit  = 16 << 10
)

// Seat is a seat held in an online room: the Server's /ws address, the Room's code, the
// Seat's number and its Token (the secret that takes it back), the Game's id, when it
// was last written (At) and whether its game is Over (kept for a rematch).
type Seat struct {
	Server string `json:"server"`
	Room   string `json:"room"`
	Seat   int    `json:"seat"`
	Token  string `json:"token"`
	Game   string `json:"game"`
	At     int64  `json:"at"` // unix ms
	Over   bool   `json:"over,omitempty"`
}

// valid reports whether e has the shape of a seat a server gave.
func (e Seat) valid() bool {
	return ServerAddr(e.Server) && validRoom(e.Room) && e.Seat >= 0 && e.Seat < 64 && validToken(e.Token) && len(e.Game) <= 32
}

// ServerAddr reports whether s is a server's /ws address: ws:// or wss:// and a host.
func ServerAddr(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "ws" || u.Scheme == "wss") && u.Host != "" && len(s) <= 200
}

func validRoom(s string) bool {
	return s != "" && len(s) <= 16 && strings.Trim(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == ""
}

func validToken(s string) bool {
	if len(s) != 32 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil && strings.ToLower(s) == s
}

// Seats are the seats kept, newest first, without those past SeatDays. A file that is
// not a list of seats is moved aside and reported (the list is then empty).
func Seats(st Store, now time.Time) ([]Seat, error) {
	data, err := st.Read(SeatsName, seatsLimit)
	if missing(err) {
		return nil, nil
	}
	var all []Seat
	if err == nil {
		err = json.Unmarshal(data, &all)
	}
	if err != nil {
		return nil, broken(st, "The online seats kept", SeatsName, err)
	}
	out := all[:0]
	for _, e := range all {
		if e.valid() && now.Sub(time.UnixMilli(e.At)) < SeatDays*24*time.Hour {
			out = append(out, e)
		}
	}
	slices.SortStableFunc(out, func(a, b Seat) int { return int(b.At - a.At) })
	return out, nil
}

// FindSeat is the seat kept in room on server (ok false: none).
func FindSeat(st Store, server, room string, now time.Time) (Seat, bool) {
	all, _ := Seats(st, now)
	for _, e := range all {
		if e.Server == server && e.Room == room {
			return e, true
		}
	}
	return Seat{}, false
}

// LastSeat is the newest seat kept whose game is over (over) or goes on (!over).
func LastSeat(st Store, over bool, now time.Time) (Seat, bool) {
	all, _ := Seats(st, now)
	for _, e := range all {
		if e.Over == over {
			return e, true
		}
	}
	return Seat{}, false
}

// KeepSeat writes e (dated now) in place of any seat kept in the same room, keeping the
// newest MaxSeats and, of finished games, only the newest. Error: e is not a seat a
// server gave, or it could not be written.
func KeepSeat(st Store, e Seat, now time.Time) error {
	e.At = now.UnixMilli()
	if !e.valid() {
		return errors.New("not a seat a server gave: " + e.Server + " room " + e.Room)
	}
	all, _ := Seats(st, now)
	out := []Seat{e}
	for _, x := range all {
		if (x.Server == e.Server && x.Room == e.Room) || (e.Over && x.Over) {
			continue
		}
		out = append(out, x)
	}
	return writeSeats(st, out)
}

// DropSeat forgets the seat kept in room on server (a token the server no longer takes).
func DropSeat(st Store, server, room string, now time.Time) error {
	all, _ := Seats(st, now)
	out := slices.DeleteFunc(all, func(x Seat) bool { return x.Server == server && x.Room == room })
	return writeSeats(st, out)
}

func writeSeats(st Store, all []Seat) error {
	if len(all) > MaxSeats {
		all = all[:MaxSeats]
	}
	if all == nil {
		all = []Seat{}
	}
	data, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		return err
	}
	if err := writePrivate(st, SeatsName, append(data, '\n')); err != nil {
		return fmt.Errorf("keeping the online seat in %s: %w", st.Where(), err)
	}
	return nil
}

// privateWriter is a Store that can keep a secret from the machine's other users
// (Dir: a file of mode 600).
type privateWriter interface {
	WritePrivate(name string, data []byte) error
}

// writePrivate writes a secret: privately where the store can, else as it writes all.
func writePrivate(st Store, name string, data []byte) error {
	if p, ok := st.(privateWriter); ok {
		return p.WritePrivate(name, data)
	}
	return st.Write(name, data)
}

// DeviceKey is this device's key for server (made, and kept in keys.json, on first use:
// one key per server's host, so that no server can sign in elsewhere as the player).
// Error: the keys could not be read or written (a broken file is moved aside first).
func DeviceKey(st Store, server string) (ed25519.PrivateKey, error) {
	host := server
	if u, err := url.Parse(server); err == nil && u.Host != "" {
		host = strings.ToLower(u.Host)
	}
	keys := map[string]string{}
	data, err := st.Read(KeysName, keysLimit)
	switch {
	case missing(err):
	case err == nil:
		if err := json.Unmarshal(data, &keys); err != nil {
			return nil, broken(st, "The device keys", KeysName, err)
		}
	default:
		return nil, broken(st, "The device keys", KeysName, err)
	}
	if s, ok := keys[host]; ok {
		if b, err := hex.DecodeString(s); err == nil && len(b) == ed25519.SeedSize {
			return ed25519.NewKeyFromSeed(b), nil
		}
	}
	_, k, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	if len(keys) >= MaxKeys {
		for h := range keys { // a full file forgets some other server's key
			delete(keys, h)
			break
		}
	}
	keys[host] = hex.EncodeToString(k.Seed())
	out, _ := json.MarshalIndent(keys, "", "  ")
	if err := writePrivate(st, KeysName, append(out, '\n')); err != nil {
		return nil, fmt.Errorf("keeping the device key in %s: %w", st.Where(), err)
	}
	return k, nil
}
