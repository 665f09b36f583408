package client

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strings"

	"parlor/online"
)

// Identity without accounts (docs/online.md, "Identity"). A device makes a key pair on
// first use (NewKey) and keeps it (EncodeKey: 64 hex digits to store in the config folder
// or localStorage; DecodeKey reads it back). On each connection Identify proves the key
// (the server's challenge, signed): the server then knows the player by the public key
// (KeyID), across rooms, so ratings and daily results follow them. A connection that
// does not identify plays anonymously: its games are not rated and it has no daily deal.

// NewKey makes a new device key.
func NewKey() (ed25519.PrivateKey, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	return priv, err
}

// EncodeKey is the key's seed as 64 lower-case hex digits, for storing.
func EncodeKey(k ed25519.PrivateKey) string { return hex.EncodeToString(k.Seed()) }

// DecodeKey reads a key stored with EncodeKey. Error: not 64 hex digits.
func DecodeKey(s string) (ed25519.PrivateKey, error) {
	b, err := hex.DecodeString(strings.TrimSpace(s))
	if err != nil || len(b) != ed25519.SeedSize {
		return nil, fmt.Errorf("a device key is %d hex digits", 2*ed25519.SeedSize)
	}
	return ed25519.NewKeyFromSeed(b), nil
}

// KeyID is the public key of k as the server knows the player: 64 lower-case hex digits.
func KeyID(k ed25519.PrivateKey) string {
	return hex.EncodeToString(k.Public().(ed25519.PublicKey))
}

// Identify proves the device key k on this connection and gives the player's name (at
// most online.MaxName runes, printable; empty: none yet). It asks for a challenge
// ("hello"), signs online.AuthMessage of it and sends it ("auth"). Errors: a *Refusal
// (bad-name, bad-key, bad-signature, no-challenge, already-identified) or the
// connection's.
func (c *Conn) Identify(ctx context.Context, k ed25519.PrivateKey, name string) error {
	if len(k) != ed25519.PrivateKeySize {
		return fmt.Errorf("no device key")
	}
	r, err := c.request(ctx, online.ClientMsg{Type: online.THello})
	if err != nil {
		return err
	}
	sig := ed25519.Sign(k, online.AuthMessage(r.Challenge))
	if _, err := c.request(ctx, online.ClientMsg{Type: online.TAuth, Key: KeyID(k), Sig: hex.EncodeToString(sig), Name: name}); err != nil {
		return err
	}
	c.mu.Lock()
	c.key, c.name = k, name
	c.mu.Unlock()
	return nil
}

// Key is the device key this connection identified with (nil: anonymous).
func (c *Conn) Key() ed25519.PrivateKey {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.key
}

// identity is the key and name a connection identified with, to identify a new
// connection of the same seat alike.
func (c *Conn) identity() (ed25519.PrivateKey, string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.key, c.name
}
