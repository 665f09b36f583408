package online

import (
	"encoding/json"
	"math"
	"unicode/utf8"
)

// A quick reader for the messages sent most: a client's moves, acks and pongs, the
// server's updates and pings. Every update is read by every seat after every move (a load
// test's clients read thousands a second), and the strict decoder spends most of its time
// scanning the JSON twice and matching field names without regard to case. The quick
// reader takes the common shape exactly as the encoders write it: known field names
// spelled as sent, each once; strings without escapes; integers; true and false; the
// view and the events' data as any valid JSON but null. Anything else (an escape, a
// repeated or unknown field, a null, a fraction) makes it give up, and the message goes to
// the strict decoder: what a message decodes to, and every error, stays the strict
// decoder's.

// scan walks one JSON text.
type scan struct {
	b []byte
	i int
}

func (s *scan) space() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// eat consumes c (after white space) if it comes next.
func (s *scan) eat(c byte) bool {
	s.space()
	if s.i < len(s.b) && s.b[s.i] == c {
		s.i++
		return true
	}
	return false
}

// end reports whether only white space is left.
func (s *scan) end() bool {
	s.space()
	return s.i == len(s.b)
}

// plain reads a string without escapes or control characters, in valid UTF-8 (as the
// strict decoder would give it); ok false: not such a string.
func (s *scan) plain() ([]byte, bool) {
	s.space()
	if s.i >= len(s.b) || s.b[s.i] != '"' {
		return nil, false
	}
	start := s.i + 1
	ascii := true
	for j := start; j < len(s.b); j++ {
		switch c := s.b[j]; {
		case c == '"':
			if !ascii && !utf8.Valid(s.b[start:j]) {
				return nil, false
			}
			s.i = j + 1
			return s.b[start:j], true
		case c == '\\' || c < 0x20:
			return nil, false
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return nil, false
}

// int reads an integer without fraction or exponent that fits in an int64 (up to 18
// digits; a longer one goes to the strict decoder).
func (s *scan) int() (int64, bool) {
	s.space()
	j := s.i
	neg := j < len(s.b) && s.b[j] == '-'
	if neg {
		j++
	}
	start := j
	var n int64
	for j < len(s.b) && s.b[j] >= '0' && s.b[j] <= '9' {
		if j-start == 18 {
			return 0, false
		}
		n = n*10 + int64(s.b[j]-'0')
		j++
	}
	if j == start || s.b[start] == '0' && j-start > 1 {
		return 0, false
	}
	if j < len(s.b) && (s.b[j] == '.' || s.b[j] == 'e' || s.b[j] == 'E') {
		return 0, false
	}
	s.i = j
	if neg {
		n = -n
	}
	return n, true
}

// smallInt is int for an int field (within ±2^31, so on every platform).
func (s *scan) smallInt() (int, bool) {
	n, ok := s.int()
	if !ok || n > math.MaxInt32 || n < math.MinInt32 {
		return 0, false
	}
	return int(n), true
}

// bool reads true or false.
func (s *scan) bool() (bool, bool) {
	switch {
	case s.lit("true"):
		return true, true
	case s.lit("false"):
		return false, true
	}
	return false, false
}

func (s *scan) lit(w string) bool {
	s.space()
	if len(s.b)-s.i >= len(w) && string(s.b[s.i:s.i+len(w)]) == w {
		s.i += len(w)
		return true
	}
	return false
}

// raw reads any JSON value but null and returns its text (sharing the input's memory).
func (s *scan) raw() ([]byte, bool) {
	s.space()
	start := s.i
	if s.i < len(s.b) && s.b[s.i] == 'n' || !s.value(0) {
		return nil, false
	}
	return s.b[start:s.i], true
}

// value skips one valid JSON value (at most 200 arrays and objects deep).
func (s *scan) value(depth int) bool {
	s.space()
	if s.i >= len(s.b) || depth > 200 {
		return false
	}
	switch c := s.b[s.i]; {
	case c == '{':
		s.i++
		if s.eat('}') {
			return true
		}
		for {
			if !s.str() || !s.eat(':') || !s.value(depth+1) {
				return false
			}
			if !s.eat(',') {
				return s.eat('}')
			}
		}
	case c == '[':
		s.i++
		if s.eat(']') {
			return true
		}
		for {
			if !s.value(depth + 1) {
				return false
			}
			if !s.eat(',') {
				return s.eat(']')
			}
		}
	case c == '"':
		return s.str()
	case c == 't':
		return s.lit("true")
	case c == 'f':
		return s.lit("false")
	case c == 'n':
		return s.lit("null")
	}
	return s.number()
}

// str skips a valid JSON string (any escapes; bytes are not checked as UTF-8, as the
// strict decoder does not check them in a raw value).
func (s *scan) str() bool {
	s.space()
	if s.i >= len(s.b) || s.b[s.i] != '"' {
		return false
	}
	for j := s.i + 1; j < len(s.b); j++ {
		switch c := s.b[j]; {
		case c == '"':
			s.i = j + 1
			return true
		case c < 0x20:
			return false
		case c == '\\':
			j++
			if j >= len(s.b) {
				return false
			}
			switch s.b[j] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if j+4 >= len(s.b) {
					return false
				}
				for _, h := range s.b[j+1 : j+5] {
					if !('0' <= h && h <= '9' || 'a' <= h && h <= 'f' || 'A' <= h && h <= 'F') {
						return false
					}
				}
				j += 4
			default:
				return false
			}
		}
	}
	return false
}

// number skips a JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (s *scan) number() bool {
	b, j := s.b, s.i
	digits := func() bool {
		k := j
		for j < len(b) && b[j] >= '0' && b[j] <= '9' {
			j++
		}
		return j > k
	}
	if j < len(b) && b[j] == '-' {
		j++
	}
	switch {
	case j < len(b) && b[j] == '0':
		j++
	case !digits():
		return false
	}
	if j < len(b) && b[j] == '.' {
		j++
		if !digits() {
			return false
		}
	}
	if j < len(b) && (b[j] == 'e' || b[j] == 'E') {
		j++
		if j < len(b) && (b[j] == '+' || b[j] == '-') {
			j++
		}
		if !digits() {
			return false
		}
	}
	s.i = j
	return true
}

