package server

import (
	"cmp"
	"encoding/json"
	"net/http"
	"slices"
	"sync"
	"time"

	"parlor/gameplay/games"
	"parlor/online"
	"parlor/online/daily"
)

// What a connection asks outside a room (the lobby, the leaderboards, the daily deal), and
// the same over HTTP: GET /api/leaderboard?game=G, /api/daily?game=G and
// /api/daily/leaderboard?game=G&date=D (docs/online.md). The answers are JSON, at most a
// few seconds old (boardFor), and a bad request is a 400 with {"error": words}.

// boardFor is how long a leaderboard made is served again (its entries sorted).
const boardFor = 5 * time.Second

// boards are the leaderboards made in the last boardFor, by game (and day).
type boards struct {
	mu   sync.Mutex
	made map[string]boardCache
}

// forget drops game's leaderboard (date "") or date's daily board made before a rating or
// a result changed it, so that the person who played next reads a board with their
// game on it.
func (b *boards) forget(game, date string) {
	b.mu.Lock()
	delete(b.made, game+" "+date)
	b.mu.Unlock()
}

// boardCache is one leaderboard, every player ranked, best first, and their keys.
type boardCache struct {
	at      time.Time
	entries []online.BoardEntry
	keys    []string
}

// ask answers a request made outside a room.
func (s *Server) ask(c *conn, m online.ClientMsg) {
	switch m.Type {
	case online.TRooms:
		s.rooms(c, m)
	case online.TLeaderboard:
		s.leaderboard(c, m)
	case online.TDaily:
		s.dailyDeal(c, m)
	case online.TDailyResult:
		s.dailyResult(c, m)
	}
}

// leaderboard answers a leaderboard request: a game's ratings, or a day's daily board.
func (s *Server) leaderboard(c *conn, m online.ClientMsg) {
	g, err := games.Find(m.Game)
	if err != nil {
		c.refuse(m.ID, "bad-game", err.Error())
		return
	}
	if m.Date != "" {
		if _, err := daily.ParseDate(m.Date); err != nil {
			c.refuse(m.ID, "bad-date", err.Error())
			return
		}
	}
	if s.ledger == nil {
		c.refuse(m.ID, "no-ledger", noLedger)
		return
	}
	key, _ := c.identity()
	b := s.board(g.ID(), m.Date, key)
	c.send(online.ServerMsg{Type: online.TLeaderboard, ID: m.ID, Board: &b})
}

// noLedger is the words for a server without its ratings and daily deal store.
const noLedger = "this server keeps no ratings or daily deals now (their store could not be opened)"

// board is game's leaderboard (date "": ratings; a day: its daily board), with key's own
// entry.
func (s *Server) board(game, date, key string) online.Board {
	bc := s.boardCache(game, date)
	b := online.Board{Game: game, Date: date, Entries: bc.entries[:min(len(bc.entries), online.MaxBoard)], Count: len(bc.entries)}
	if i := slices.Index(bc.keys, key); key != "" && i >= 0 {
		e := bc.entries[i]
		b.Me = &e
	}
	return b
}

// boardCache is game's leaderboard (or date's daily board) as made in the last boardFor.
func (s *Server) boardCache(game, date string) boardCache {
	id := game + " " + date
	s.boards.mu.Lock()
	bc, ok := s.boards.made[id]
	s.boards.mu.Unlock()
	if ok && time.Since(bc.at) < boardFor {
		return bc
	}
	bc = boardCache{at: time.Now()}
	if date == "" {
		ps := s.ledger.Ratings(game)
		slices.SortFunc(ps, func(a, b PlayerRating) int {
			return cmp.Or(cmp.Compare(b.R, a.R), cmp.Compare(b.Games, a.Games), cmp.Compare(a.Key, b.Key))
		})
		for i, p := range ps {
			e := online.BoardEntry{Rank: i + 1, Name: p.Name, Rating: round(p.R), Games: p.Games}
			if i > 0 && bc.entries[i-1].Rating == e.Rating {
				e.Rank = bc.entries[i-1].Rank
			}
			bc.entries, bc.keys = append(bc.entries, e), append(bc.keys, p.Key)
		}
	} else {
		es := s.ledger.DailyResults(date, game)
		low := lowWins(game)
		slices.SortFunc(es, func(a, b DailyEntry) int {
			by := cmp.Compare(b.Score, a.Score)
			if low {
				by = -by
			}
			return cmp.Or(by, cmp.Compare(a.Done, b.Done), cmp.Compare(a.Key, b.Key))
		})
		for i, d := range es {
			score := d.Score
			e := online.BoardEntry{Rank: i + 1, Name: d.Name, Score: &score}
			if i > 0 && *bc.entries[i-1].Score == score {
				e.Rank = bc.entries[i-1].Rank
			}
			bc.entries, bc.keys = append(bc.entries, e), append(bc.keys, d.Key)
		}
	}
	s.boards.mu.Lock()
	if len(s.boards.made) > 256 {
		clear(s.boards.made)
	}
	s.boards.made[id] = bc
	s.boards.mu.Unlock()
	return bc
}

