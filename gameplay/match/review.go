package match

// Appraisal is a game's review of one decision a seat made: the move its hard bot
// prefers from the seat's view, the expected cost of the move played against it (never
// below 0, in the game's ReviewScale.Unit) and why, in one sentence in the game's words
// ("Discarding the 9♣ left 4.5 points on average after your next draw; the K♥ left
// 2.1.": Why.String()).
type Appraisal[M any] struct {
	Preferred M
	Cost      float64
	Why       Words
}

// AppraiserOf reviews one decision at a time, thinking in slices as a ThinkerOf does
// (so a single-threaded game loop can review a game a slice per frame): Begin with the
// seat's view at the moment of the decision and the move it made, then Step until it
// reports true, then Result. It reads nothing but the view: the hidden cards it weighs
// are its own samples of what the view leaves unseen, drawn from seed, so the same
// view, move and seed give the same Appraisal. Begin reports false when there is
// nothing to review (a forced move, a move of a real-time race); Step and Result are
// then not called. An AppraiserOf may be reused for the next decision.
type AppraiserOf[V, M any] interface {
	Begin(v V, played M, seed uint64) bool
	Step() bool
	Result() Appraisal[M]
}

// ReviewScale is how a game's review measures cost: Unit names the game's unit of cost
// ("points", "branches", …); a decision costing at most Near counts as matching the
// hard bot (within the sampling noise, for a review's accuracy), one costing more than
// Costly is marked as a costly move. Noise says how stable a cost is: the spread of one
// move's cost over reviews with other sampling seeds, as measured (docs/bots.md).
type ReviewScale struct {
	Unit         string
	Near, Costly float64
	Noise        string
}

// ReviewOf is how a game reviews decisions (a Spec's Review): its scale, and a new
// appraiser.
type ReviewOf[V, M any] struct {
	ReviewScale
	New func() AppraiserOf[V, M]
}

// Appraiser is AppraiserOf with the types erased (the moves are the game's own Move
// values).
type Appraiser = AppraiserOf[View, Move]

// Reviewer is a Game whose decisions can be reviewed (every Spec with a Review).
type Reviewer interface {
	// ReviewScale is the game's unit and thresholds of cost.
	ReviewScale() ReviewScale
	// NewAppraiser makes an appraiser of the game's decisions.
	NewAppraiser() Appraiser
}

// ReviewerOf returns g's Reviewer, ok false when g reviews no decisions.
func ReviewerOf(g Game) (Reviewer, bool) {
	r, ok := g.(Reviewer)
	if !ok {
		return nil, false
	}
	if s, ok := g.(interface{ reviews() bool }); ok && !s.reviews() {
		return nil, false
	}
	return r, true
}

func (g *Spec[S, M, E, V]) reviews() bool { return g.Review != nil && g.Review.New != nil }

// ReviewScale is the Review's scale (the zero scale without one).
func (g *Spec[S, M, E, V]) ReviewScale() ReviewScale {
	if g.Review == nil {
		return ReviewScale{}
	}
	return g.Review.ReviewScale
}

// NewAppraiser erases a new appraiser of the Review (nil without one).
func (g *Spec[S, M, E, V]) NewAppraiser() Appraiser {
	if !g.reviews() {
		return nil
	}
	return &appraiser[V, M]{a: g.Review.New()}
}

// appraiser erases a game's AppraiserOf: a view or move of another game is nothing to
// review.
type appraiser[V, M any] struct{ a AppraiserOf[V, M] }

func (e *appraiser[V, M]) Begin(v View, played Move, seed uint64) bool {
	tv, ok := v.(V)
	if !ok {
		return false
	}
	tm, ok := played.(M)
	if !ok {
		return false
	}
	return e.a.Begin(tv, tm, seed)
}

func (e *appraiser[V, M]) Step() bool { return e.a.Step() }

func (e *appraiser[V, M]) Result() Appraisal[Move] {
	r := e.a.Result()
	return Appraisal[Move]{Preferred: any(r.Preferred).(Move), Cost: r.Cost, Why: r.Why}
}
