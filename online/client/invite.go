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

// SeatToken is the seat's token in a seat link ("…/?room=CODE#seat=TOKEN"): 32
// lower-case hex digits, "" when text holds none.
func SeatToken(text string) string {
	_, t, ok := strings.Cut(text, "#seat=")
	if !ok {
		return ""
	}
	t = strings.ToLower(strings.TrimSpace(t))
	if len(t) != 32 || strings.Trim(t, "0123456789abcdef") != "" {
		return ""
	}
	return t
}

// SeatLinkOf is the seat link of a seat in room code on the server at wsURL holding
// token: the invite link with the token in its fragment, which a browser never sends to
// the page's server.
func SeatLinkOf(wsURL, code, token string) string {
	return InviteLink(wsURL, code) + "#seat=" + token
}
