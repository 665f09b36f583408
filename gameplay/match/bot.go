package match

// BotOf is a game's bot in its own types: it decides for one seat from that seat's
// View only (never a State). Level is its level id ("easy", "normal", "hard").
type BotOf[V, M any] interface {
	Level() string
	Choose(v V) M
}

// ThinkerOf is a decision spread over several calls, so that a single-threaded game
// loop (the browser build) can think one bounded slice per frame: Begin with the seat's
// view, then Step until it reports true, then Result. Doing all of it at once gives the
// same move as Choose. Bots whose decision is cheap need not implement it: the match
// layer then thinks in one slice.
type ThinkerOf[V, M any] interface {
	Begin(v V)
	Step() bool
	Result() M
}

// ReactorOf is a bot that acts in a Clocked game's reaction windows: React returns the
// stamped move it plans in the open window of v (ok false: none). The same view gives
// the same answer, so a table may ask every frame; the plan holds until the window's
// Version changes.
type ReactorOf[V, M any] interface {
	React(v V) (M, bool)
}

// Thinker is the one interface of sliced thinking, with the types erased: every Bot is
// one.
type Thinker = ThinkerOf[View, Move]

// Reactor is ReactorOf with the types erased.
type Reactor = ReactorOf[View, Move]

// Bot plays one seat of any game from that seat's views: Level, and sliced thinking
// (Thinker). A Bot also satisfies Reactor when its game is Clocked.
type Bot interface {
	Level() string
	Thinker
}

// Choose makes b decide for v at once: Begin, Step until done, Result.
func Choose(b Bot, v View) Move { return Decide[View, Move](b, v) }

// Decide makes the thinker t decide for v at once: Begin, Step until done, Result.
func Decide[V, M any](t ThinkerOf[V, M], v V) M {
	t.Begin(v)
	for !t.Step() {
	}
	return t.Result()
}

// bot erases a game's BotOf. A bot that is not a ThinkerOf decides in its first Step.
type bot[V, M any] struct {
	b     BotOf[V, M]
	th    ThinkerOf[V, M] // nil: one-slice decisions through Choose
	v     V
	m     M
	begun bool
}

func (b *bot[V, M]) Level() string { return b.b.Level() }

func (b *bot[V, M]) Begin(v View) {
	b.v, _ = v.(V)
	b.begun = true
	if b.th != nil {
		b.th.Begin(b.v)
	}
}

func (b *bot[V, M]) Step() bool {
	if !b.begun {
		return true
	}
	if b.th != nil {
		return b.th.Step()
	}
	b.m = b.b.Choose(b.v)
	b.begun = false
	return true
}

func (b *bot[V, M]) Result() Move {
	if b.th != nil {
		return any(b.th.Result()).(Move)
	}
	return any(b.m).(Move)
}

// reactorBot is a bot of a Clocked game.
type reactorBot[V, M any] struct {
	*bot[V, M]
	r ReactorOf[V, M]
}

func (b reactorBot[V, M]) React(v View) (Move, bool) {
	tv, ok := v.(V)
	if !ok {
		return nil, false
	}
	m, ok := b.r.React(tv)
	if !ok {
		return nil, false
	}
	return any(m).(Move), true
}

// EraseBot turns a game's bot into a Bot (and a Reactor when it is one).
func EraseBot[V, M any](b BotOf[V, M]) Bot {
	e := &bot[V, M]{b: b}
	if th, ok := b.(ThinkerOf[V, M]); ok {
		e.th = th
	}
	if r, ok := b.(ReactorOf[V, M]); ok {
		return reactorBot[V, M]{e, r}
	}
	return e
}
