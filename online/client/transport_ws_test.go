//go:build !js

package client

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestWireWords: the desktop wire says in words why a dial or a read failed (nothing
// listening, not a game server, the server going away, this side closing), with the
// library's error still beneath for errors.Is.
func TestWireWords(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	free := ln.Addr().String()
	ln.Close()
	_, err = dialWire(ctx, "ws://"+free+"/ws")
	if err == nil || err.Error() != errNoAnswer.Error() || !errors.Is(err, syscall.ECONNREFUSED) {
		t.Errorf("nothing listening: %v", err)
	}

	files := httptest.NewServer(http.NotFoundHandler())
	defer files.Close()
	_, err = dialWire(ctx, "ws"+strings.TrimPrefix(files.URL, "http")+"/ws")
	if err == nil || !strings.Contains(err.Error(), "not a game server") {
		t.Errorf("a server that is not a game server: %v", err)
	}

	accepted := make(chan *websocket.Conn, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		accepted <- c
		<-r.Context().Done()
	}))
	defer srv.Close()
	url := "ws" + strings.TrimPrefix(srv.URL, "http") + "/ws"
	w, err := dialWire(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	sc := <-accepted
	go sc.Close(websocket.StatusGoingAway, "restarting") // it waits for the reply the read sends
	if _, err := w.read(nil); err == nil || err.Error() != "the server is going away (restarting or shutting down): restarting" {
		t.Errorf("the server went away: %v", err)
	}

	w, err = dialWire(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	<-accepted
	read := make(chan error, 1)
	go func() { _, err := w.read(nil); read <- err }()
	w.abort()
	if err := <-read; !errors.Is(err, errClosed) {
		t.Errorf("closed by this side: %v", err)
	}
}
