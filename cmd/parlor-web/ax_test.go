package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// The blind mode's tests read the page only through its accessibility tree (as a screen
// reader does) and act only on nodes found there: a button is focused and Enter
// pressed, the command line focused and typed into. Never the canvas.

// call runs one DevTools protocol command in the tab and returns its result.
func call[P, R any](t *testing.T, ctx context.Context, c cdp.Command[P, R], params P) R {
	t.Helper()
	var res R
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		var err error
		res, err = cdp.Call(ctx, tg, c, params)
		return err
	}))
	if err != nil {
		t.Fatalf("%s: %v", c.Method, err)
	}
	return res
}

// axQuery finds the accessibility nodes under the node under (0: the document) with
// the name and role given ("" for any); ignored nodes are left out.
func (b *browser) axQuery(t *testing.T, under cdp.BackendNodeID, name, role string) []*accessibility.Node {
	t.Helper()
	if under == 0 {
		depth := int64(0)
		doc := call(t, b.ctx, dom.GetDocument, dom.GetDocumentParams{Depth: &depth})
		under = doc.Root.BackendNodeID
	}
	res := call(t, b.ctx, accessibility.QueryAXTree, accessibility.QueryAXTreeParams{BackendNodeID: under, AccessibleName: name, Role: role})
	var out []*accessibility.Node
	for _, n := range res.Nodes {
		if !n.Ignored {
			out = append(out, n)
		}
	}
	return out
}

// axOne is the one node with name and role on the page (nil: none).
func (b *browser) axOne(t *testing.T, name, role string) *accessibility.Node {
	t.Helper()
	ns := b.axQuery(t, 0, name, role)
	if len(ns) == 0 {
		return nil
	}
	return ns[0]
}

// axName is a node's accessible name.
func axName(n *accessibility.Node) string {
	if n == nil || n.Name == nil {
		return ""
	}
	var s string
	if json.Unmarshal([]byte(n.Name.Value), &s) != nil {
		return ""
	}
	return s
}

// axTexts are the texts (StaticText nodes) under the node, in order.
func (b *browser) axTexts(t *testing.T, under *accessibility.Node) []string {
	t.Helper()
	if under == nil {
		return nil
	}
	var out []string
	for _, n := range b.axQuery(t, under.BackendDOMNodeID, "", "StaticText") {
		out = append(out, axName(n))
	}
	return out
}

// axPress focuses the node (a button) and presses Enter, as a keyboard user does.
func (b *browser) axPress(t *testing.T, n *accessibility.Node) {
	t.Helper()
	call(t, b.ctx, dom.Focus, dom.FocusParams{BackendNodeID: n.BackendDOMNodeID})
	b.enter(t)
}

// axTryPress is axPress for a button that may have gone since it was read (the mirror
// shows each change afresh): it reports whether the button was still there to press.
func (b *browser) axTryPress(t *testing.T, n *accessibility.Node) bool {
	t.Helper()
	err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, dom.Focus, dom.FocusParams{BackendNodeID: n.BackendDOMNodeID})
		return err
	}))
	if err != nil {
		return false
	}
	b.enter(t)
	return true
}

// enter presses and releases Enter in the focused element.
func (b *browser) enter(t *testing.T) {
	t.Helper()
	call(t, b.ctx, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyDown, Key: "Enter", Code: "Enter",
		WindowsVirtualKeyCode: 13, NativeVirtualKeyCode: 13, Text: "\r"})
	call(t, b.ctx, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyUp, Key: "Enter", Code: "Enter",
		WindowsVirtualKeyCode: 13, NativeVirtualKeyCode: 13})
}

// axType focuses the node (the command line), types text and presses Enter.
func (b *browser) axType(t *testing.T, n *accessibility.Node, text string) {
	t.Helper()
	call(t, b.ctx, dom.Focus, dom.FocusParams{BackendNodeID: n.BackendDOMNodeID})
	call(t, b.ctx, input.InsertText, input.InsertTextParams{Text: text})
	b.enter(t)
}

// mirrorSeen is what the mirror shows at one moment, as its accessibility tree says.
type mirrorSeen struct {
	buttons []*accessibility.Node
	labels  []string
	said    []string // the announcements region's texts (the last few)
	status  string
}

// sig tells two moments apart: another button, another announcement or status.
func (m mirrorSeen) sig() string {
	return strings.Join(m.labels, "|") + "#" + strings.Join(m.said, "|") + "#" + m.status
}

// button is the button labelled exactly label, or, when label has a "*", the first
// whose label starts with what comes before it and ends with what comes after (nil:
// none).
func (m mirrorSeen) button(label string) *accessibility.Node {
	head, tail, glob := strings.Cut(label, "*")
	for i, l := range m.labels {
		if l == label || glob && len(l) >= len(head)+len(tail) && strings.HasPrefix(l, head) && strings.HasSuffix(l, tail) {
			return m.buttons[i]
		}
	}
	return nil
}

// mirrorNow is the mirror's "Now" region (it lives as long as the page: the title,
// the status, the announcements, the moves and the command line), found once in the
// accessibility tree after each page load; one query under it reads them all, however
// long the game's log (outside it) grows.
var mirrorNow *accessibility.Node

// forgetMirror drops the region found on the last page.
func forgetMirror() { mirrorNow = nil }

// seeMirror reads the mirror: the buttons of its Moves group, its announcements and its
// status line.
func (b *browser) seeMirror(t *testing.T) mirrorSeen {
	t.Helper()
	var m mirrorSeen
	if mirrorNow == nil {
		if mirrorNow = b.axOne(t, "Now", "region"); mirrorNow == nil {
			return m
		}
	}
	nodes := b.axQuery(t, mirrorNow.BackendDOMNodeID, "", "")
	byID := map[accessibility.NodeID]*accessibility.Node{}
	for _, n := range nodes {
		byID[n.NodeID] = n
	}
	// in is the nearest of the node's ancestors that is a group, log or status.
	in := func(n *accessibility.Node) string {
		for p := byID[n.ParentID]; p != nil; p = byID[p.ParentID] {
			switch r := axRole(p); r {
			case "group", "log", "status":
				return r
			}
		}
		return ""
	}
	var status []string
	for _, n := range nodes {
		switch role := axRole(n); {
		case role == "button" && in(n) == "group":
			m.buttons = append(m.buttons, n)
			m.labels = append(m.labels, axName(n))
		case role == "StaticText" && in(n) == "log":
			m.said = append(m.said, axName(n))
		case role == "StaticText" && in(n) == "status":
			status = append(status, axName(n))
		}
	}
	m.status = strings.Join(status, " ")
	return m
}

// axRole is a node's role.
func axRole(n *accessibility.Node) string {
	if n == nil || n.Role == nil {
		return ""
	}
	var s string
	if json.Unmarshal([]byte(n.Role.Value), &s) != nil {
		return ""
	}
	return s
}

// waitChange waits until the mirror shows something other than sig, for at most limit.
func (b *browser) waitChange(t *testing.T, sig string, limit time.Duration) mirrorSeen {
	t.Helper()
	var m mirrorSeen
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(15 * time.Millisecond) {
		if m = b.seeMirror(t); m.sig() != sig {
			return m
		}
	}
	t.Fatalf("the mirror did not change in %v after a press: buttons %q, said %q", limit, m.labels, m.said)
	return m
}

// gameLog is every line of the mirror's game log.
func (b *browser) gameLog(t *testing.T) []string {
	t.Helper()
	return b.axTexts(t, b.axOne(t, "Game log", "list"))
}
