package scenetest

import "parlor/sprites"

// CardsOf is the cards of a table's card objects objs (indices into p.Objs), in order;
// nil for none.
func CardsOf[C, X any](p *sprites.Cards[C, X], objs []int) []C {
	var out []C
	for _, i := range objs {
		out = append(out, p.Objs[i].Card)
	}
	return out
}
