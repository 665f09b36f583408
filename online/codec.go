package online

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"parlor/gameplay/games"
	"parlor/gameplay/match"
)

// Event is one game event on the wire: Type is the event's Go type name in its game
// ("Drew", "WindowOpened"), Data its fields as JSON (cards in notation, "??" for a card
// the seat may not see).
type Event struct {
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

// Codec turns one game's events, views and moves into their wire form and back. Events
// and views are JSON of the game's own types, so a decoded value is the same Go value
// the server's rules made (a bot deciding from it decides as it would locally). Moves
// cross as their notation (docs/game-record.md), read with the game's ParseMove.
type Codec struct {
	game   match.Game
	byName map[string]reflect.Type
	byType map[reflect.Type]string
	view   reflect.Type
	parse  func(seat int, text string) (match.Move, error)
}

var codecs = map[string]*Codec{}

// init makes every game's codec from its match.Game (gameplay/games.All): the event
// types it lists (Game.Events), its view type (a spectator's view of a new game) and its
// move parser (Game.ParseMove). A game joins the wire by joining games.All.
func init() {
	for _, g := range games.All {
		c := &Codec{game: g, byName: map[string]reflect.Type{}, byType: map[reflect.Type]string{}, parse: g.ParseMove}
		for _, e := range g.Events() {
			rt := reflect.TypeOf(e)
			c.byName[rt.Name()] = rt
			c.byType[rt] = rt.Name()
		}
		lo, _ := g.Seats()
		st, err := g.New(match.Config{Players: lo, Seed: 1})
		if err != nil {
			panic(fmt.Sprintf("online: %s: %v", g.ID(), err))
		}
		c.view = reflect.TypeOf(st.View(-1))
		codecs[g.ID()] = c
	}
}

// CodecOf is the codec of the game with id ("threethirteen", …). Error: no such game.
func CodecOf(id string) (*Codec, error) {
	c, ok := codecs[id]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (want %s)", id, games.IDs(", "))
	}
	return c, nil
}

// Game is the codec's game.
func (c *Codec) Game() match.Game { return c.game }

// EncodeEvent is e (one of the game's events, already redacted) on the wire. Error: e is
// not one of the game's event types, or does not encode (an invalid card).
func (c *Codec) EncodeEvent(e match.Event) (Event, error) {
	name, ok := c.byType[reflect.TypeOf(e)]
	if !ok {
		return Event{}, fmt.Errorf("%T is not a %s event", e, c.game.ID())
	}
	b, err := marshal(e)
	if err != nil {
		return Event{}, fmt.Errorf("encode %s: %w", name, err)
	}
	return Event{Type: name, Data: b}, nil
}

// DecodeEvent is the game's event value of w. Error: an unknown type, or data that is not
// that event (unknown fields are refused).
func (c *Codec) DecodeEvent(w Event) (match.Event, error) {
	rt, ok := c.byName[w.Type]
	if !ok {
		return nil, fmt.Errorf("unknown %s event type %q", c.game.ID(), w.Type)
	}
	p, ok := planDecode(w.Data, rt)
	if !ok {
		p = reflect.New(rt)
		if err := strict(w.Data, p.Interface()); err != nil {
			return nil, fmt.Errorf("event %s: %w", w.Type, err)
		}
	}
	return p.Elem().Interface().(match.Event), nil
}

// EncodeView is v (the game's View) as JSON.
func (c *Codec) EncodeView(v match.View) (json.RawMessage, error) { return c.AppendView(nil, v) }

// AppendView appends v (the game's View, or a pointer to one) as JSON to b. Error: v is
// not the game's view, or does not encode (an invalid card); b is then returned as it was.
func (c *Codec) AppendView(b []byte, v match.View) ([]byte, error) {
	if t := reflect.TypeOf(v); t != c.view && t != reflect.PointerTo(c.view) {
		return b, fmt.Errorf("%T is not a %s view", v, c.game.ID())
	}
	if out, ok, err := planAppend(b, v); ok {
		return out, err
	}
	j, err := json.Marshal(v)
	if err != nil {
		return b, err
	}
	return append(b, j...), nil
}

// DecodeView is the game's View value of b.
func (c *Codec) DecodeView(b json.RawMessage) (match.View, error) {
	p, ok := planDecode(b, c.view)
	if !ok {
		p = reflect.New(c.view)
		if err := strict(b, p.Interface()); err != nil {
			return nil, fmt.Errorf("%s view: %w", c.game.ID(), err)
		}
	}
	return p.Elem().Interface(), nil
}

// ParseMove reads a move in the game's notation as seat's (a notation naming a seat, as
// Third Wheel's does, keeps the seat it names).
func (c *Codec) ParseMove(seat int, text string) (match.Move, error) {
	return c.parse(seat, text)
}

// marshal is json.Marshal(v), by v's type's plan when it has one (plan.go).
func marshal(v any) ([]byte, error) {
	if b, ok, err := planAppend(nil, v); ok {
		return b, err
	}
	return json.Marshal(v)
}

// strict decodes exactly one JSON value into p, refusing unknown fields and trailing data.
// A value of the wrong type is named by its place on the wire ("create.game"), without
// the Go name of an embedded match.Config.
func strict(b []byte, p any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(p); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			te.Field = strings.Join(slices.DeleteFunc(strings.Split(te.Field, "."), func(s string) bool { return s == "Config" }), ".")
		}
		return err
	}
	if d.More() {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}
