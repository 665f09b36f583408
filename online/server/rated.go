package server

import (
	"context"
	"errors"
	"math"
	"time"

	"parlor/online"
	"parlor/online/rating"
)

// Ratings after a rated game (docs/online.md, "Ratings"): every public room's game and
// every room made rated. When it ends with at least two identified people who held their
// seats from its first deal, each of them is rated for the game (online/rating: Glicko-2,
// pairwise by final rank), those who left or were voted out last.

// rater is a person rated for a game: their seat (-1: their seat went to someone else
// since), key, name and whether they rank last.
type rater struct {
	seat      int
	key, name string
	last      bool
}

// finish is what follows the end of a game: the newcomers waiting for a seat are told, an
// open vote ends, the room leaves the lobby, and a rated game is rated.
func (r *room) finish() {
	r.cancelClaims()
	if r.vote != nil {
		r.closeVote("none", "The game is over")
	}
	r.listing()
	if r.rated && !r.replaying {
		r.rate()
	}
}

// raters are the people a rated game rates.
func (r *room) raters() []rater {
	out := append([]rater(nil), r.gone...)
	for _, s := range r.seats {
		if s.key != "" && s.fromStart {
			out = append(out, rater{seat: s.i, key: s.key, name: s.name, last: s.left || s.replaced || s.outvoted})
		}
	}
	return out
}

// rate rates the game's people (off the room's goroutine: the ledger is read and written)
// and tells the table their new ratings.
func (r *room) rate() {
	l := r.srv.ledger
	ps := r.raters()
	if l == nil || len(ps) < 2 {
		return
	}
	sum := r.m.Summary()
	totals := make([]int, len(ps))
	last := make([]bool, len(ps))
	for i, p := range ps {
		last[i] = p.last || p.seat < 0
		if p.seat >= 0 && p.seat < len(sum.Totals) {
			totals[i] = sum.Totals[p.seat]
		}
	}
	ranks := rating.Ranks(totals, r.codec.Game().LowWins(r.m.Config()), last)
	game := r.spec.Game
	go func() {
		ctx, cancel := context.WithTimeout(r.srv.ctx, 20*time.Second)
		defer cancel()
		changes, err := rateGame(ctx, l, game, ps, ranks)
		if err != nil {
			logf(r, "ratings: %v", err)
			r.post(func() {
				r.sendAll(online.ServerMsg{Type: online.TError, Code: "no-rating",
					Error: "the ratings of this game could not be stored (" + err.Error() + ")"})
			})
			return
		}
		r.srv.boards.forget(game, "")
		r.post(func() {
			r.sendAll(online.ServerMsg{Type: online.TRatings, Ratings: changes})
		})
	}()
}

// rateGame reads the people's ratings, rates the game (everyone at their rating before
// it) and stores each new rating; a rating another game changed meanwhile is read and
// rated again.
func rateGame(ctx context.Context, l Ledger, game string, ps []rater, ranks []int) ([]online.RatingChange, error) {
	before := make([]rating.Rating, len(ps))
	stored := make([]PlayerRating, len(ps))
	revs := make([]uint64, len(ps))
	for i, p := range ps {
		pr, rev, err := l.Rating(ctx, game, p.key)
		if err != nil {
			return nil, err
		}
		before[i], stored[i], revs[i] = rating.New, pr, rev
		if rev != 0 {
			before[i] = rating.Rating{R: pr.R, RD: pr.RD, Vol: pr.Vol}
		}
	}
	var changes []online.RatingChange
	for i, p := range ps {
		cur, rev := stored[i], revs[i]
		for try := 0; ; try++ {
			mine := append([]rating.Rating(nil), before...)
			if rev != 0 {
				mine[i] = rating.Rating{R: cur.R, RD: cur.RD, Vol: cur.Vol}
			}
			after, err := rating.Ranked(mine, ranks, rating.Tau)
			if err != nil {
				return nil, err
			}
			np := PlayerRating{Name: p.name, R: after[i].R, RD: after[i].RD, Vol: after[i].Vol, Games: cur.Games + 1, At: time.Now().UnixMilli()}
			err = l.SetRating(ctx, game, p.key, np, rev)
			if err == nil {
				changes = append(changes, online.RatingChange{Seat: p.seat, Name: p.name, Before: round(mine[i].R), After: round(np.R), Games: np.Games})
				break
			}
			if !errors.Is(err, ErrConflict) || try >= 5 {
				return nil, err
			}
			if cur, rev, err = l.Rating(ctx, game, p.key); err != nil {
				return nil, err
			}
		}
	}
	return changes, nil
}

func round(x float64) int { return int(math.Round(x)) }
