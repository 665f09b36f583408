package mirrorwords

// Third Wheel's events in words, in the language on (scenes/l10n): what the mirror
// announces as each happens. gameplay's own event lines (String) are English; every
// event is worded here from its fields.

import (
	"strconv"
	"strings"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes/l10n"
	"parlor/scenes/mirror"
)

// num is n as the language writes it; msec is a slap's stamp ("230"), left ungrouped.
func num(n int) string  { return l10n.Int(n) }
func msec(n int) string { return strconv.Itoa(n) }

func (thirdWheel) Say(ev match.Event, n mirror.Names) string {
	switch e := ev.(type) {
	case tw.RolesDrawn:
		parts := make([]string, 3)
		for i, r := range e.Roles {
			parts[i] = n.Shown(i) + " " + twRole(r)
		}
		return l10n.T("Roles: %s.", strings.Join(parts, ", "))
	case tw.Dealt:
		if e.Cards != nil && e.Seat == n.Viewer {
			names := make([]string, len(e.Cards))
			for i, c := range e.Cards {
				names[i] = CardName(c)
			}
			return l10n.T("You are dealt %s.", strings.Join(names, ", "))
		}
		return n.Says(e.Seat, "You are dealt %s.", "%s is dealt %s.", l10n.Plural("%d cards", e.Count))
	case tw.SetAside:
		return l10n.T("Fair deck: %s set aside face down; %s left.", l10n.Plural("%d cards", e.Count), l10n.Plural("%d cards", e.Deck))
	case tw.Drew:
		return n.Says(e.Seat, "You draw %s.", "%s draws %s.", twCard(e.Card))
	case tw.Played:
		what := twTable(e.Table)
		if e.Card == tw.Room {
			what = l10n.T("%s with %s", what, n.Shown(e.Target))
		}
		return n.Says(e.Seat, "You play %s: score %s.", "%s plays %s: score %s.", what, num(e.Score))
	case tw.Busted:
		return l10n.T("Bust at %s! Back to %s", num(e.Total), num(e.Score)) + "."
	case tw.BlockLifted:
		return n.Says(e.Seat, "You lift the last block: score %s.", "%s lifts the last block: score %s.", num(e.Score))
	case tw.Swapped:
		return swapped(e, n)
	case tw.WindowOpened:
		return windowOpened(e, n)
	case tw.WindowClosed:
		return "" // said by what closed it (a slap, a match) or by the next play
	case tw.Submitted:
		return l10n.T("Your move waits for the window's clock: %s.", moveWords(e.Move, n.Shown))
	case tw.Matched:
		return n.Says(e.Seat, "You match %s: score %s.", "%s matches %s: score %s.", l10n.T("%s with %s", twTable(e.Target), twCard(e.Card)), num(e.Score))
	case tw.Blocked:
		return n.Says(e.Seat, "You block %s: score %s.", "%s blocks %s: score %s.", l10n.T("%s with %s", twTable(e.Target), CardName(tw.Silence)), num(e.Score))
	case tw.Withdrawn:
		return n.Says(e.Seat, "You withdraw %s: score %s.", "%s withdraws %s: score %s.", l10n.T("%s with %s", twTable(e.Target), CardName(tw.Talk)), num(e.Score))
	case tw.Slapped:
		return slapped(e, n)
	case tw.Snapped:
		cut := []string{twTable(e.Target)}
		if e.Under.N > 0 {
			cut = append(cut, twTable(e.Under))
		}
		return l10n.T("Snap: %s cancelled; score %s.", l10n.List(cut), num(e.Score))
	case tw.DoubleDown:
		if e.Role.IsDuo() {
			return n.Says(e.Seat, "You win the Double-Down: the score cannot drop below %s now.", "%s wins the Double-Down: the score cannot drop below %s now.", num(e.Floor))
		}
		cut := make([]string, len(e.Removed))
		for i, t := range e.Removed {
			cut[i] = twTable(t)
		}
		return n.Says(e.Seat, "You win the Double-Down: %s off the table; score %s.", "%s wins the Double-Down: %s off the table; score %s.", l10n.List(cut), num(e.Score))
	case tw.RaceLost:
		first := l10n.T("The window's clock ran out first.")
		if e.Winner >= 0 {
			first = l10n.T("First: %s, by %s ms.", n.Shown(e.Winner), msec(e.ByMs))
		}
		return n.Says(e.Seat, "You lose %s.", "%s loses %s.", raceName(e.Race)) + " " + first
	case tw.PenaltyOwed:
		return n.Says(e.Seat, "You owe a discard for the missed slap.", "%s owes a discard for the missed slap.")
	case tw.Discarded:
		return n.Says(e.Seat, "You discard %s.", "%s discards %s.", twCard(e.Card))
	case tw.Shielded:
		return n.Says(e.Seat, "You shield the cancel: score %s.", "%s shields the cancel: score %s.", num(e.Score))
	case tw.Countered:
		return n.Says(e.Seat, "You counter the shield: score %s.", "%s counters the shield: score %s.", num(e.Score))
	case tw.Cancelled:
		if e.Seat == n.Viewer {
			return l10n.T("Your move could no longer be made: %s.", moveWords(e.Move, n.Shown))
		}
		return l10n.T("A move of %s could no longer be made.", n.Shown(e.Seat))
	case tw.Passed:
		return n.Says(e.Seat, "You let the card pass.", "%s lets the card pass.")
	case tw.TurnSkipped:
		return n.Says(e.Seat, "You have no cards left: your turn is skipped.", "%s has no cards left: the turn is skipped.")
	case tw.PlayOutStarted:
		return l10n.T("The deck is empty: the Duo plays out its hands at score %s.", num(e.Score))
	case tw.GameOver:
		r := e.Result
		return l10n.T("Game over: %s. Final score: %s.", reasonWords(r.Reason), num(r.Score)) + " " + mirror.Winners(r.Winners, n)
	}
	return twPlain(ev.String(), n)
}

