// Command parlor-web builds the browser version of Parlor and writes the site:
//
//	parlor-web [-out DIR] [-addr HOST:PORT]
//
// It compiles ./cmd/parlor for js/wasm (without cgo) into DIR/parlor.wasm (and
// precompressed copies: parlor.wasm.br in brotli, parlor.wasm.gz gzipped), copies
// wasm_exec.js from the Go installation, and writes the rest of the site from package
// web: index.html (a progress bar while the game downloads, a "click to start" gate), the
// service worker sw.js (installable, playable offline after the first visit),
// manifest.webmanifest and its icons. It prints the wasm size: raw, gzipped, in brotli.
// With -addr it then serves DIR (web.Handler) until interrupted.
//
// Run it inside the Parlor module (it builds the package parlor/cmd/parlor). A bad flag
// prints one line and exits with status 2; a failed build exits with status 1.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/andybalholm/brotli"

	"parlor/internal/atomicfile"
	"parlor/internal/boundedread"
	"parlor/web"
)

func main() {
	out, addr, err := parseFlags(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		fmt.Println("usage: parlor-web [-out DIR] [-addr HOST:PORT]")
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "parlor-web: "+err.Error())
		os.Exit(2)
	}
	site, err := Build(context.Background(), out, brotliQuality, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "parlor-web: "+err.Error())
		os.Exit(1)
	}
	fmt.Printf("wrote %s: parlor.wasm %d bytes (%d gzipped, %d in brotli)\n", out, site.WasmSize, site.WasmGzip, site.WasmBrotli)
	if addr == "" {
		return
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "parlor-web: "+err.Error())
		os.Exit(1)
	}
	fmt.Printf("serving http://%s/\n", ln.Addr())
	srv := &http.Server{Handler: Handler(out), ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, "parlor-web: "+err.Error())
		os.Exit(1)
	}
}

func parseFlags(args []string) (out, addr string, err error) {
	fs := flag.NewFlagSet("parlor-web", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&out, "out", "site", "folder to write the site to")
	fs.StringVar(&addr, "addr", "", "serve the site on HOST:PORT after building it")
	if err := fs.Parse(args); err != nil {
		return "", "", err
	}
	if fs.NArg() > 0 {
		return "", "", fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if strings.TrimSpace(out) == "" {
		return "", "", fmt.Errorf("-out must name a folder")
	}
	if addr != "" {
		if _, _, err := net.SplitHostPort(addr); err != nil {
			return "", "", fmt.Errorf("bad -addr %q: want HOST:PORT, e.g. 127.0.0.1:8080", addr)
		}
	}
	return out, addr, nil
}

// Site describes a written site: the wasm file's size in bytes, raw, gzipped and in
// brotli.
type Site struct {
	WasmSize   int64
	WasmGzip   int64
	WasmBrotli int64
}

// maxWasmBytes bounds the built game read back for the page and its gzipped copy (it is
// about 15 MiB).
const maxWasmBytes = 256 << 20

// Build compiles the game for js/wasm into dir (created if needed) and writes
// wasm_exec.js and index.html beside it, and parlor.wasm gzipped and in brotli at
// quality brotliQ (0–11: the command uses brotliQuality; the tests a quick level, since
// the browser reads any level alike). The go tool's output goes to logw.
func Build(ctx context.Context, dir string, brotliQ int, logw io.Writer) (Site, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Site{}, err
	}
	wasm := filepath.Join(dir, "parlor.wasm")
	if err := buildWasm(ctx, "parlor/cmd/parlor", wasm, logw); err != nil {
		return Site{}, fmt.Errorf("building parlor for js/wasm: %w", err)
	}
	goroot, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return Site{}, fmt.Errorf("finding GOROOT: %w", err)
	}
	execJS, err := boundedread.File(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), 1<<20)
	if err != nil {
		return Site{}, fmt.Errorf("reading wasm_exec.js from the Go installation: %w", err)
	}
	if err := atomicfile.Write(filepath.Join(dir, "wasm_exec.js"), execJS); err != nil {
		return Site{}, err
	}
	data, err := boundedread.File(wasm, maxWasmBytes)
	if err != nil {
		return Site{}, err
	}
	wasmV, _ := web.Version(bytes.NewReader(data))
	execV, _ := web.Version(bytes.NewReader(execJS))
	words, err := pageWords()
	if err != nil {
		return Site{}, err
	}
	for name, content := range web.Files(web.Build{WasmSize: len(data), WasmVersion: wasmV, ExecVersion: execV, Words: words}) {
		if err := atomicfile.Write(filepath.Join(dir, name), content); err != nil {
			return Site{}, err
		}
	}
	// Keep compressed copies for the server, and report their sizes.
	gz, br := compress(data, brotliQ)
	if err := atomicfile.Write(wasm+".gz", gz); err != nil {
		return Site{}, err
	}
	if err := atomicfile.Write(wasm+".br", br); err != nil {
		return Site{}, err
	}
	return Site{WasmSize: int64(len(data)), WasmGzip: int64(len(gz)), WasmBrotli: int64(len(br))}, nil
}

// buildWasm compiles the package pkg for js/wasm into the file out, as the site's game
// is built: without cgo, file paths trimmed, no symbol table or debug information.
func buildWasm(ctx context.Context, pkg, out string, logw io.Writer) error {
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	cmd.Stdout, cmd.Stderr = logw, logw
	return cmd.Run()
}

// brotliQuality is the brotli level of parlor.wasm.br: 10 of 11. Level 11 makes the file
// about 3% smaller but takes about four times as long (2.5 minutes against 40 s for the
// 18.6 MB game on this machine).
const brotliQuality = 10

// compress returns data gzipped (best compression) and in brotli (quality q, a 4 MiB
// window).
func compress(data []byte, q int) (gz, br []byte) {
	var g bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&g, gzip.BestCompression)
	zw.Write(data)
	zw.Close()
	var b bytes.Buffer
	bw := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: q, LGWin: 22})
	bw.Write(data)
	bw.Close()
	return g.Bytes(), b.Bytes()
}

// Handler serves a built site from dir (web.Handler: validators, long caching of
// versioned files, parlor.wasm in brotli or gzipped as the browser accepts).
func Handler(dir string) http.Handler { return web.Handler(dir) }
