package online

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strconv"
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// A plan encodes and decodes one Go type's JSON without encoding/json's per-value
// reflection: views and events are sent after every move, to every seat, and read by
// every client, and most of their time went to encoding/json walking the same few types.
//
// The encoder writes exactly what json.Marshal writes (a property test compares them over
// every game's views and events). The decoder reads that shape with the quick reader's
// scanner (quick.go): keys in the exact case, strings without escapes, whole numbers,
// white space between tokens allowed. Anything else (and every
// error) makes it give up, and the strict decoder reads the message instead, so what a
// message decodes to and every error stay the strict decoder's.
//
// A type gets a plan when it is made only of bools, integers, strings, structs (exported
// fields with no json tags and none embedded), slices, arrays, pointers and types whose
// value has MarshalText (and whose pointer has UnmarshalText). Other types (maps,
// interfaces, floats, tags, json.Marshaler) have none and go through encoding/json.
type plan struct {
	enc  func(b []byte, v reflect.Value) []byte
	dec  func(d *scan, v reflect.Value) bool
	size atomic.Int64 // the longest encoding so far: one allocation a value
}

var plans sync.Map // reflect.Type → *plan, or nil: the type has no plan

// planOf is t's plan, nil when t has none.
func planOf(t reflect.Type) *plan {
	if p, ok := plans.Load(t); ok {
		pl, _ := p.(*plan)
		return pl
	}
	pl := makePlan(t, map[reflect.Type]*plan{})
	if pl == nil {
		plans.Store(t, (*plan)(nil))
	} else {
		plans.Store(t, pl)
	}
	return pl
}

var (
	textMarshaler   = reflect.TypeFor[encoding.TextMarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
	jsonMarshaler   = reflect.TypeFor[json.Marshaler]()
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
)

// makePlan builds t's plan; seen holds the plans under construction (a recursive type
// refers to its own).
func makePlan(t reflect.Type, seen map[reflect.Type]*plan) *plan {
	if p, ok := seen[t]; ok {
		return p
	}
	if t.Implements(jsonMarshaler) || reflect.PointerTo(t).Implements(jsonMarshaler) ||
		reflect.PointerTo(t).Implements(jsonUnmarshaler) {
		return nil
	}
	p := &plan{}
	seen[t] = p
	switch {
	case t.Implements(textMarshaler):
		if !reflect.PointerTo(t).Implements(textUnmarshaler) || t.Kind() == reflect.Pointer {
			return nil
		}
		p.enc, p.dec = encText, decText
		return p
	case reflect.PointerTo(t).Implements(textMarshaler):
		return nil // json.Marshal calls it only when the value is addressable
	}
	switch t.Kind() {
	case reflect.Bool:
		p.enc, p.dec = encBool, decBool
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		p.enc, p.dec = encInt, decInt
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		p.enc, p.dec = encUint, decUint
	case reflect.String:
		p.enc, p.dec = encString, decString
	case reflect.Pointer:
		return ptrPlan(p, t, seen)
	case reflect.Slice, reflect.Array:
		return listPlan(p, t, seen)
	case reflect.Struct:
		return structPlan(p, t, seen)
	default:
		return nil // uint8 slices are base64, floats have their own format, maps, interfaces…
	}
	return p
}

func ptrPlan(p *plan, t reflect.Type, seen map[reflect.Type]*plan) *plan {
	elem := makePlan(t.Elem(), seen)
	if elem == nil {
		return nil
	}
	p.enc = func(b []byte, v reflect.Value) []byte {
		if v.IsNil() {
			return append(b, "null"...)
		}
		return elem.enc(b, v.Elem())
	}
	p.dec = func(d *scan, v reflect.Value) bool {
		if d.lit("null") {
			v.SetZero()
			return true
		}
		n := reflect.New(t.Elem())
		v.Set(n)
		return elem.dec(d, n.Elem())
	}
	return p
}

func listPlan(p *plan, t reflect.Type, seen map[reflect.Type]*plan) *plan {
	if t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 && !reflect.PointerTo(t.Elem()).Implements(textMarshaler) {
		return nil // base64 in json.Marshal
	}
	elem := makePlan(t.Elem(), seen)
	if elem == nil {
		return nil
	}
	slice := t.Kind() == reflect.Slice
	p.enc = func(b []byte, v reflect.Value) []byte {
		if slice && v.IsNil() {
			return append(b, "null"...)
		}
		b = append(b, '[')
		for i := range v.Len() {
			if i > 0 {
				b = append(b, ',')
			}
			b = elem.enc(b, v.Index(i))
		}
		return append(b, ']')
	}
	p.dec = func(d *scan, v reflect.Value) bool {
		if slice && d.lit("null") {
			v.SetZero()
			return true
		}
		if !d.eat('[') {
			return false
		}
		if slice {
			n := d.items()
			if n < 0 {
				return false
			}
			v.Set(reflect.MakeSlice(t, n, n))
		}
		i := 0
		for ; !d.eat(']'); i++ {
			if i > 0 && !d.eat(',') {
				return false
			}
			if i >= v.Len() || !elem.dec(d, v.Index(i)) {
				return false
			}
		}
		return i == v.Len() // an array's every element, as the encoder writes it
	}
	return p
}

type planField struct {
	index int
	key   string // `"Name":`
	plan  *plan
}

func structPlan(p *plan, t reflect.Type, seen map[reflect.Type]*plan) *plan {
	var fields []planField
	for i := range t.NumField() {
		f := t.Field(i)
		if _, tagged := f.Tag.Lookup("json"); tagged || f.Anonymous {
			return nil
		}
		if !f.IsExported() {
			continue
		}
		fp := makePlan(f.Type, seen)
		if fp == nil {
			return nil
		}
		fields = append(fields, planField{i, strconv.Quote(f.Name) + ":", fp})
	}
	p.enc = func(b []byte, v reflect.Value) []byte {
		b = append(b, '{')
		for i, f := range fields {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, f.key...)
			b = f.plan.enc(b, v.Field(f.index))
		}
		return append(b, '}')
	}
	p.dec = func(d *scan, v reflect.Value) bool {
		if !d.eat('{') {
			return false
		}
		next := 0 // fields come in the encoder's order; any order is read
		for i := 0; !d.eat('}'); i++ {
			if i > 0 && !d.eat(',') {
				return false
			}
			f := -1
			for k := range fields {
				j := (next + k) % len(fields)
				if d.lit(fields[j].key) {
					f = j
					break
				}
			}
			if f < 0 || !fields[f].plan.dec(d, v.Field(fields[f].index)) {
				return false // an unknown key, or one in another case: the strict decoder decides
			}
			next = f + 1
		}
		return true
	}
	return p
}

