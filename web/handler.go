package web

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Handler serves a site written by parlor-web from dir, for parlor-web -addr and
// parlor-server -site:
//   - every file carries a strong ETag (a hash of what is sent), so a browser that has
//     the file gets 304 Not Modified instead of the file again;
//   - a request whose ?v= is the file's content hash (Version; the page asks for
//     wasm_exec.js and parlor.wasm that way) may be kept a year (immutable): a new build
//     changes the page, and the page then asks for the new version;
//   - everything else (the page, the service worker, the manifest) is revalidated on
//     each visit (no-cache);
//   - parlor.wasm goes out precompressed as the browser's Accept-Encoding allows: in
//     brotli (parlor.wasm.br) if it takes br, else gzipped (parlor.wasm.gz) if it takes
//     gzip;
//   - "/" is index.html; folders are not listed and nothing outside dir is served;
//   - every response carries the security headers (headers.go): a Content-Security-Policy
//     (a page's with the hashes of its inline script and style), nosniff, no framing, no
//     referrer.
func Handler(dir string) http.Handler {
	return &handler{dir: dir, hashes: map[string]fileHash{}, policies: map[string]string{}}
}

type handler struct {
	dir      string
	mu       sync.Mutex
	hashes   map[string]fileHash // by file name, valid while size and time stay
	policies map[string]string   // a page's policy by its content hash
}

// maxPage bounds a page read to make its policy.
const maxPage = 1 << 20

type fileHash struct {
	size int64
	mod  time.Time
	sum  string
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	setHeaders(w.Header(), sitePolicy)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name == "" {
		name = "index.html"
	}
	root, err := os.OpenRoot(h.dir)
	if err != nil {
		http.Error(w, "site not found", http.StatusNotFound)
		return
	}
	defer root.Close()
	sent := name
	if name == "parlor.wasm" {
		w.Header().Set("Vary", "Accept-Encoding")
		for _, enc := range precompressed {
			if !accepts(r.Header.Get("Accept-Encoding"), enc.name) {
				continue
			}
			if _, err := root.Stat(name + enc.suffix); err == nil {
				sent = name + enc.suffix
				w.Header().Set("Content-Encoding", enc.name)
				break
			}
		}
	}
	f, err := root.Open(sent)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		http.NotFound(w, r)
		return
	}
	etag, err := h.hash(root, sent)
	if err != nil {
		http.Error(w, "reading the site failed", http.StatusInternalServerError)
		return
	}
	switch {
	case strings.HasSuffix(name, ".wasm"):
		w.Header().Set("Content-Type", "application/wasm")
	case strings.HasSuffix(name, ".webmanifest"):
		w.Header().Set("Content-Type", "application/manifest+json")
	case strings.HasSuffix(name, ".html"):
		pol, err := h.policy(f, etag)
		if err != nil {
			http.Error(w, "reading the site failed", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Security-Policy", pol)
	}
	w.Header().Set("ETag", `"`+etag+`"`)
	w.Header().Set("Cache-Control", "no-cache")
	if v := r.URL.Query().Get("v"); v != "" {
		if cur, err := h.hash(root, name); err == nil && v == cur {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		}
	}
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// precompressed are the encodings parlor.wasm may be sent in, best first: brotli
// (parlor.wasm.br), then gzip (parlor.wasm.gz); otherwise it goes out as it is.
var precompressed = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// accepts reports whether an Accept-Encoding header value takes the content coding enc
// with a weight above zero: named itself ("gzip;q=0" refuses gzip), or else by "*".
func accepts(header, enc string) bool {
	star := -1.0
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			if k, v, ok := strings.Cut(strings.TrimSpace(p), "="); ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if q, _ = strconv.ParseFloat(strings.TrimSpace(v), 64); !(q >= 0 && q <= 1) {
					q = 0 // not a weight: taken as a refusal
				}
			}
		}
		switch coding {
		case enc:
			return q > 0
		case "*":
			star = q
		}
	}
	return star > 0
}

// sitePolicy is the policy of every response but a page's.
var sitePolicy = Policy(nil)

// policy is the Content-Security-Policy of the page f (whose content hash is sum), made
// once per content.
func (h *handler) policy(f io.ReadSeeker, sum string) (string, error) {
	h.mu.Lock()
	p, ok := h.policies[sum]
	h.mu.Unlock()
	if ok {
		return p, nil
	}
	page, err := io.ReadAll(io.LimitReader(f, maxPage))
	if err != nil {
		return "", err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	p = Policy(page)
	h.mu.Lock()
	if len(h.policies) > 16 {
		clear(h.policies) // old builds' pages
	}
	h.policies[sum] = p
	h.mu.Unlock()
	return p, nil
}

// hash is the content hash of the file name in root, cached while its size and
// modification time stay the same.
func (h *handler) hash(root *os.Root, name string) (string, error) {
	info, err := root.Stat(name)
	if err != nil {
		return "", err
	}
	h.mu.Lock()
	c, ok := h.hashes[name]
	h.mu.Unlock()
	if ok && c.size == info.Size() && c.mod.Equal(info.ModTime()) {
		return c.sum, nil
	}
	f, err := root.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sum, err := Version(f)
	if err != nil {
		return "", err
	}
	h.mu.Lock()
	h.hashes[name] = fileHash{size: info.Size(), mod: info.ModTime(), sum: sum}
	h.mu.Unlock()
	return sum, nil
}

// Version is a file's version as the page and the server name it: the first 20 hex
// digits of the SHA-256 of its content.
func Version(r io.Reader) (string, error) {
	d := sha256.New()
	if _, err := io.Copy(d, r); err != nil {
		return "", err
	}
	return hex.EncodeToString(d.Sum(nil))[:20], nil
}
