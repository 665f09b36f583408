package server

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"parlor/online"
)

// Identity without accounts (docs/online.md, "Identity"). A connection asks for a
// challenge (hello) and proves a device key by signing it (auth); from then on the
// connection speaks for that public key: its seats are recorded with the key, its rated
// games count for it, it may play the daily deal. The challenge is random, made for this
// connection and used once, so a signature cannot be replayed on another connection or
// twice on this one. A name is only shown, never trusted as identity.

// keyHexLen and sigHexLen are an Ed25519 public key's and signature's lengths in hex.
const (
	keyHexLen = 2 * ed25519.PublicKeySize
	sigHexLen = 2 * ed25519.SignatureSize
)

// hello answers a challenge request: a fresh challenge replaces any earlier one.
func (c *conn) hello(m online.ClientMsg) {
	var b [online.ChallengeLen / 2]byte
	rand.Read(b[:])
	ch := hex.EncodeToString(b[:])
	c.mu.Lock()
	c.challenge = ch
	c.mu.Unlock()
	c.send(online.ServerMsg{Type: online.THello, ID: m.ID, Challenge: ch})
}

// auth checks a signed challenge and makes the connection speak for its key.
func (c *conn) auth(m online.ClientMsg) {
	name, err := checkName(m.Name)
	if err != nil {
		c.refuse(m.ID, "bad-name", err.Error())
		return
	}
	pub, err := parseKey(m.Key)
	if err != nil {
		c.refuse(m.ID, "bad-key", err.Error())
		return
	}
	sig, ok := parseHex(m.Sig, sigHexLen)
	if !ok {
		c.refuse(m.ID, "bad-signature", fmt.Sprintf("a signature is %d hex digits: the Ed25519 signature of the challenge", sigHexLen))
		return
	}
	c.mu.Lock()
	ch, had := c.challenge, c.key != ""
	c.challenge = "" // used once, whatever the outcome
	c.mu.Unlock()
	switch {
	case had:
		c.refuse(m.ID, "already-identified", "this connection has proved a key already; open another to use another key")
		return
	case ch == "":
		c.refuse(m.ID, "no-challenge", "ask for a challenge (hello) first: each is good for one auth")
		return
	case !ed25519.Verify(pub, online.AuthMessage(ch), sig):
		c.refuse(m.ID, "bad-signature", "the signature does not prove the key: sign \"parlor auth v1\\n\" and this connection's latest challenge")
		return
	}
	key := hex.EncodeToString(pub)
	c.mu.Lock()
	c.key, c.name = key, name
	c.mu.Unlock()
	c.send(online.ServerMsg{Type: online.TAuthed, ID: m.ID, Key: key})
}

// identity is the key the connection proved ("" none) and the name it gave.
func (c *conn) identity() (key, name string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.key, c.name
}

// parseKey reads a public key: 64 lower-case hex digits that are a point of the curve
// (ed25519.Verify refuses a signature by anything else).
func parseKey(s string) (ed25519.PublicKey, error) {
	b, ok := parseHex(s, keyHexLen)
	if !ok {
		return nil, fmt.Errorf("a device key is %d lower-case hex digits (an Ed25519 public key), not %s", keyHexLen, quoteName(s))
	}
	return ed25519.PublicKey(b), nil
}

// isKey reports whether s has the shape of a public key as the server writes one.
func isKey(s string) bool {
	_, ok := parseHex(s, keyHexLen)
	return ok
}

// parseHex reads exactly n lower-case hex digits.
func parseHex(s string, n int) ([]byte, bool) {
	if len(s) != n {
		return nil, false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return nil, false
		}
	}
	b, err := hex.DecodeString(s)
	return b, err == nil
}

// checkName reads a player's name: trimmed; at most online.MaxName runes; valid UTF-8;
// printable, with no control, formatting (bidirectional overrides and isolates,
// zero-width joiners) or private-use characters, which could make a name read as
// something else. "" stays "" (no name given). The error says what was wrong.
func checkName(s string) (string, error) {
	if !utf8.ValidString(s) {
		return "", fmt.Errorf("a name must be text (UTF-8)")
	}
	s = strings.TrimSpace(s)
	if n := utf8.RuneCountInString(s); n > online.MaxName {
		return "", fmt.Errorf("a name is at most %d characters, not %d", online.MaxName, n)
	}
	for _, r := range s {
		switch {
		case unicode.IsControl(r):
			return "", fmt.Errorf("a name may not hold control characters (found U+%04X)", r)
		case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Co, r), unicode.Is(unicode.Cs, r):
			return "", fmt.Errorf("a name may not hold formatting or private characters such as direction marks (found U+%04X)", r)
		case !unicode.IsPrint(r):
			return "", fmt.Errorf("a name may hold only printable characters and plain spaces (found U+%04X)", r)
		}
	}
	return s, nil
}