// lowWins reports whether a lower score ranks first on game's daily board.
func lowWins(game string) bool {
	g, err := games.Find(game)
	return err == nil && g.LowWins(daily.Config(online.DailyDeal{Game: game, Players: 3}))
}

// api serves the HTTP answers.
func (s *Server) api(mux *http.ServeMux) {
	mux.HandleFunc("/api/leaderboard", func(w http.ResponseWriter, r *http.Request) {
		game, ok := s.apiGame(w, r)
		if !ok {
			return
		}
		b := s.boardCache(game, "")
		type line struct {
			Name   string `json:"name"`
			Rating int    `json:"rating"`
			Games  int    `json:"games"`
		}
		out := make([]line, 0, min(len(b.entries), online.MaxBoard))
		for _, e := range b.entries[:min(len(b.entries), online.MaxBoard)] {
			out = append(out, line{e.Name, e.Rating, e.Games})
		}
		writeJSON(w, http.StatusOK, out)
	})
	mux.HandleFunc("/api/daily", func(w http.ResponseWriter, r *http.Request) {
		game, ok := s.apiGame(w, r)
		if !ok {
			return
		}
		if _, err := daily.Check(game); err != nil {
			httpError(w, http.StatusBadRequest, err.Error())
			return
		}
		secret, err := s.ledger.Secret(r.Context())
		if err != nil {
			httpError(w, http.StatusServiceUnavailable, "the daily deal cannot be read now: try again")
			return
		}
		now := s.now()
		today, _ := daily.Deal(secret, daily.Date(now), game)
		yday, _ := daily.Deal(secret, daily.Date(now.AddDate(0, 0, -1)), game)
		type opened struct {
			Date   string `json:"date"`
			Seed   uint64 `json:"seed"`
			Nonce  string `json:"nonce"`
			Commit string `json:"commit"`
		}
		writeJSON(w, http.StatusOK, struct {
			Date      string `json:"date"`
			Commit    string `json:"commit"`
			Yesterday opened `json:"yesterday"`
		}{today.Date, today.Commit, opened{yday.Date, yday.Seed, yday.Nonce, yday.Commit}})
	})
	mux.HandleFunc("/api/daily/leaderboard", func(w http.ResponseWriter, r *http.Request) {
		game, ok := s.apiGame(w, r)
		if !ok {
			return
		}
		date := r.URL.Query().Get("date")
		if date == "" {
			date = daily.Date(s.now())
		} else if _, err := daily.ParseDate(date); err != nil {
			httpError(w, http.StatusBadRequest, err.Error())
			return
		}
		b := s.board(game, date, "")
		type line struct {
			Rank  int    `json:"rank"`
			Name  string `json:"name"`
			Score int    `json:"score"`
		}
		out := struct {
			Game    string `json:"game"`
			Date    string `json:"date"`
			Count   int    `json:"count"`
			Entries []line `json:"entries"`
		}{Game: game, Date: date, Count: b.Count, Entries: []line{}}
		for _, e := range b.Entries {
			out.Entries = append(out.Entries, line{e.Rank, e.Name, *e.Score})
		}
		writeJSON(w, http.StatusOK, out)
	})
}

// apiGame checks an API request (GET or HEAD, a short query, a known game, a ledger) and
// returns its game; otherwise it has answered with the error.
func (s *Server) apiGame(w http.ResponseWriter, r *http.Request) (string, bool) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		httpError(w, http.StatusMethodNotAllowed, "only GET is answered here")
		return "", false
	}
	if len(r.URL.RawQuery) > 256 {
		httpError(w, http.StatusBadRequest, "the query is too long")
		return "", false
	}
	q := r.URL.Query().Get("game")
	if q == "" {
		httpError(w, http.StatusBadRequest, "name a game: ?game="+gameIDs())
		return "", false
	}
	g, err := games.Find(q)
	if err != nil {
		httpError(w, http.StatusBadRequest, err.Error())
		return "", false
	}
	if s.ledger == nil {
		httpError(w, http.StatusServiceUnavailable, noLedger)
		return "", false
	}
	return g.ID(), true
}

func gameIDs() string { return games.IDs("|") }

func httpError(w http.ResponseWriter, status int, words string) {
	writeJSON(w, status, map[string]string{"error": words})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":"the answer could not be written"}`)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	if status == http.StatusOK {
		h.Set("Cache-Control", "public, max-age=5")
	} else {
		h.Set("Cache-Control", "no-store")
	}
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// now is the clock of the daily deal's days.
func (s *Server) now() time.Time {
	if s.cfg.Now != nil {
		return s.cfg.Now()
	}
	return time.Now()
}