func encBool(b []byte, v reflect.Value) []byte { return strconv.AppendBool(b, v.Bool()) }
func encInt(b []byte, v reflect.Value) []byte  { return strconv.AppendInt(b, v.Int(), 10) }
func encUint(b []byte, v reflect.Value) []byte { return strconv.AppendUint(b, v.Uint(), 10) }

func encString(b []byte, v reflect.Value) []byte { return AppendString(b, v.String()) }

func encText(b []byte, v reflect.Value) []byte {
	if a, ok := v.Addr().Interface().(encoding.TextAppender); ok {
		n := len(b)
		b, err := a.AppendText(append(b, '"'))
		if err != nil {
			panic(planError{err})
		}
		if verbatim(b[n+1:]) {
			return append(b, '"')
		}
		return AppendString(b[:n], string(b[n+1:]))
	}
	t, err := v.Addr().Interface().(encoding.TextMarshaler).MarshalText()
	if err != nil {
		panic(planError{err})
	}
	return AppendString(b, string(t))
}

// verbatim reports whether s stands in a JSON string as it is (json.Marshal escapes nothing in it).
func verbatim[S string | []byte](s S) bool {
	for i := range len(s) {
		if c := s[i]; c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// planError carries a MarshalText error out of an encoder (planAppend returns it).
type planError struct{ err error }

// AppendString appends s as a JSON string, as json.Marshal writes it (HTML characters
// escaped, invalid UTF-8 as U+FFFD).
func AppendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\b':
				b = append(b, '\\', 'b')
			case c == '\f':
				b = append(b, '\\', 'f')
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c == '\t':
				b = append(b, '\\', 't')
			case c < 0x20 || c == '<' || c == '>' || c == '&':
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, `\u202`...)
			b = append(b, hex[r&0xf])
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

// items counts the elements of the array whose '[' was just read (-1: not in the
// encoder's shape), so that a slice is made once at its size.
func (s *scan) items() int {
	depth, n := 0, 0
	for i := s.i; i < len(s.b); i++ {
		switch s.b[i] {
		case '[', '{':
			depth++
		case ']', '}':
			if depth == 0 {
				if i == s.i {
					return 0
				}
				return n + 1
			}
			depth--
		case ',':
			if depth == 0 {
				n++
			}
		case '"':
			for i++; i < len(s.b) && s.b[i] != '"'; i++ {
				if s.b[i] == '\\' {
					return -1
				}
			}
		}
	}
	return -1
}

func decBool(d *scan, v reflect.Value) bool {
	b, ok := d.bool()
	v.SetBool(b)
	return ok
}

func decInt(d *scan, v reflect.Value) bool {
	n, ok := d.int()
	if !ok || v.OverflowInt(n) {
		return false
	}
	v.SetInt(n)
	return true
}

func decUint(d *scan, v reflect.Value) bool {
	n, ok := d.int()
	if !ok || n < 0 || v.OverflowUint(uint64(n)) {
		return false
	}
	v.SetUint(uint64(n))
	return true
}

func decString(d *scan, v reflect.Value) bool {
	s, ok := d.plain()
	if ok {
		v.SetString(string(s))
	}
	return ok
}

func decText(d *scan, v reflect.Value) bool {
	s, ok := d.plain()
	return ok && v.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText(s) == nil
}

// planAppend appends v as json.Marshal writes it to b, by v's type's plan (ok false: the
// type has none; b is then returned as it was). Error: a MarshalText in v failed.
func planAppend(b []byte, v any) (out []byte, ok bool, err error) {
	rv := reflect.ValueOf(v)
	p := planOf(rv.Type())
	if p == nil {
		return b, false, nil
	}
	defer func() {
		if r := recover(); r != nil {
			pe, isPlan := r.(planError)
			if !isPlan {
				panic(r)
			}
			out, err = b, pe.err
		}
	}()
	av := reflect.New(rv.Type()).Elem() // addressable: text methods are called on addresses
	av.Set(rv)
	if b == nil {
		b = make([]byte, 0, p.size.Load()+64)
	}
	start := len(b)
	b = p.enc(b, av)
	if n := int64(len(b) - start); n > p.size.Load() {
		p.size.Store(n)
	}
	return b, true, nil
}

// planDecode reads b into a new value of t by t's plan; ok false when t has no plan or b
// is not in the encoder's shape (the caller then decodes strictly).
func planDecode(b []byte, t reflect.Type) (reflect.Value, bool) {
	p := planOf(t)
	if p == nil {
		return reflect.Value{}, false
	}
	v := reflect.New(t)
	d := scan{b: b}
	if !p.dec(&d, v.Elem()) || !d.end() {
		return reflect.Value{}, false
	}
	return v, true
}
