//go:build !js

package client

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/coder/websocket"
)

// wsWire is a wire over github.com/coder/websocket (everywhere but the browser).
type wsWire struct {
	c      *websocket.Conn
	closed atomic.Bool // closed by this side
}

// worded is an error in words with the library's error beneath it (errors.Is and
// errors.As see both).
type worded struct{ words, cause error }

func (e worded) Error() string   { return e.words.Error() }
func (e worded) Unwrap() []error { return []error{e.words, e.cause} }

func dialWire(ctx context.Context, url string) (wire, error) {
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, dialWords(err)
	}
	c.SetReadLimit(maxMessage)
	return &wsWire{c: c}, nil
}

// dialWords says why a dial failed: nothing answered, in time or at all; the name is not
// known; something answered that is not a game server's /ws.
func dialWords(err error) error {
	var dns *net.DNSError
	switch {
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled):
		return worded{ErrTimeout, err}
	case errors.As(err, &dns):
		return worded{detailed(ErrNoSuchServer, " ", dns.Name), err}
	case errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EHOSTUNREACH) || errors.Is(err, syscall.ENETUNREACH):
		return worded{errNoAnswer, err}
	case strings.Contains(err.Error(), "status code 101"):
		return worded{ErrNotAServer, err}
	}
	return err
}

// read appends the next message to b. Reads are given no context of their own (the
// library would register and drop one for every frame): closing the connection ends them.
func (w *wsWire) read(b []byte) ([]byte, error) {
	_, r, err := w.c.Reader(context.Background())
	if err != nil {
		return b, w.readWords(err)
	}
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if errors.Is(err, io.EOF) {
			return b, nil
		}
		if err != nil {
			return b, w.readWords(err)
		}
	}
}

// readWords says why a read failed: this side closed, the server closed (its code and
// reason), or the connection was lost.
func (w *wsWire) readWords(err error) error {
	var ce websocket.CloseError
	switch {
	case w.closed.Load():
		return worded{errClosed, err}
	case errors.As(err, &ce):
		return worded{closeWords(int(ce.Code), ce.Reason), err}
	case errors.Is(err, net.ErrClosed) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNRESET):
		return worded{errLost, err}
	}
	return err
}

func (w *wsWire) write(b []byte) error {
	if err := w.c.Write(context.Background(), websocket.MessageText, b); err != nil {
		return w.readWords(err)
	}
	return nil
}

func (w *wsWire) close() error {
	w.closed.Store(true)
	return w.c.Close(websocket.StatusNormalClosure, "bye")
}

func (w *wsWire) abort() {
	w.closed.Store(true)
	w.c.CloseNow()
}
