package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"parlor/online"
)

// The loadtest's abusive modes (docs/server.md, "Limits"): -idle N opens N WebSockets
// that never join a room (nor answer a ping), -spam makes rooms on one connection as fast
// as the server takes messages. Both run for -duration next to the rooms (if any), and the
// result says what the server answered: refusals and errors by code, the connections it
// closed (by the code of the error it sent before closing) and how long the idle ones
// lasted.

// IdleResult is what became of the -idle sockets.
type IdleResult struct {
	Sockets   int `json:"sockets"`   // asked for
	Connected int `json:"connected"` // whose WebSocket handshake succeeded
	// ClosedByServer: connected and then closed by the server before the run ended (the
	// codes are in LoadResult.Closed); OpenAtEnd: still open when it ended.
	ClosedByServer int `json:"closed_by_server"`
	OpenAtEnd      int `json:"open_at_end"`
	// CloseP50S, CloseMaxS: how long the sockets the server closed had lasted (s).
	CloseP50S float64 `json:"close_p50_s"`
	CloseMaxS float64 `json:"close_max_s"`
}

// SpamResult is what came of -spam's creates.
type SpamResult struct {
	Creates     int64   `json:"creates"`       // create messages sent
	Created     int64   `json:"created"`       // rooms made
	RoomsPerMin float64 `json:"rooms_per_min"` // rooms made a minute
	Reconnects  int64   `json:"reconnects"`    // times the server closed the connection and it came back
}

// answers counts what the server told the load generator's connections.
type answers struct {
	mu      sync.Mutex
	refused map[string]int64 // refused and error messages by code
	closed  map[string]int64 // connections the server closed, by the code of the error before ("none": no error came)
}

func newAnswers() *answers {
	return &answers{refused: map[string]int64{}, closed: map[string]int64{}}
}

// note counts a refusal or error message (b is any message from the server; others are
// passed over cheaply: the server writes "type" first) and returns its code ("" for
// other messages).
func (a *answers) note(b []byte) string {
	if !bytes.HasPrefix(b, []byte(`{"type":"refused"`)) && !bytes.HasPrefix(b, []byte(`{"type":"error"`)) {
		return ""
	}
	var m struct {
		Code string `json:"code"`
	}
	json.Unmarshal(b, &m)
	if m.Code == "" {
		m.Code = "unknown"
	}
	a.mu.Lock()
	a.refused[m.Code]++
	a.mu.Unlock()
	return m.Code
}

// closedBy counts a connection the server closed after error code ("" none).
func (a *answers) closedBy(code string) {
	if code == "" {
		code = "none"
	}
	a.mu.Lock()
	a.closed[code]++
	a.mu.Unlock()
}

// rawConn is a WebSocket that reads everything the server sends and answers nothing.
type rawConn struct {
	ws   *websocket.Conn
	last atomic.Value // the code of the last error or refusal (string)
	got  chan []byte  // messages, for the spammer (nil: dropped)
	done chan struct{}
}

// dialRaw opens a rawConn; its reader counts what the server answers in a.
func dialRaw(ctx context.Context, url string, a *answers, keep bool) (*rawConn, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(1 << 20)
	c := &rawConn{ws: ws, done: make(chan struct{})}
	c.last.Store("")
	if keep {
		c.got = make(chan []byte, 64)
	}
	go func() {
		defer close(c.done)
		for {
			_, b, err := ws.Read(context.Background())
			if err != nil {
				return
			}
			if code := a.note(b); code != "" {
				c.last.Store(code)
			}
			if c.got != nil {
				select {
				case c.got <- b:
				default:
				}
			}
		}
	}()
	return c, nil
}

// runIdle opens n sockets that never join and watches them until ctx ends.
func runIdle(ctx context.Context, url string, n int, a *answers) *IdleResult {
	res := &IdleResult{Sockets: n}
	var mu sync.Mutex
	var lasted []float64
	var wg sync.WaitGroup
	slots := make(chan struct{}, setupAtOnce)
	for range n {
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			dctx, cancel := context.WithTimeout(ctx, roomSetup)
			c, err := dialRaw(dctx, url, a, false)
			cancel()
			<-slots
			if err != nil {
				a.closedBy("handshake-failed")
				return
			}
			start := time.Now()
			mu.Lock()
			res.Connected++
			mu.Unlock()
			select {
			case <-c.done: // the server closed it
				d := time.Since(start).Seconds()
				a.closedBy(c.last.Load().(string))
				mu.Lock()
				res.ClosedByServer++
				lasted = append(lasted, d)
				mu.Unlock()
			case <-ctx.Done():
				mu.Lock()
				res.OpenAtEnd++
				mu.Unlock()
				c.ws.CloseNow()
			}
		}()
	}
	wg.Wait()
	sort.Float64s(lasted)
	res.CloseP50S, res.CloseMaxS = round2(quantile(lasted, 0.5)), round2(quantile(lasted, 1))
	return res
}

// runSpam makes rooms of spec on one connection as fast as the server takes messages,
// until ctx ends: each create waits for its answer; a flood refusal waits 25 ms; a
// connection the server closes is opened again.
func runSpam(ctx context.Context, url string, spec online.RoomSpec, a *answers) *SpamResult {
	res := &SpamResult{}
	start := time.Now()
	var id int64
	for ctx.Err() == nil {
		c, err := dialRaw(ctx, url, a, true)
		if err != nil {
			select {
			case <-ctx.Done():
			case <-time.After(250 * time.Millisecond):
			}
			continue
		}
		for ctx.Err() == nil {
			id++
			b, _ := json.Marshal(online.ClientMsg{Type: online.TCreate, ID: id, Create: &spec})
			if err := c.ws.Write(ctx, websocket.MessageText, b); err != nil {
				break
			}
			res.Creates++
			code, err := spamAnswer(ctx, c, id)
			if err != nil {
				break
			}
			switch code {
			case "":
				res.Created++
			case "flood":
				select {
				case <-ctx.Done():
				case <-time.After(25 * time.Millisecond):
				}
			}
		}
		c.ws.CloseNow()
		<-c.done
		if ctx.Err() == nil {
			a.closedBy(c.last.Load().(string))
			res.Reconnects++
		}
	}
	if m := time.Since(start).Minutes(); m > 0 {
		res.RoomsPerMin = round2(float64(res.Created) / m)
	}
	return res
}

// spamAnswer waits for the answer to create id: "" when the room was made, else the code
// of the refusal or error (a flood error carries no id: it is the answer too).
func spamAnswer(ctx context.Context, c *rawConn, id int64) (string, error) {
	for {
		select {
		case b := <-c.got:
			var m online.ServerMsg
			if json.Unmarshal(b, &m) != nil {
				continue
			}
			switch {
			case m.Type == online.TCreated && m.ID == id:
				return "", nil
			case m.Type == online.TRefused && m.ID == id, m.Type == online.TError:
				return m.Code, nil
			}
		case <-c.done:
			return "", errors.New("closed")
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
}
