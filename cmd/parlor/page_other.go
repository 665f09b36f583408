//go:build !js

package main

import (
	"time"

	"parlor/scenes"
	"parlor/scenes/l10n"
)

// inBrowser: this is the desktop build.
const inBrowser = false

// pageFatal does nothing on the desktop: the message goes to stderr.
func pageFatal(string) {}

// pageLang is English on the desktop (unused: no page).
func pageLang() l10n.Lang { return l10n.En }

// pageFirstFrame does nothing on the desktop.
func pageFirstFrame() {}

// pageServer is "" on the desktop: there is no page to take a server from.
func pageServer() string { return "" }

// pageSeat is "" on the desktop: a seat link comes with -room.
func pageSeat() string { return "" }

// pageReview does nothing on the desktop.
func pageReview(int, int, bool, time.Duration) {}

// pageMirror does nothing on the desktop: the screen reader mirror is the page's.
func pageMirror(*scenes.App) {}
