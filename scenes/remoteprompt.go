package scenes

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"parlor/online"
	"parlor/scenes/ui"
	"parlor/scenes/ui/input"
)

// The questions an online table puts to its player over the game (docs/online.md,
// "Nobody stalls a table"): back from being away (the turn clock ran out and a bot
// played the turn), and the vote about a person who has missed turns: replace them
// with a bot for good, end the game, or wait. Each is a panel over the table that takes
// the input first; the vote's result is said in a toast.

// Vote prompt buttons (their ids are the choices' index).
var voteChoices = [...]struct{ choice, label, key string }{
	{online.VoteReplace, "Replace with a bot", "B"},
	{online.VoteEnd, "End the game", "E"},
	{online.VoteKeep, "Wait", "W"},
}

// prompt is the question the table puts now: "away" (this player is marked away),
// "vote" (a vote this player has not answered), or "".
func (s *RemoteSession) prompt() string {
	me := s.seat.Seat()
	if me < 0 {
		return ""
	}
	if _, over := s.seat.End(); over {
		return ""
	}
	for _, in := range s.infos {
		if in.Seat == me && in.Idle && !in.Replaced && !s.backSent {
			return "away"
		}
	}
	v, ok := s.seat.Vote()
	if ok && v.Open && slices.Contains(v.Voters, me) && !slices.ContainsFunc(v.Votes, func(c online.VoteCast) bool { return c.Seat == me }) && v.ID != s.castFor {
		return "vote"
	}
	return ""
}

// Prompt is the question the table puts over the game now: "away" (the turn clock ran
// out and a bot plays this player's seat until they say they are back), "vote" (replace
// a person who missed turns, end the game, or wait), or "" for none.
func (s *RemoteSession) Prompt() string { return s.prompt() }

// voteButtons lays the vote's three buttons out in the panel p.
func voteButtons(p [4]float64) []ui.Widget {
	x, y, w, h := p[0], p[1], p[2], p[3]
	narrow := w < 600
	out := make([]ui.Widget, len(voteChoices))
	for i, c := range voteChoices {
		label := c.label + " (" + c.key + ")"
		b := ui.Widget{Kind: ui.Button, ID: i + 1, Label: label, H: 52}
		if narrow {
			b.X, b.W, b.Y = x+16, w-32, y+h-3*60-12+float64(i)*60
			b.Label = c.label
		} else {
			b.W = (w - 64) / 3
			b.X, b.Y = x+16+float64(i)*(b.W+16), y+h-52-24
		}
		out[i] = b
	}
	return out
}

// promptPanel is where the prompt's panel goes on a w×h screen.
func promptPanel(w, h float64, kind string) [4]float64 {
	pw, ph := math.Min(760, w-24), 220.0
	if kind == "vote" && pw < 600 {
		ph = 200 + 3*60
	}
	return [4]float64{w/2 - pw/2, h/2 - ph/2, pw, ph}
}

// promptInput gives this tick's input to the prompt on show; it reports that the prompt
// took it. Away: any key or click says the player is back. Vote: a button, or B, E or W,
// casts the choice.
func (s *RemoteSession) promptInput(w, h float64, in *ui.Input) bool {
	switch s.prompt() {
	case "away":
		if in.AnyKey || in.Pressed || in.NChars > 0 {
			s.seat.Back()
			s.backSent = true
		}
		return true
	case "vote":
		v, _ := s.seat.Vote()
		choice := ""
		for i, c := range voteChoices {
			if in.Key(input.KeyA + input.Key(c.key[0]-'A')) {
				choice = voteChoices[i].choice
			}
		}
		ws := voteButtons(promptPanel(w, h, "vote"))
		if act := ui.Navigate(in, ws, &s.voteFocus); act.OK && act.ID > 0 {
			choice = voteChoices[act.ID-1].choice
		}
		if choice != "" {
			s.seat.CastVote(choice)
			s.castFor, s.castChoice = v.ID, choice
		}
		return true
	}
	return false
}

