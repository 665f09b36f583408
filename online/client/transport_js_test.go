//go:build js

package client

import (
	"context"
	"strings"
	"syscall/js"
	"testing"
)

// fakeSocket is a stand-in for the browser's WebSocket class: it records what is sent and
// how it was closed, and hands each new socket to globalThis.fakeSocketMade once its
// close handler is set (dialWire sets it last); the test plays the server by calling the
// socket's handlers (onopen, onmessage, onclose).
const fakeSocket = `return class {
	constructor(url) { this.url = url; this.readyState = 0; this.bufferedAmount = 0; this.sent = []; this.closedWith = null; this.handed = false; }
	get onclose() { return this.closeHandler; }
	set onclose(f) { this.closeHandler = f; if (typeof f === "function" && !this.handed) { this.handed = true; globalThis.fakeSocketMade(this); } }
	send(d) { if (this.readyState !== 1) throw new Error("InvalidStateError"); this.sent.push(d); }
	close(code, reason) { if (this.closedWith === null) this.closedWith = [code === undefined ? 0 : code, reason === undefined ? "" : reason]; this.readyState = 3; }
}`

// withFakeSocket puts fakeSocket in place of WebSocket for the test and returns a channel
// that receives each socket made.
func withFakeSocket(t *testing.T) <-chan js.Value {
	made := make(chan js.Value, 4)
	g := js.Global()
	was := g.Get("WebSocket")
	f := js.FuncOf(func(_ js.Value, args []js.Value) any { made <- args[0]; return nil })
	g.Set("fakeSocketMade", f)
	g.Set("WebSocket", g.Get("Function").New(fakeSocket).Invoke())
	t.Cleanup(func() {
		g.Set("WebSocket", was)
		g.Delete("fakeSocketMade")
		f.Release()
	})
	return made
}

type dialed struct {
	w   wire
	err error
}

func dialAsync(ctx context.Context, url string) <-chan dialed {
	ch := make(chan dialed, 1)
	go func() {
		w, err := dialWire(ctx, url)
		ch <- dialed{w, err}
	}()
	return ch
}

func closeEvent(code int, reason string) js.Value {
	return js.ValueOf(map[string]any{"code": code, "reason": reason})
}

// TestWireMissingServer: a socket that closes before it opens (nothing listens there, or
// it is not a game server) fails the dial in words naming the server, not in a network
// library's words; an address that is not ws:// fails before any socket is made.
func TestWireMissingServer(t *testing.T) {
	made := withFakeSocket(t)
	res := dialAsync(context.Background(), "ws://127.0.0.1:1/ws")
	sock := <-made
	if got := sock.Get("url").String(); got != "ws://127.0.0.1:1/ws" {
		t.Errorf("socket made for %q", got)
	}
	sock.Call("onclose", closeEvent(1006, ""))
	d := <-res
	if d.err == nil {
		t.Fatal("a socket closed before it opened gave a connection")
	}
	msg := d.err.Error()
	if msg != "the server did not answer (is it running, and is the address right?)" {
		t.Errorf("missing server: %q", msg)
	}
	if _, err := dialWire(context.Background(), "http://127.0.0.1:1/ws"); err == nil || !strings.Contains(err.Error(), "ws://HOST:PORT/ws") {
		t.Errorf("an http:// address: %v", err)
	}
	select {
	case s := <-made:
		t.Errorf("a socket was made for a bad address: %v", s.Get("url"))
	default:
	}
}

// TestWireMessages: once open, text and binary messages are read in order, writes go out
// as text, the server's close is said in words after the messages before it were read,
// and nothing more can be written.
func TestWireMessages(t *testing.T) {
	made := withFakeSocket(t)
	res := dialAsync(context.Background(), "ws://127.0.0.1:9/ws")
	sock := <-made
	if bt := sock.Get("binaryType").String(); bt != "arraybuffer" {
		t.Errorf("binaryType %q", bt)
	}
	sock.Set("readyState", 1)
	sock.Call("onopen", js.ValueOf(map[string]any{}))
	d := <-res
	if d.err != nil {
		t.Fatal(d.err)
	}
	w := d.w
	if err := w.write([]byte(`{"type":"join"}`)); err != nil {
		t.Fatal(err)
	}
	if sent := sock.Get("sent"); sent.Length() != 1 || sent.Index(0).Type() != js.TypeString || sent.Index(0).String() != `{"type":"join"}` {
		t.Errorf("sent %v", sent)
	}
	sock.Call("onmessage", js.ValueOf(map[string]any{"data": "héllo"}))
	buf := js.Global().Get("Uint8Array").New(3)
	js.CopyBytesToJS(buf, []byte{1, 2, 3})
	sock.Call("onmessage", js.ValueOf(map[string]any{"data": buf.Get("buffer")}))
	sock.Call("onclose", closeEvent(1001, "restarting"))
	b, err := w.read(nil)
	if err != nil || string(b) != "héllo" {
		t.Errorf("first read %q %v", b, err)
	}
	b, err = w.read([]byte("x"))
	if err != nil || string(b) != "x\x01\x02\x03" {
		t.Errorf("second read %q %v", b, err)
	}
	_, err = w.read(nil)
	if err == nil || err.Error() != "the server is going away (restarting or shutting down): restarting" {
		t.Errorf("read after the server closed: %v", err)
	}
	if err := w.write([]byte("late")); err == nil {
		t.Error("a write after the close was taken")
	}
}

// TestWireClose: close ends the socket with a normal closure and a pending read with
// words; a dial whose context ends first closes its socket.
func TestWireClose(t *testing.T) {
	made := withFakeSocket(t)
	res := dialAsync(context.Background(), "ws://127.0.0.1:9/ws")
	sock := <-made
	sock.Set("readyState", 1)
	sock.Call("onopen", js.ValueOf(map[string]any{}))
	d := <-res
	if d.err != nil {
		t.Fatal(d.err)
	}
	read := make(chan error, 1)
	go func() { _, err := d.w.read(nil); read <- err }()
	d.w.close()
	if err := <-read; err != errClosed {
		t.Errorf("pending read ended with %v", err)
	}
	if c := sock.Get("closedWith"); c.IsNull() || c.Index(0).Int() != 1000 {
		t.Errorf("socket closed with %v, want code 1000", c)
	}

	ctx, cancel := context.WithCancel(context.Background())
	res = dialAsync(ctx, "ws://127.0.0.1:9/ws")
	sock = <-made
	cancel()
	if d := <-res; d.err == nil || !strings.Contains(d.err.Error(), "did not answer in time") {
		t.Errorf("cancelled dial: %v", d.err)
	}
	if sock.Get("closedWith").IsNull() {
		t.Error("a cancelled dial left its socket open")
	}
}
