package server

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Names a client gives. A room code from a client becomes a map key, a NATS subject
// ("parlor.rooms.CODE", "parlor.room.CODE.…") and a log's name, so it is checked against
// what the server issues (codeLen letters of codeLetters) before any of those: "*", ">",
// "." or "$JS.API.>" would otherwise be read by NATS as wildcards or other subjects. A
// seat's token only ever reaches a hash (hashToken), but it is checked too, so that
// nothing but what the server handed out is hashed and compared. The subject-building
// functions refuse a name that is not a code on their own as well (roomSubject), so a
// caller that forgot the check cannot reach another subject.

// codeLen is the length of a room code (newCode).
const codeLen = 6

// errBadCode: a room code that the server never issues.
var errBadCode = errors.New("not a room code")

// roomCode reads a client's room code: spaces around it are dropped and lower-case
// letters raised; anything but codeLen letters of codeLetters is not a code (ok false).
func roomCode(s string) (code string, ok bool) {
	s = strings.TrimSpace(s)
	if len(s) != codeLen {
		return "", false
	}
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
			b[i] = c
		}
		if strings.IndexByte(codeLetters, c) < 0 {
			return "", false
		}
	}
	return string(b), true
}

// isCode reports whether s is a room code exactly as the server issues it.
func isCode(s string) bool {
	c, ok := roomCode(s)
	return ok && c == s
}

// roomSubject is room code's log subject, "parlor.rooms.CODE"; errBadCode for anything
// that is not a code (a wildcard or a subject of another kind must never be read or
// written).
func roomSubject(code string) (string, error) {
	if !isCode(code) {
		return "", fmt.Errorf("room %s: %w", quoteName(code), errBadCode)
	}
	return subjects + code, nil
}

// hostSubject is the subject prefix of the messages for room code's host,
// "parlor.room.CODE." (cluster.go); errBadCode for anything that is not a code.
func hostSubject(code string) (string, error) {
	if !isCode(code) {
		return "", fmt.Errorf("room %s: %w", quoteName(code), errBadCode)
	}
	return roomSubj + code + ".", nil
}

// isToken reports whether s has the shape of a seat token the server issues (newToken:
// 32 lower-case hex digits).
func isToken(s string) bool {
	if len(s) != 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// isNodeToken reports whether s may be a node name or a connection ID in a subject
// between nodes (tokenSafe's letters: no dots, no wildcards, not empty, at most 128).
func isNodeToken(s string) bool {
	if s == "" || len(s) > 128 {
		return false
	}
	return tokenSafe(s) == s
}

// quoteName quotes a client's string for a message: at most 24 bytes of it, with
// anything unprintable escaped.
func quoteName(s string) string {
	if len(s) > 24 {
		return strconv.Quote(s[:24]) + "…"
	}
	return strconv.Quote(s)
}
