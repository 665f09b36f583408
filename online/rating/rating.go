// Package rating is Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system",
// Boston University, 2013: http://www.glicko.net/glicko/glicko2.pdf), the rating system
// of Parlor's online games (docs/online.md, "Ratings"), written out as the paper states
// it: steps 1 to 8 for one rating period. Games of three or more people are rated as
// every pair of them, each pair a win, a draw or a loss by final rank, all in the one
// period of the game (Ranked), as Board Game Arena rates its multi-player tables.
//
// The package is pure: no clock, no randomness, no I/O.
package rating

import (
	"errors"
	"math"
)

// Rating is a player's rating on the Glicko scale: R the rating, RD its deviation (the
// uncertainty: a 95% interval is R ± 2 RD), Vol the volatility σ (how erratic the
// player's results are).
type Rating struct {
	R, RD, Vol float64
}

// New is a player who has not played: 1500, deviation 350, volatility 0.06 (the paper's
// recommendation for an unrated player).
var New = Rating{R: 1500, RD: 350, Vol: 0.06}

// Tau is the system constant τ, which bounds how fast the volatility changes (the paper:
// "reasonable choices are between 0.3 and 1.2"; its example uses 0.5).
const Tau = 0.5

// scale converts between the Glicko scale and Glicko-2's (step 2).
const scale = 173.7178

// epsilon is the convergence tolerance of step 5's iteration.
const epsilon = 0.000001

// Outcome is one game against an opponent in a rating period: the opponent's rating
// (as it was at the start of the period) and the score, 1 a win, 0.5 a draw, 0 a loss.
type Outcome struct {
	Opp   Rating
	Score float64
}

// ErrBad is a rating or score outside what the system handles: a deviation or
// volatility not above 0, a score outside 0..1, or something not a number.
var ErrBad = errors.New("rating: a deviation and volatility above 0 and scores from 0 to 1")

// Update is p's rating after one rating period in which p played the games in out
// (steps 1–8). With no games only the deviation grows (step 6: the player's rating
// becomes less certain). Error: ErrBad.
func Update(p Rating, out []Outcome, tau float64) (Rating, error) {
	if !valid(p) {
		return p, ErrBad
	}
	mu, phi := (p.R-1500)/scale, p.RD/scale
	if len(out) == 0 {
		return Rating{R: p.R, RD: scale * math.Sqrt(phi*phi+p.Vol*p.Vol), Vol: p.Vol}, nil
	}
	// Step 3: the estimated variance v; step 4: the improvement Δ (delta/v here).
	var vinv, sum float64
	for _, o := range out {
		if !valid(o.Opp) || !(o.Score >= 0 && o.Score <= 1) {
			return p, ErrBad
		}
		muj, phij := (o.Opp.R-1500)/scale, o.Opp.RD/scale
		g := g(phij)
		e := expect(mu, muj, g)
		vinv += g * g * e * (1 - e)
		sum += g * (o.Score - e)
	}
	v := 1 / vinv
	delta := v * sum
	// Step 5: the new volatility σ', by the Illinois algorithm.
	vol := volatility(phi, v, delta, p.Vol, tau)
	// Step 6: the pre-period deviation φ*; step 7: the new φ' and μ'.
	phiStar := math.Sqrt(phi*phi + vol*vol)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	// Step 8: back to the Glicko scale.
	return Rating{R: scale*muNew + 1500, RD: scale * phiNew, Vol: vol}, nil
}

func valid(p Rating) bool {
	return p.RD > 0 && p.Vol > 0 && !math.IsNaN(p.R) && !math.IsInf(p.R, 0) && !math.IsInf(p.RD, 0) && !math.IsInf(p.Vol, 0)
}

// g is the paper's g(φ): how much an opponent's uncertainty damps a result.
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// expect is E(μ, μj, φj): the expected score against the opponent.
func expect(mu, muj, g float64) float64 { return 1 / (1 + math.Exp(-g*(mu-muj))) }

// volatility is step 5: σ' solving f(x) = 0 with x = ln σ'², by the Illinois algorithm
// (a regula falsi that halves the stale end's value).
func volatility(phi, v, delta, sigma, tau float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < 1000; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Ranked rates one game of len(players) people (2 to any number): players[i] is person
// i's rating before the game and ranks[i] their final place (1 the best; equal ranks
// tie). Each person's new rating is one rating period of games against every other
// person, a win against each one ranked below, a draw with each ranked equal and a loss
// against each ranked above, everyone at their rating before the game. For two people it
// is one game of Glicko-2. Error: ErrBad, or a length mismatch.
func Ranked(players []Rating, ranks []int, tau float64) ([]Rating, error) {
	if len(players) != len(ranks) {
		return nil, errors.New("rating: one rank per player")
	}
	out := make([]Rating, len(players))
	for i, p := range players {
		games := make([]Outcome, 0, len(players)-1)
		for j, q := range players {
			if j == i {
				continue
			}
			s := 0.5
			switch {
			case ranks[i] < ranks[j]:
				s = 1
			case ranks[i] > ranks[j]:
				s = 0
			}
			games = append(games, Outcome{Opp: q, Score: s})
		}
		r, err := Update(p, games, tau)
		if err != nil {
			return nil, err
		}
		out[i] = r
	}
	return out, nil
}

// Ranks turns final totals into places (1 the best; equal totals share a place, and the
// next place counts them: 1, 1, 3): higher totals first, or lower when lowWins. Seats in
// last (those who left the game) all rank after everyone else, sharing the last place.
func Ranks(totals []int, lowWins bool, last []bool) []int {
	ranks := make([]int, len(totals))
	for i := range totals {
		ranks[i] = 1
		for j := range totals {
			if j == i {
				continue
			}
			li, lj := i < len(last) && last[i], j < len(last) && last[j]
			switch {
			case li && !lj:
				ranks[i]++
			case lj || li: // below the stayers, or both left: equal
			case lowWins && totals[j] < totals[i], !lowWins && totals[j] > totals[i]:
				ranks[i]++
			}
		}
	}
	return ranks
}