// drawPrompt draws the prompt on show over the table.
func (s *RemoteSession) drawPrompt(c *ui.Canvas, in *ui.Input) {
	kind := s.prompt()
	if kind == "" {
		return
	}
	p := promptPanel(c.W, c.H, kind)
	c.Shade(ui.Shade)
	c.RoundRect(p[0], p[1], p[2], p[3], 18, ui.Panel)
	c.RoundRectLine(p[0], p[1], p[2], p[3], 18, 2, ui.Gold)
	cx := p[0] + p[2]/2
	if kind == "away" {
		q := c.Wrap("You were away: a bot played your turn", 24, p[2]-32, true)
		c.Text(q, cx, p[1]+60, 24, true, ui.Center, ui.Ink)
		t := c.Wrap("The turn clock ran out, so a bot plays your seat until you are back. Press any key or click to play on.", 17, p[2]-40, false)
		c.Text(t, cx, p[1]+140, 17, false, ui.Center, ui.InkDim)
		return
	}
	v, _ := s.seat.Vote()
	q := c.Wrap(s.voteQuestion(v), 22, p[2]-32, true)
	c.Text(q, cx, p[1]+48+float64(ui.Lines(q)-1)*14, 22, true, ui.Center, ui.Ink)
	note := strconv.Itoa(v.Need) + " of " + strconv.Itoa(len(v.Voters)) + " votes decide"
	if v.LeftMs > 0 {
		note += " · " + strconv.Itoa((v.LeftMs+999)/1000) + " s to vote; without a majority nothing changes"
	}
	note = c.Wrap(note, 16, p[2]-32, false)
	c.Text(note, cx, p[1]+110+float64(ui.Lines(q)-1)*20, 16, false, ui.Center, ui.InkDim)
	ws := voteButtons(p)
	hot := -1
	if in != nil {
		hot = ui.Hovered(in, ws)
	}
	for i := range ws {
		ui.DrawWidget(c, &ws[i], i == s.voteFocus, i == hot)
	}
}

// voteQuestion is the vote in words: "Basil has missed 3 turns: replace with a bot,
// end the game, or wait?"
func (s *RemoteSession) voteQuestion(v online.VoteState) string {
	name := v.Name
	if name == "" {
		name = s.tableName(v.Seat)
	}
	return name + " has missed " + strconv.Itoa(v.Missed) + " turns: replace with a bot, end the game, or wait?"
}

// tableName is seat's name as the table shows it.
func (s *RemoteSession) tableName(seat int) string {
	if s.table != nil && seat >= 0 && seat < len(s.table.Seats) {
		return s.table.Seats[seat].Name
	}
	return "Seat " + strconv.Itoa(seat+1)
}

// voteNews is a vote's news to say once in a toast: its result, in the server's
// words ("" when there is nothing new).
func (s *RemoteSession) voteNews() string {
	v, ok := s.seat.Vote()
	if !ok || v.Open || v.ID == s.toldVote {
		return ""
	}
	s.toldVote, s.toldAt = v.ID, s.now()
	return v.Say
}

// voteSaidFor is how long the strip keeps a vote's result after it was told (ms): a
// toast goes with the next move, and the bots move at once.
const voteSaidFor = 12_000

// voteResultLine is the strip's line with the result of the vote last closed, for
// voteSaidFor after it was told ("" otherwise).
func (s *RemoteSession) voteResultLine() string {
	v, ok := s.seat.Vote()
	if !ok || v.Open || v.ID != s.toldVote || v.Say == "" || s.now()-s.toldAt > voteSaidFor {
		return ""
	}
	return "Vote: " + v.Say
}

// voteLine is the strip's line about a vote this player answered ("" for none).
func (s *RemoteSession) voteLine() string {
	v, ok := s.seat.Vote()
	if !ok || !v.Open || v.ID != s.castFor {
		return ""
	}
	return "You voted " + choiceWords(s.castChoice) + " about " + s.tableName(v.Seat) + ": waiting for the others"
}

func choiceWords(c string) string {
	for _, v := range voteChoices {
		if v.choice == c {
			return strings.ToLower(v.label)
		}
	}
	return c
}
