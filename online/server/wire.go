package server

import (
	"strconv"

	"parlor/online"
)

// update is one update message (online.ServerMsg of type "update") before encoding.
type update struct {
	n                      int
	events                 []online.Event
	view                   []byte
	legal                  []string
	toMove                 int
	ack                    int64
	needAck                bool
	window, version, clock int
}

// appendUpdate encodes u as json.Marshal would encode its online.ServerMsg, without
// checking and compacting the view and events again (they are JSON the codec made): an
// update goes to every seat after every move, so it is the message the server writes most.
// appendView, when set, writes the view in place of u.view; view is where it stands in
// the message (the seat's stream keeps it without a copy of its own). Error: appendView's.
func appendUpdate(b []byte, u *update, appendView func([]byte) ([]byte, error)) (msg, view []byte, err error) {
	b = append(b, `{"type":"update","n":`...)
	b = strconv.AppendInt(b, int64(u.n), 10)
	if len(u.events) > 0 {
		b = append(b, `,"events":[`...)
		for i, e := range u.events {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"type":`...)
			b = online.AppendString(b, e.Type)
			b = append(b, `,"data":`...)
			b = append(b, e.Data...)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if u.view != nil || appendView != nil {
		b = append(b, `,"view":`...)
		at := len(b)
		if appendView == nil {
			b = append(b, u.view...)
		} else if b, err = appendView(b); err != nil {
			return nil, nil, err
		}
		view = b[at:len(b):len(b)]
	}
	if len(u.legal) > 0 {
		b = append(b, `,"legal":[`...)
		for i, l := range u.legal {
			if i > 0 {
				b = append(b, ',')
			}
			b = online.AppendString(b, l)
		}
		b = append(b, ']')
	}
	b = append(b, `,"to_move":`...)
	b = strconv.AppendInt(b, int64(u.toMove), 10)
	if u.ack != 0 {
		b = append(b, `,"ack":`...)
		b = strconv.AppendInt(b, u.ack, 10)
	}
	if u.needAck {
		b = append(b, `,"need_ack":true`...)
	}
	for _, f := range [...]struct {
		name string
		v    int
	}{{`,"window":`, u.window}, {`,"version":`, u.version}, {`,"clock":`, u.clock}} {
		if f.v != 0 {
			b = append(b, f.name...)
			b = strconv.AppendInt(b, int64(f.v), 10)
		}
	}
	return append(b, '}'), view, nil
}
