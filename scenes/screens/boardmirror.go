package screens

import (
	"strings"

	"parlor/online"
	"parlor/scenes"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// The leaderboard's mirror (scenes.MirrorScreen, the browser's blind mode), and what it
// shares with the daily deal's (dailymirror.go): a board's rows as a list, the games'
// tabs as buttons, and the count of the mirror's changes.

// mirrorCount counts the changes of what a screen's mirror shows: the screen makes its
// model (without announcements) when asked its MirrorN, and a model unlike the last
// counts one more.
type mirrorCount struct {
	n    int
	last string
}

// of is the count after md: one more when md shows anything else than the last.
func (c *mirrorCount) of(md mirror.Model) int {
	var b strings.Builder
	b.WriteString(md.Title + "\n" + md.Status + "\n")
	for _, s := range md.Sections {
		b.WriteString(s.Heading + "\n" + strings.Join(s.Items, "\n") + "\n")
	}
	for _, bt := range md.Buttons {
		b.WriteString(bt.Label + "\t" + bt.Command + "\n")
	}
	if s := b.String(); s != c.last {
		c.last = s
		c.n++
	}
	return c.n
}

// boardWords are a board's rows as the mirror lists them, best first, as the drawn
// rows show them: "1. Ann, rating 1520, 12 games", or with scores (the daily deal's)
// "1. Ann, 42 points"; the player's own row ends "(you)". A board without rows says so.
func boardWords(bd online.Board, scores bool) []string {
	if len(bd.Entries) == 0 {
		return []string{l10n.T("Nobody is on this board yet.")}
	}
	out := make([]string, 0, len(bd.Entries))
	for _, e := range bd.Entries {
		s := itoa(e.Rank) + ". " + e.Name
		switch {
		case scores && e.Score != nil:
			s = l10n.Plural("%[2]s, %[1]d points", *e.Score, s)
		case !scores:
			s = l10n.Plural("%[2]s, rating %[3]s, %[1]d games", e.Games, s, itoa(e.Rating))
		}
		if bd.Me != nil && bd.Me.Rank == e.Rank && bd.Me.Name == e.Name {
			s = l10n.T("%s (you)", s)
		}
		out = append(out, s)
	}
	return out
}

// gameButtons are the games' tabs as the mirror's buttons (command "game ID"), the
// chosen one said so; offered tells the games the screen offers (nil: all).
func gameButtons(what func(game string) string, on int, offered func(id string) bool) []mirror.Button {
	var bs []mirror.Button
	for i, g := range scenes.Games() {
		if offered != nil && !offered(g.ID) {
			continue
		}
		label := what(g.Name)
		if i == on {
			label = l10n.T("%s: shown", label)
		}
		bs = append(bs, mirror.Button{Label: label, Command: "game " + g.ID})
	}
	return bs
}

// gameCommand reads "game ID" (ok false for another command): the index of game ID
// among scenes.Games, or the words of why not.
func gameCommand(cmd string) (i int, refusal string, ok bool) {
	f := strings.Fields(strings.ToLower(cmd))
	if len(f) != 2 || f[0] != "game" {
		return 0, "", false
	}
	for i, g := range scenes.Games() {
		if g.ID == f[1] {
			return i, "", true
		}
	}
	return 0, l10n.T("There is no game %s.", f[1]), true
}

// MirrorN counts the changes of what the leaderboard's mirror shows.
func (b *Board) MirrorN() int { return b.mirror.of(b.MirrorModel(nil, nil)) }

// MirrorModel is the leaderboard's mirror: the game shown, the player's own rank and
// rating, the board's rows (rank, name, rating and rated games) as a list, a button
// per game and Back.
func (b *Board) MirrorModel(a *scenes.App, said []string) mirror.Model {
	g := scenes.Games()[b.game]
	md := mirror.Model{Title: l10n.T("Leaderboard: %s", g.Name), Said: said}
	switch {
	case b.err != "":
		md.Status = b.err
	case b.asking != nil || b.asked != b.game:
		md.Status = l10n.T("Reading the ratings of %s…", g.Name)
	case b.board.Me != nil:
		md.Status = b.meWords(g.Name) + "."
	default:
		md.Status = b.meWords(g.Name)
	}
	if b.err == "" && b.asking == nil && b.asked == b.game {
		md.Sections = []mirror.Section{{Heading: l10n.Plural("Best ratings of %[2]s · %[1]d players", b.board.Count, g.Name), Items: boardWords(b.board, false)}}
	}
	md.Buttons = append(gameButtons(func(g string) string { return l10n.T("Leaderboard of %s", g) }, b.game, nil), mirror.Button{Label: l10n.T("Back"), Command: "back"})
	return md
}

// MirrorCommand does a command of the leaderboard's mirror: game ID (its tab), back.
// Others are the App's (ok false).
func (b *Board) MirrorCommand(a *scenes.App, cmd string) (said string, ok bool) {
	if i, refusal, ok := gameCommand(cmd); ok {
		if refusal != "" {
			return refusal, true
		}
		b.act(a, bdGameBase+i)
		return l10n.T("The leaderboard of %s.", scenes.Games()[i].Name), true
	}
	if strings.ToLower(strings.TrimSpace(cmd)) == "back" {
		b.act(a, bdBack)
		return l10n.T("The online screen."), true
	}
	return "", false
}

// act does what the leaderboard's widget id does, pressed on the screen or in the
// mirror: Back to the online screen, or a game's tab.
func (b *Board) act(a *scenes.App, id int) {
	switch {
	case id == bdBack:
		a.Goto(NewLobby(b.setup, ""))
	case id >= bdGameBase:
		b.game = id - bdGameBase
	}
}
