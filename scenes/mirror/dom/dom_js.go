//go:build js

package dom

import (
	"sync"
	"syscall/js"

	"parlor/scenes/device"
	"parlor/scenes/mirror"
)

// keptSaid is how many announcements the assertive region keeps (older ones are in the
// log).
const keptSaid = 6

// Page is the mirror in the page: a scenes.Mirror.
type Page struct {
	doc                         js.Value
	root, title, status, said   js.Value
	sections, moves, log, input js.Value
	logged                      int
	funcs                       []js.Func
	mu                          sync.Mutex
	cmds                        []string
}

// On reports whether the page asked for the blind mode (window.parlorA11y, set by
// index.html from ?a11y or the remembered setting).
func On() bool { return js.Global().Get("parlorA11y").Truthy() }

// New builds the mirror's elements at the end of the page's body.
func New() *Page {
	doc := js.Global().Get("document")
	p := &Page{doc: doc}
	el := func(parent js.Value, tag, id string) js.Value {
		e := doc.Call("createElement", tag)
		if id != "" {
			e.Set("id", id)
		}
		parent.Call("appendChild", e)
		return e
	}
	p.root = el(doc.Get("body"), "section", "mirror")
	p.root.Call("setAttribute", "aria-label", "Screen reader table")
	// now is what changes as the game goes (a screen reader's reading order): the
	// title, the status, the announcements, the moves and the command line; the
	// sections and the log follow.
	now := el(p.root, "div", "mirror-now")
	now.Call("setAttribute", "role", "region")
	now.Call("setAttribute", "aria-label", "Now")
	p.title = el(now, "h1", "mirror-title")
	p.title.Set("textContent", "Parlor")
	p.status = el(now, "p", "mirror-status")
	p.status.Call("setAttribute", "role", "status")
	p.status.Call("setAttribute", "aria-live", "polite")
	p.said = el(now, "div", "mirror-said")
	p.said.Call("setAttribute", "aria-live", "assertive")
	p.said.Call("setAttribute", "aria-relevant", "additions")
	p.said.Call("setAttribute", "aria-label", "Announcements")
	p.said.Call("setAttribute", "role", "log")
	mh := el(now, "h2", "")
	mh.Set("textContent", "Moves")
	p.moves = el(now, "div", "mirror-moves")
	p.moves.Call("setAttribute", "role", "group")
	p.moves.Call("setAttribute", "aria-label", "Moves")
	form := el(now, "form", "mirror-form")
	label := el(form, "label", "")
	label.Set("htmlFor", "mirror-command")
	label.Set("textContent", "Command ")
	p.input = el(form, "input", "mirror-command")
	p.input.Set("type", "text")
	p.input.Set("autocomplete", "off")
	p.input.Call("setAttribute", "aria-describedby", "mirror-help")
	send := el(form, "button", "")
	send.Set("type", "submit")
	send.Set("textContent", "Send")
	help := el(now, "p", "mirror-help")
	help.Set("textContent", mirror.Help)
	p.sections = el(p.root, "div", "mirror-sections")
	lh := el(p.root, "h2", "")
	lh.Set("textContent", "Game log")
	p.log = el(p.root, "ol", "mirror-log")
	p.log.Call("setAttribute", "aria-label", "Game log")

	p.on(form, "submit", func(e js.Value) {
		e.Call("preventDefault")
		line := p.input.Get("value").String()
		p.input.Set("value", "")
		p.push(line)
	})
	p.on(p.moves, "click", func(e js.Value) {
		b := e.Get("target").Call("closest", "button")
		if !b.Truthy() {
			return
		}
		if key := b.Get("dataset").Get("key"); key.Type() == js.TypeString && key.String() != "" {
			device.PressKey(key.String(), e.Get("timeStamp").Float())
			return
		}
		p.push(b.Get("dataset").Get("command").String())
	})
	// Keys and pointer presses in the mirror are the mirror's: not the canvas's, nor
	// the window's listeners' (the slap races read those).
	for _, name := range []string{"keydown", "keyup", "keypress", "pointerdown", "pointerup", "pointercancel"} {
		p.on(p.root, name, func(e js.Value) { e.Call("stopPropagation") })
	}
	return p
}

// on adds a listener kept for the page's life.
func (p *Page) on(target js.Value, name string, f func(js.Value)) {
	fn := js.FuncOf(func(this js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	p.funcs = append(p.funcs, fn)
	target.Call("addEventListener", name, fn)
}

func (p *Page) push(line string) {
	p.mu.Lock()
	p.cmds = append(p.cmds, line)
	p.mu.Unlock()
}

// Commands are the lines sent since the last call.
func (p *Page) Commands() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := p.cmds
	p.cmds = nil
	return out
}

// Show puts md in the page: the announcements are added to the assertive region and the
// log; the title, status, sections and buttons are replaced. Focus on a move button
// stays on the button at the same place.
func (p *Page) Show(md mirror.Model) {
	text(p.title, md.Title)
	text(p.status, md.Status)
	for _, s := range md.Said {
		e := p.doc.Call("createElement", "p")
		e.Set("textContent", s)
		p.said.Call("appendChild", e)
	}
	for p.said.Get("childElementCount").Int() > keptSaid {
		p.said.Call("removeChild", p.said.Get("firstElementChild"))
	}
	if md.Log != nil {
		if len(md.Log) < p.logged {
			p.log.Set("textContent", "")
			p.logged = 0
		}
		for _, s := range md.Log[p.logged:] {
			li := p.doc.Call("createElement", "li")
			li.Set("textContent", s)
			p.log.Call("appendChild", li)
		}
		p.logged = len(md.Log)
	}
	p.sections.Set("textContent", "")
	for _, sec := range md.Sections {
		h := p.doc.Call("createElement", "h2")
		h.Set("textContent", sec.Heading)
		p.sections.Call("appendChild", h)
		ul := p.doc.Call("createElement", "ul")
		ul.Call("setAttribute", "aria-label", sec.Heading)
		for _, it := range sec.Items {
			li := p.doc.Call("createElement", "li")
			li.Set("textContent", it)
			ul.Call("appendChild", li)
		}
		if len(sec.Items) == 0 {
			li := p.doc.Call("createElement", "li")
			li.Set("textContent", "none")
			ul.Call("appendChild", li)
		}
		p.sections.Call("appendChild", ul)
	}
	focused := -1
	if active := p.doc.Get("activeElement"); active.Truthy() && p.moves.Call("contains", active).Bool() {
		focused = 0
		for i, kids := 0, p.moves.Get("children"); i < kids.Length(); i++ {
			if kids.Index(i).Equal(active) {
				focused = i
			}
		}
	}
	p.moves.Set("textContent", "")
	for _, b := range md.Buttons {
		e := p.doc.Call("createElement", "button")
		e.Set("type", "button")
		e.Set("textContent", b.Label)
		e.Get("dataset").Set("command", b.Command)
		if b.Key != "" {
			e.Get("dataset").Set("key", b.Key)
		}
		p.moves.Call("appendChild", e)
	}
	if n := len(md.Buttons); focused >= 0 && n > 0 {
		p.moves.Get("children").Index(min(focused, n-1)).Call("focus")
	}
}

// text sets e's text when it changed (a live region then says it once).
func text(e js.Value, s string) {
	if e.Get("textContent").String() != s {
		e.Set("textContent", s)
	}
}
