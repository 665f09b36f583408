package server

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

// Invite links. A room's link is the page that joins it: PUBLIC/?room=CODE when the
// server was given its public address (Config.PublicURL, parlor-server -public-url),
// otherwise http://HOST/?room=CODE with HOST the request's Host header, provided it is a
// plain host name or address with an optional port; a Host header that is not (a
// stranger's request can carry anything there) is not used: the link names the address
// the request came in on instead.

// ParsePublicURL checks a server's public address: http or https, a host, no query or
// fragment, no user. It returns the address without a trailing slash.
func ParsePublicURL(s string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(s))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || !validHost(u.Host) ||
		u.User != nil || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return "", fmt.Errorf("public URL %q: want http(s)://HOST[:PORT][/PATH], e.g. https://cards.example.org", s)
	}
	u.Path = strings.TrimRight(u.Path, "/")
	u.RawPath = ""
	return u.String(), nil
}

// validHost reports whether h is a host name (letters, digits, hyphens and dots), an IPv4
// address or a bracketed IPv6 address, with an optional port.
func validHost(h string) bool {
	if h == "" || len(h) > 261 {
		return false
	}
	host, port := h, ""
	if hp, p, err := net.SplitHostPort(h); err == nil {
		host, port = hp, p
	} else if strings.Contains(h, ":") && !(strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]")) {
		return false
	}
	if port != "" {
		for _, c := range port {
			if c < '0' || c > '9' {
				return false
			}
		}
		if len(port) > 5 {
			return false
		}
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.Contains(host, ":") {
		ip := net.ParseIP(host)
		return ip != nil && ip.To4() == nil
	}
	if host == "" || len(host) > 253 {
		return false
	}
	for _, label := range strings.Split(host, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
				return false
			}
		}
	}
	return true
}

// linkHost is the host a connection's invite links name: the request's Host header when
// it is a plain host (validHost), otherwise the address the request came in on; with
// "https://" before it when the request came over TLS (parlor-server -tls-cert).
func linkHost(host string, local net.Addr, secure bool) string {
	if !validHost(host) && local != nil {
		host = local.String()
	}
	if secure {
		return "https://" + host
	}
	return host
}

// inviteLink is the page address that joins room code, for a connection whose links name
// host (linkHost).
func (s *Server) inviteLink(host, code string) string {
	if s.publicURL != "" {
		return s.publicURL + "/?room=" + url.QueryEscape(code)
	}
	scheme := "http"
	if h, ok := strings.CutPrefix(host, "https://"); ok {
		scheme, host = "https", h
	}
	if !validHost(host) {
		return "/?room=" + url.QueryEscape(code)
	}
	u := url.URL{Scheme: scheme, Host: host, Path: "/", RawQuery: "room=" + url.QueryEscape(code)}
	return u.String()
}
