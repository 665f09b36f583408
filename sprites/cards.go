package sprites

import "image/color"

// Card is one card a table shows: how it moves (Motion), what it shows (Card, the
// zero card when the viewer may not know it), its place in the stacking order (Z at
// rest, Fly while it moves: above every card at rest), its outline colour (HL,
// transparent: none), and Marks, the table's own marks. FadeOut: it is leaving the table and is dropped
// once it lands (Cards.Sweep).
type Card[C, X any] struct {
	Motion
	Alive   bool
	Card    C
	Z, Fly  int
	HL      color.RGBA
	FadeOut bool
	Marks   X
}

// Cards is every card a table shows, as Objs indexed by the table's lists; a card taken
// off the table is kept for the next one added.
type Cards[C, X any] struct {
	Objs  []Card[C, X]
	seq   int
	order []int
}

// Add makes a card showing c, face up or down, and returns its index.
func (p *Cards[C, X]) Add(c C, up bool) int {
	o := Card[C, X]{Alive: true, Card: c, Motion: Motion{Up: up, WasUp: up}}
	for i := range p.Objs {
		if !p.Objs[i].Alive {
			p.Objs[i] = o
			return i
		}
	}
	p.Objs = append(p.Objs, o)
	return len(p.Objs) - 1
}

// Clear takes every card off the table.
func (p *Cards[C, X]) Clear() {
	for i := range p.Objs {
		p.Objs[i].Alive = false
	}
}

// FlyZ puts card i above everything else while it moves.
func (p *Cards[C, X]) FlyZ(i int) {
	p.seq++
	p.Objs[i].Fly = 100000 + p.seq
}

// Busy reports whether any card still moves at tick.
func (p *Cards[C, X]) Busy(tick int) bool {
	for i := range p.Objs {
		if p.Objs[i].Alive && p.Objs[i].Moving(tick) {
			return true
		}
	}
	return false
}

// Sweep drops the cards that have finished leaving the table.
func (p *Cards[C, X]) Sweep(tick int) {
	for i := range p.Objs {
		if o := &p.Objs[i]; o.Alive && o.FadeOut && !o.Moving(tick) {
			o.Alive = false
		}
	}
}

// InOrder lists the cards on the table that keep accepts (nil: all), bottom first in
// stacking order at tick. The list is reused by the next call.
func (p *Cards[C, X]) InOrder(tick int, keep func(i int) bool) []int {
	order := p.order[:0]
	for i := range p.Objs {
		if p.Objs[i].Alive && (keep == nil || keep(i)) {
			order = append(order, i)
		}
	}
	z := func(i int) int {
		if o := &p.Objs[i]; o.Moving(tick) {
			return o.Fly
		}
		return p.Objs[i].Z
	}
	// Insertion sort: few cards, mostly in order already.
	for a := 1; a < len(order); a++ {
		v, zv, b := order[a], z(order[a]), a-1
		for ; b >= 0 && z(order[b]) > zv; b-- {
			order[b+1] = order[b]
		}
		order[b+1] = v
	}
	p.order = order
	return order
}
