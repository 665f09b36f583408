package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlor/scenes/l10n"
	"parlor/web"
)

// TestPageWordsFromTheCatalogues: the page's own words (the gate, the screen reader
// link) come from the game's catalogues, every one in every language but English, and
// each says something other than the English.
func TestPageWordsFromTheCatalogues(t *testing.T) {
	words, err := pageWords()
	if err != nil {
		t.Fatal(err)
	}
	if len(words) != len(l10n.Langs)-1 {
		t.Errorf("page words in %d languages, want %d", len(words), len(l10n.Langs)-1)
	}
	for code, book := range words {
		for _, en := range web.PageWords {
			if w := book[en]; w == "" || w == en || strings.Count(w, "%s") != strings.Count(en, "%s") {
				t.Errorf("%s: the page's %q is %q", code, en, w)
			}
		}
	}
	page := web.Files(web.Build{WasmSize: 1, WasmVersion: "0123456789abcdef", ExecVersion: "0123456789abcdef", Words: words})["index.html"]
	if strings.Contains(string(page), "PAGE_WORDS") || !strings.Contains(string(page), "Klik om te beginnen") {
		t.Errorf("index.html does not hold the page's words")
	}
}

// checkPageLanguage: with ?lang=nl the gate speaks Dutch and the page says it is Dutch
// (a screen reader then reads it with a Dutch voice); a language the browser asks for
// first (navigator.languages) is the page's when the address names none.
func checkPageLanguage(t *testing.T, b *browser) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Navigate(b.base+"/?lang=nl")); err != nil {
		t.Fatalf("?lang=nl: %v", err)
	}
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.documentElement.lang + "|" + document.getElementById("start").textContent + "|" + document.getElementById("a11y-link").textContent`))
	if err != nil || got != "nl|Klik om te beginnen|Schermlezermodus" {
		t.Errorf("?lang=nl: the page's lang, start button and link say %q (%v)", got, err)
	}
	b.waitReady(t, "lang=nl")
	var msg string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline) && msg != "Klaar."; time.Sleep(50 * time.Millisecond) {
		msg, _ = chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.getElementById("msg").textContent`))
	}
	if msg != "Klaar." {
		t.Errorf("?lang=nl: once loaded the gate says %q, want Klaar.", msg)
	}
	b.navigate(t, "English", "")
	if got, err = chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.documentElement.lang + "|" + document.getElementById("start").textContent`)); err != nil || got != "en|Click to start" {
		t.Errorf("no lang: the page says %q (%v)", got, err)
	}
}
