package main

import (
	"context"
	"os"
	"path/filepath"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

func TestTmpAutosaveOnly(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 900*time.Second)
	defer cancel()
	dir := t.TempDir()
	if _, err := Build(ctx, filepath.Join(dir, "site"), os.Stderr); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(Handler(filepath.Join(dir, "site")))
	defer srv.Close()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox,
		chromedp.Flag("enable-unsafe-swiftshader", true), chromedp.UserDataDir(filepath.Join(dir, "profile")), chromedp.WindowSize(1280, 800))
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	b := &browser{ctx: bctx, base: srv.URL}
	chromedp.Listen(bctx, b.listen)
	checkBrowserAutosave(t, b)
	b.checkProblems(t, "autosave")
}
