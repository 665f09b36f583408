//go:build js

package client

import (
	"context"
	"fmt"
	"net/url"
	"sync"
	"syscall/js"
)

// jsWire is a wire over the browser's own WebSocket. The browser calls its handlers on
// the page's thread, which must never wait on Go: a message is queued (at most
// maxQueued bytes waiting; more ends the connection) and the reader is woken.
type jsWire struct {
	ws     js.Value
	funcs  []js.Func
	ready  chan struct{} // a message was queued (capacity 1)
	done   chan struct{} // closed once the connection has ended
	opened chan struct{} // closed once it is open

	mu     sync.Mutex
	queue  [][]byte
	queued int   // bytes in queue
	err    error // why it ended
	isOpen bool
}

// maxQueued bounds the bytes received and not yet read.
const maxQueued = 4 * maxMessage

func dialWire(ctx context.Context, addr string) (w wire, err error) {
	ctor := js.Global().Get("WebSocket")
	if ctor.Type() != js.TypeFunction {
		return nil, ErrNoWebSocket
	}
	u, perr := url.Parse(addr)
	if perr != nil || (u.Scheme != "ws" && u.Scheme != "wss") || u.Host == "" {
		return nil, fmt.Errorf("%q is %w", addr, ErrBadAddress)
	}
	defer func() {
		// The constructor throws on an address it will not open (a port it blocks, a
		// ws:// server from an https:// page).
		if r := recover(); r != nil {
			w, err = nil, fmt.Errorf("%w %s (%v)", ErrBrowserRefused, u.Host, r)
		}
	}()
	j := &jsWire{ws: ctor.New(addr), ready: make(chan struct{}, 1), done: make(chan struct{}), opened: make(chan struct{})}
	j.ws.Set("binaryType", "arraybuffer")
	j.on("open", func(js.Value) {
		j.mu.Lock()
		j.isOpen = true
		j.mu.Unlock()
		close(j.opened)
	})
	j.on("message", j.message)
	j.on("close", func(ev js.Value) { j.end(closeReason(ev, j.wasOpen())) })
	// An "error" event is always followed by "close", which says why.
	select {
	case <-j.opened:
		return j, nil
	case <-j.done:
		return nil, j.err
	case <-ctx.Done():
		j.abort()
		return nil, fmt.Errorf("%w (%w)", ErrTimeout, ctx.Err())
	}
}

// on sets the socket's handler for event name (onopen, onmessage, onclose).
func (j *jsWire) on(name string, f func(ev js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			f(args[0])
		}
		return nil
	})
	j.funcs = append(j.funcs, fn)
	j.ws.Set("on"+name, fn)
}

func (j *jsWire) wasOpen() bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.isOpen
}

// message queues one message from the socket (text as it came, binary copied out).
func (j *jsWire) message(ev js.Value) {
	data := ev.Get("data")
	var b []byte
	switch {
	case data.Type() == js.TypeString:
		b = []byte(data.String())
	case data.InstanceOf(js.Global().Get("ArrayBuffer")):
		arr := js.Global().Get("Uint8Array").New(data)
		if n := arr.Length(); n <= maxMessage {
			b = make([]byte, n)
			js.CopyBytesToGo(b, arr)
		}
	default:
		return
	}
	if len(b) > maxMessage {
		j.end(fmt.Errorf("%w: a message of %d bytes, over the %d allowed", ErrTooMuch, len(b), maxMessage))
		return
	}
	j.mu.Lock()
	over := j.err == nil && j.queued+len(b) > maxQueued
	if j.err == nil && !over {
		j.queue = append(j.queue, b)
		j.queued += len(b)
	}
	j.mu.Unlock()
	if over {
		j.end(ErrTooMuch)
		return
	}
	select {
	case j.ready <- struct{}{}:
	default:
	}
}

// end records why the connection ended (the first reason given), closes the socket and
// lets go of its handlers.
func (j *jsWire) end(why error) {
	j.mu.Lock()
	if j.err != nil {
		j.mu.Unlock()
		return
	}
	j.err = why
	j.mu.Unlock()
	j.ws.Call("close") // nothing if it is closing or closed already
	close(j.done)
	// Not from inside the handler that may be running now.
	go func() {
		for _, name := range []string{"onopen", "onmessage", "onclose"} {
			j.ws.Set(name, js.Null())
		}
		for _, f := range j.funcs {
			f.Release()
		}
	}()
}

func (j *jsWire) read(b []byte) ([]byte, error) {
	for {
		j.mu.Lock()
		if len(j.queue) > 0 {
			m := j.queue[0]
			j.queue[0] = nil
			j.queue = j.queue[1:]
			j.queued -= len(m)
			j.mu.Unlock()
			return append(b, m...), nil
		}
		err := j.err
		j.mu.Unlock()
		if err != nil {
			return b, err
		}
		select {
		case <-j.ready:
		case <-j.done:
		}
	}
}

func (j *jsWire) write(b []byte) (err error) {
	j.mu.Lock()
	err = j.err
	j.mu.Unlock()
	if err != nil {
		return err
	}
	if j.ws.Get("bufferedAmount").Int() > maxQueued {
		return ErrSlow
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w (%v)", ErrSendFailed, r)
		}
	}()
	j.ws.Call("send", string(b))
	return nil
}

func (j *jsWire) close() error {
	j.mu.Lock()
	ended := j.err != nil
	j.mu.Unlock()
	if !ended {
		j.ws.Call("close", 1000, "bye")
	}
	j.end(errClosed)
	return nil
}

func (j *jsWire) abort() { j.end(errClosed) }

// closeReason says in words why the socket closed (a close event's code and reason).
func closeReason(ev js.Value, opened bool) error {
	if !opened {
		// The browser says no more (refused, not found, not a WebSocket, a bad certificate).
		return errNoAnswer
	}
	return closeWords(ev.Get("code").Int(), ev.Get("reason").String())
}
