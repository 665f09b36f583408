//go:build !js

package client

import (
	"context"
	"errors"
	"io"

	"github.com/coder/websocket"
)

// wsWire is a wire over github.com/coder/websocket (everywhere but the browser).
type wsWire struct{ c *websocket.Conn }

func dialWire(ctx context.Context, url string) (wire, error) {
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(maxMessage)
	return wsWire{c}, nil
}

// read appends the next message to b. Reads are given no context of their own (the
// library would register and drop one for every frame): closing the connection ends them.
func (w wsWire) read(b []byte) ([]byte, error) {
	_, r, err := w.c.Reader(context.Background())
	if err != nil {
		return b, err
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
			return b, err
		}
	}
}

func (w wsWire) write(b []byte) error {
	return w.c.Write(context.Background(), websocket.MessageText, b)
}

func (w wsWire) close() error { return w.c.Close(websocket.StatusNormalClosure, "bye") }

func (w wsWire) abort() { w.c.CloseNow() }
