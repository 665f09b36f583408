package client

import (
	"net/url"
	"strings"
)

// RoomCode is the room code in text: a bare code or an invite link ("…/?room=CODE"),
// upper-cased; "" when there is none.
func RoomCode(text string) string {
	text = strings.TrimSpace(text)
	if i := strings.Index(text, "room="); i >= 0 {
		text = text[i+len("room="):]
		if j := strings.IndexAny(text, "&#"); j >= 0 {
			text = text[:j]
		}
	}
	if u, err := url.QueryUnescape(text); err == nil {
		text = u
	}
	return strings.ToUpper(strings.TrimSpace(text))
}

// InviteLink is the page address that joins room code on the server at wsURL
// ("ws://HOST/ws" → "http://HOST/?room=CODE").
func InviteLink(wsURL, code string) string {
	u, err := url.Parse(wsURL)
	if err != nil || u.Host == "" {
		return "?room=" + code
	}
	scheme := "http"
	if u.Scheme == "wss" {
		scheme = "https"
	}
	return scheme + "://" + u.Host + "/?room=" + url.QueryEscape(code)
}
