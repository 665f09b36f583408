package web

import (
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSecurityHeaders: every response of the site (the page, a script, the manifest, a
// missing file, a refused method) carries the policy, nosniff, no framing and no
// referrer; the page's policy allows exactly its own inline script and style by hash.
func TestSecurityHeaders(t *testing.T) {
	dir := t.TempDir()
	files := Files(Build{WasmSize: 10, WasmVersion: strings.Repeat("a", 20), ExecVersion: strings.Repeat("b", 20)})
	files["wasm_exec.js"] = []byte("// go")
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	page := files["index.html"]
	hash := func(s string) string {
		sum := sha256.Sum256([]byte(s))
		return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	between := func(b []byte, open, close string) string {
		s := string(b)
		i := strings.Index(s, open) + len(open)
		return s[i : i+strings.Index(s[i:], close)]
	}
	script, style := hash(between(page, "<script>", "</script>")), hash(between(page, "<style>", "</style>"))
	for _, c := range []struct {
		method, path string
		status       int
		page         bool
	}{
		{"GET", "/", 200, true},
		{"GET", "/index.html", 200, true},
		{"GET", "/wasm_exec.js", 200, false},
		{"GET", "/manifest.webmanifest", 200, false},
		{"GET", "/nothing-here", 404, false},
		{"POST", "/", 405, false},
	} {
		req, _ := http.NewRequest(c.method, srv.URL+c.path, nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		h := resp.Header
		if resp.StatusCode != c.status {
			t.Errorf("%s %s: status %d, want %d", c.method, c.path, resp.StatusCode, c.status)
		}
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "connect-src 'self'", "'wasm-unsafe-eval'", "base-uri 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s %s: policy %q lacks %s", c.method, c.path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "'unsafe-eval'") {
			t.Errorf("%s %s: policy %q allows inline code or eval", c.method, c.path, csp)
		}
		if got := strings.Contains(csp, script) && strings.Contains(csp, style); got != c.page {
			t.Errorf("%s %s: the page's inline hashes in the policy: %v, want %v (%q)", c.method, c.path, got, c.page, csp)
		}
		for k, v := range map[string]string{"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Referrer-Policy": "no-referrer"} {
			if h.Get(k) != v {
				t.Errorf("%s %s: %s %q, want %q", c.method, c.path, k, h.Get(k), v)
			}
		}
		if c.path == "/manifest.webmanifest" && h.Get("Content-Type") != "application/manifest+json" {
			t.Errorf("the manifest's type %q", h.Get("Content-Type"))
		}
	}
}

// TestWasmEncoding: parlor.wasm goes out in brotli to a browser that takes br, gzipped to
// one that takes only gzip, as it is to one that takes neither (or refuses both with
// q=0), always with Vary: Accept-Encoding; a missing compressed copy falls back to the
// next.
func TestWasmEncoding(t *testing.T) {
	dir := t.TempDir()
	for name, b := range map[string]string{"parlor.wasm": "raw", "parlor.wasm.gz": "gz", "parlor.wasm.br": "br"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(b), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func(accept string) (enc, body string) {
		req, _ := http.NewRequest("GET", srv.URL+"/parlor.wasm", nil)
		req.Header.Set("Accept-Encoding", accept)
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if v := resp.Header.Get("Vary"); v != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q", accept, v)
		}
		return resp.Header.Get("Content-Encoding"), string(b)
	}
	for _, c := range []struct{ accept, enc, body string }{
		{"gzip, deflate, br, zstd", "br", "br"},
		{"br;q=0.5, gzip;q=1", "br", "br"},
		{"gzip", "gzip", "gz"},
		{"br;q=0, gzip", "gzip", "gz"},
		{"BR", "br", "br"},
		{"*", "br", "br"},
		{"*;q=0, gzip", "gzip", "gz"},
		{"br;q=0, gzip;q=0", "", "raw"},
		{"br;q=x, deflate", "", "raw"},
		{"", "", "raw"},
		{"identity", "", "raw"},
	} {
		if enc, body := get(c.accept); enc != c.enc || body != c.body {
			t.Errorf("Accept-Encoding %q: sent %q with Content-Encoding %q, want %q with %q", c.accept, body, enc, c.body, c.enc)
		}
	}
	os.Remove(filepath.Join(dir, "parlor.wasm.br"))
	if enc, body := get("br, gzip"); enc != "gzip" || body != "gz" {
		t.Errorf("without parlor.wasm.br: sent %q with Content-Encoding %q, want the gzipped copy", body, enc)
	}
}
