package scenes

// DrawKeyHelp draws a table's key help over the scene: a shaded screen, a panel titled
// "Keys and clicks" with one row per line (the key in a button-like box keyW layout
// units wide, then what it does; a row without a key is a note) and closeHint at
// the foot. Every table's help overlay is drawn by it, so they look alike.
func DrawKeyHelp(c *Canvas, lines [][2]string, keyW float64, closeHint string) {
	c.Shade(Shade)
	w, h := 630+keyW, 90+float64(len(lines))*36+60
	x, y := c.W/2-w/2, c.H/2-h/2
	c.RoundRect(x, y, w, h, 18, Panel)
	c.RoundRectLine(x, y, w, h, 18, 2, Gold)
	c.Text("Keys and clicks", x+30, y+40, 26, true, Left, Gold)
	for i, kl := range lines {
		yy := y + 90 + float64(i)*36
		if kl[0] == "" { // a note, not a key
			c.Text(kl[1], x+30, yy, 16, false, Left, InkDim)
			continue
		}
		c.RoundRect(x+30, yy-15, keyW, 30, 6, ButtonFill)
		c.Text(kl[0], x+30+keyW/2, yy, 16, true, Center, Ink)
		c.Text(kl[1], x+50+keyW, yy, 16, false, Left, Ink)
	}
	c.Text(closeHint, x+w/2, y+h-28, 15, false, Center, InkDim)
}

// ShowScores opens the score sheet sh from a table. While the game goes on, table is
// the scene "Next round" returns to; "New game" deals setup again with a fresh seed
// through newTable.
func ShowScores(a *App, sh *ScoreSheet, table Scene, setup Setup, newTable func(Setup) (Scene, error)) {
	var resume Scene
	if !sh.Over {
		resume = table
	}
	a.Goto(NewScoring(sh, resume, func(a *App) (Scene, error) {
		s := setup
		s.Seed = RandomSeed()
		a.Launch = s
		return newTable(s)
	}))
}
