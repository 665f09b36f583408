// Package device is what the App reads from, and asks of, the device Parlor runs on:
// this tick's input from Ebitengine (Reader), and in the browser the presses the page's
// DOM listeners queued with their own timestamps, the device pixel ratio, full screen,
// the clipboard, the monotonic clock, and the marks the browser tests read on the page.
// On the desktop the browser's parts do nothing (or say they cannot).
package device
