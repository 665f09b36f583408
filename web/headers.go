package web

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"regexp"
	"strings"
)

// The site's security headers, on every response of Handler (the page, its files, a 404):
//
//   - Content-Security-Policy: everything from the site's own origin only. Scripts: the
//     site's files, the page's own inline script by its hash, WebAssembly compiled by the
//     page ('wasm-unsafe-eval') and blob: (the sound's AudioWorklet module, which the
//     game's audio library builds in memory). Styles: the site's and the page's inline
//     style by its hash. Connections (the wasm download, the game's WebSocket): the
//     site's own host ('self' covers ws: and wss: to it). No plugins, no <base>, no forms,
//     and no framing by any page (frame-ancestors 'none', and X-Frame-Options for older
//     browsers).
//   - X-Content-Type-Options: nosniff (a file is only what its type says).
//   - Referrer-Policy: no-referrer (an invite link's room code stays out of other sites'
//     logs).

// basePolicy is the policy without the page's inline hashes: script-src and style-src get
// them appended.
var basePolicy = []string{
	"default-src 'self'",
	"script-src 'self' 'wasm-unsafe-eval' blob:",
	"style-src 'self'",
	"img-src 'self' data: blob:",
	"connect-src 'self'",
	"worker-src 'self'",
	"manifest-src 'self'",
	"media-src 'self' blob:",
	"object-src 'none'",
	"base-uri 'none'",
	"form-action 'none'",
	"frame-ancestors 'none'",
}

// Policy is the Content-Security-Policy for a page: basePolicy with the SHA-256 of each
// of the page's inline <script> and <style> elements (nil page: none).
func Policy(page []byte) string {
	var scripts, styles []string
	for _, m := range inlineScript.FindAllSubmatch(page, -1) {
		scripts = append(scripts, hashSource(m[1]))
	}
	for _, m := range inlineStyle.FindAllSubmatch(page, -1) {
		styles = append(styles, hashSource(m[1]))
	}
	out := make([]string, len(basePolicy))
	for i, d := range basePolicy {
		switch {
		case strings.HasPrefix(d, "script-src ") && len(scripts) > 0:
			d += " " + strings.Join(scripts, " ")
		case strings.HasPrefix(d, "style-src ") && len(styles) > 0:
			d += " " + strings.Join(styles, " ")
		}
		out[i] = d
	}
	return strings.Join(out, "; ")
}

// inlineScript and inlineStyle match an element written exactly <script> or <style> (the
// page's inline ones; a script with src has attributes) and its text.
var (
	inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)
	inlineStyle  = regexp.MustCompile(`(?s)<style>(.*?)</style>`)
)

func hashSource(b []byte) string {
	sum := sha256.Sum256(b)
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// setHeaders puts the security headers on a response with Content-Security-Policy csp.
func setHeaders(h http.Header, csp string) {
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
}