// fields reads an object whose every field field takes (bit: a distinct bit per name, 0
// for a name it does not know); ok false for anything else, a name repeated included.
func (s *scan) fields(field func(name []byte) (bit uint32, ok bool)) bool {
	if !s.eat('{') {
		return false
	}
	if s.eat('}') {
		return true
	}
	var seen uint32
	for {
		name, ok := s.plain()
		if !ok || !s.eat(':') {
			return false
		}
		bit, ok := field(name)
		if !ok || bit == 0 || seen&bit != 0 {
			return false
		}
		seen |= bit
		if !s.eat(',') {
			return s.eat('}')
		}
	}
}

// strs reads an array of plain strings (an empty one as an empty, not nil, slice).
func (s *scan) strs() ([]string, bool) {
	if !s.eat('[') {
		return nil, false
	}
	out := []string{}
	if s.eat(']') {
		return out, true
	}
	for {
		v, ok := s.plain()
		if !ok {
			return nil, false
		}
		out = append(out, string(v))
		if !s.eat(',') {
			return out, s.eat(']')
		}
	}
}

// events reads an array of events, each {"type": plain string, "data": raw}.
func (s *scan) events() ([]Event, bool) {
	if !s.eat('[') {
		return nil, false
	}
	out := []Event{}
	if s.eat(']') {
		return out, true
	}
	for {
		var e Event
		ok := s.fields(func(name []byte) (uint32, bool) {
			switch string(name) {
			case "type":
				v, ok := s.plain()
				e.Type = string(v)
				return 1, ok
			case "data":
				v, ok := s.raw()
				e.Data = append(json.RawMessage(nil), v...) // kept by a seat until taken
				return 2, ok
			}
			return 0, false
		})
		if !ok {
			return nil, false
		}
		out = append(out, e)
		if !s.eat(',') {
			return out, s.eat(']')
		}
	}
}