// swapped says a Read the Room: who read it, and the cards the two hands gave (a
// card the listener may not see is "a card").
func swapped(e tw.Swapped, n mirror.Names) string {
	if e.Empty {
		return n.Says(e.By, "You read the room: a hand is empty, nothing is swapped.", "%s reads the room: a hand is empty, nothing is swapped.")
	}
	var swap string
	switch n.Viewer {
	case e.Duo:
		swap = l10n.T("you give %s to %s and get %s", twCard(e.ToTW), n.Shown(e.TW), twCard(e.ToDuo))
	case e.TW:
		swap = l10n.T("%s gives you %s for %s", n.Shown(e.Duo), twCard(e.ToTW), twCard(e.ToDuo))
	default:
		swap = l10n.T("%s and gets %s", l10n.T("%s gives %s to %s", n.Shown(e.Duo), twCard(e.ToTW), n.Shown(e.TW)), twCard(e.ToDuo))
	}
	return n.Says(e.By, "You read the room: %s.", "%s reads the room: %s.", swap)
}

// windowOpened says what a reaction window is open for: "Slap, double-down race for
// Basil window open on the 9 of rings."
func windowOpened(e tw.WindowOpened, n mirror.Names) string {
	var what []string
	if e.Snap {
		what = append(what, l10n.Ctx("window", "slap"))
	}
	if e.Race {
		what = append(what, l10n.T("double-down race for %s", n.Shown(e.RaceSeat)))
	}
	if e.Shield {
		what = append(what, l10n.Ctx("window", "shield"))
	}
	if len(what) == 0 {
		return l10n.T("Window open on %s.", twTable(e.Card))
	}
	return mirror.Sentence(l10n.T("%[1]s window open on %[2]s.", strings.Join(what, ", "), twTable(e.Card)))
}

// slapped says a slap and what it did: a race won, a miss and what it costs.
func slapped(e tw.Slapped, n mirror.Names) string {
	var s string
	switch e.Outcome {
	case tw.SlapSnap, tw.SlapDoubleDown:
		return n.Says(e.Seat, "You win the race at %s ms: %s.", "%s wins the race at %s ms: %s.", msec(e.At), l10n.T("%s on %s", twTable(e.Top), twTable(e.Under)))
	case tw.SlapMiss:
		s = n.Says(e.Seat, "You slap on no match.", "%s slaps on no match.")
	case tw.SlapLate:
		s = n.Says(e.Seat, "You slap too late.", "%s slaps too late.")
	default:
		s = n.Says(e.Seat, "You slap at %s ms and lose the race.", "%s slaps at %s ms and loses the race.", msec(e.At))
	}
	if e.Penalty {
		s += " " + n.Says(e.Seat, "You owe a discard.", "%s owes a discard.")
	}
	if e.Lockout {
		s += " " + n.Says(e.Seat, "You may not slap for a moment.", "%s may not slap for a moment.")
	}
	return s
}

// raceName is a race a move lost (RaceLost.Race): "the Double-Down race".
func raceName(race string) string {
	switch race {
	case "doubledown":
		return l10n.T("the Double-Down race")
	case "shield":
		return l10n.T("the shield race")
	}
	return l10n.T("the race against the window's clock")
}

// reasonWords is why the game ended (Result.Reason).
func reasonWords(reason string) string {
	switch reason {
	case tw.ReasonExact100:
		return l10n.T("the score hit exactly 100")
	case tw.ReasonDeckEmpty:
		return l10n.T("the deck ran out")
	case tw.ReasonNoScoring:
		return l10n.T("no Duo hand holds a scoring card")
	}
	return reason
}