// msgType is a message type as a string, without allocating for the known ones.
func msgType(b []byte) string {
	for _, t := range [...]string{TUpdate, TPing, TMove, TPong, TAck, TPlan, TRefused, TError, TSeats} {
		if string(b) == t {
			return t
		}
	}
	return string(b)
}

// quickServer reads an update or a ping (ok false: leave it to the strict decoder). The
// view shares b's memory.
func quickServer(b []byte, m *ServerMsg) bool {
	s := scan{b: b}
	ok := s.fields(func(name []byte) (uint32, bool) {
		var ok bool
		switch string(name) {
		case "type":
			var v []byte
			v, ok = s.plain()
			m.Type = msgType(v)
			return 1 << 0, ok
		case "n":
			m.N, ok = s.smallInt()
			return 1 << 1, ok
		case "events":
			m.Events, ok = s.events()
			return 1 << 2, ok
		case "view":
			m.View, ok = s.raw()
			return 1 << 3, ok
		case "legal":
			m.Legal, ok = s.strs()
			return 1 << 4, ok
		case "to_move":
			var n int
			n, ok = s.smallInt()
			m.ToMove = &n
			return 1 << 5, ok
		case "ack":
			m.Ack, ok = s.int()
			return 1 << 6, ok
		case "need_ack":
			m.NeedAck, ok = s.bool()
			return 1 << 7, ok
		case "window":
			m.Window, ok = s.smallInt()
			return 1 << 8, ok
		case "version":
			m.Version, ok = s.smallInt()
			return 1 << 9, ok
		case "clock":
			m.Clock, ok = s.smallInt()
			return 1 << 10, ok
		case "ping":
			m.Ping, ok = s.int()
			return 1 << 11, ok
		case "at":
			m.At, ok = s.int()
			return 1 << 12, ok
		case "rtt_ms":
			var n int
			n, ok = s.smallInt()
			m.RTTMs = &n
			return 1 << 13, ok
		case "pad":
			var v []byte
			v, ok = s.plain()
			m.Pad = string(v)
			return 1 << 14, ok
		}
		return 0, false
	})
	return ok && s.end()
}

// quickClient reads a move, plan, ack, pong or leave (ok false: leave it to the strict
// decoder). It keeps nothing of b.
func quickClient(b []byte, m *ClientMsg) bool {
	s := scan{b: b}
	ok := s.fields(func(name []byte) (uint32, bool) {
		var ok bool
		switch string(name) {
		case "type":
			var v []byte
			v, ok = s.plain()
			m.Type = msgType(v)
			return 1 << 0, ok
		case "id":
			m.ID, ok = s.int()
			return 1 << 1, ok
		case "move":
			var v []byte
			v, ok = s.plain()
			m.Move = string(v)
			return 1 << 2, ok
		case "base":
			m.Base, ok = s.smallInt()
			return 1 << 3, ok
		case "react_ms":
			var n int
			n, ok = s.smallInt()
			m.ReactMs = &n
			return 1 << 4, ok
		case "window":
			m.Window, ok = s.smallInt()
			return 1 << 5, ok
		case "version":
			m.Version, ok = s.smallInt()
			return 1 << 6, ok
		case "n":
			m.N, ok = s.smallInt()
			return 1 << 7, ok
		case "ping":
			m.Ping, ok = s.int()
			return 1 << 8, ok
		case "at":
			m.At, ok = s.int()
			return 1 << 9, ok
		}
		return 0, false
	})
	return ok && s.end()
}
