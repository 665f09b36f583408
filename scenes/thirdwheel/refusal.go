package thirdwheel

import (
	"errors"
	"strconv"

	"parlor/gameplay/match"
	tw "parlor/gameplay/thirdwheel"
	"parlor/scenes"
	"parlor/scenes/l10n"
)

// try makes m, saying in a toast, in the language on, why the rules refuse it
// (refusalWords); it reports success.
func (t *Table) try(m tw.Move) bool {
	err := t.Submit(m)
	if err != nil {
		t.Toast(t.refusalWords(err))
	}
	return err == nil
}

// refusalWords says why a move was refused, worded here from the rule it broke
// (tw.RuleError's Rule and its move: gameplay's own words are English) in the language
// on; "" for a move a lesson's narrator held back (the narrator explains it).
func (t *Table) refusalWords(err error) string {
	var re *tw.RuleError
	switch {
	case errors.Is(err, scenes.ErrLesson):
		return ""
	case errors.Is(err, match.ErrWrongSeat):
		return l10n.T("That move belongs to another seat.")
	case !errors.As(err, &re):
		return l10n.T(scenes.Refusal(err))
	}
	m := re.Move
	slap := m.Kind == tw.MoveSlap
	duo := m.Seat >= 0 && m.Seat <= 2 && t.v.Roles[m.Seat].IsDuo()
	switch re.Rule {
	case tw.RuleGameOver:
		return l10n.T("The game is over.")
	case tw.RuleNoWindow:
		if slap {
			return l10n.T("Nothing has been played yet: there is nothing to slap.")
		}
		return l10n.T("With Snap Match the Third Wheel answers a card only inside its reaction window.")
	case tw.RuleOnePending:
		return l10n.T("Your last move is still waiting for the window's clock.")
	case tw.RuleNotYourTurn:
		if m.Kind == tw.MovePlay {
			return l10n.T("It is not your turn to play.")
		}
		return l10n.T("It is not the Third Wheel's turn.")
	case tw.RuleNotDuo:
		if m.Kind == tw.MoveShield {
			return l10n.T("Only the Duo shields.")
		}
		return l10n.T("Only the Duo plays cards to the table.")
	case tw.RuleNotTw:
		switch m.Kind {
		case tw.MoveDiscard:
			return l10n.T("Only the Third Wheel pays for a missed slap.")
		case tw.MoveCounter:
			return l10n.T("Only the Third Wheel counters a shield.")
		case tw.MovePass:
			return l10n.T("Only the Third Wheel passes.")
		}
		return l10n.T("Only the Third Wheel answers the Duo's cards.")
	case tw.RuleWindowOpen:
		return l10n.T("Wait until the reaction window closes.")
	case tw.RuleNotInHand:
		return l10n.T("You hold no %s.", cardName(cardOf(m)))
	case tw.RuleBadRank:
		if m.Card == tw.Hike {
			return l10n.T("Name the rank Take a Hike stands for, 1 to 13.")
		}
		return l10n.T("Only Take a Hike names a rank.")
	case tw.RuleBadTarget:
		return l10n.T("Read the Room swaps with a Duo player's hand.")
	case tw.RuleNoActions:
		return l10n.T("Action cards are not in play.")
	case tw.RulePlayOut:
		if slap {
			return l10n.T("The deck is empty: nobody slaps any more.")
		}
		return l10n.T("The deck is empty: the Third Wheel can no longer act.")
	case tw.RuleNothingToMatch:
		if m.Kind == tw.MoveBlock {
			return l10n.T("There is no scoring card just played to block.")
		}
		return l10n.T("There is no scoring card just played to match.")
	case tw.RuleNoMatch:
		if top, ok := t.v.Top(); ok {
			return l10n.T("%s does not match %s: same rank, a Wild or Take a Hike.", cardName(m.Card), cardWord(top))
		}
		return l10n.T("Nothing to match yet.")
	case tw.RuleOneResponse:
		if slap && duo {
			return l10n.T("You have already slapped in this race.")
		}
		return l10n.T("You have already answered this card.")
	case tw.RuleTalkBelow85:
		return l10n.T("Talking Too Much needs a score of %s or more (it is %s).", strconv.Itoa(tw.TalkMinScore), strconv.Itoa(t.v.Score))
	case tw.RuleNothingToWithdraw:
		return l10n.T("There is no scoring card on the table.")
	case tw.RuleNoCancel:
		return l10n.T("A shield answers a Third Wheel cancel, inside its window.")
	case tw.RuleNoShield:
		return l10n.T("A counter answers a Duo shield, inside its window.")
	case tw.RuleNoRace:
		if duo {
			return l10n.T("Duo players slap only in Double-Down races.")
		}
		return l10n.T("Nobody slaps without Snap Match or Double-Down.")
	case tw.RuleNoSnapTurn:
		return l10n.T("With Snap Match the Third Wheel has no turn: let the window close.")
	case tw.RuleOweDiscard:
		return l10n.T("Discard a card for your missed slap first.")
	case tw.RuleNoDiscardOwed:
		return l10n.T("There is no missed slap to pay for.")
	case tw.RuleLockedOut:
		return l10n.T("You slapped falsely: no slapping for %s.", ms(tw.LockoutMs))
	}
	return l10n.T("That is not a move now.")
}

// cardOf is the card a move needs in its player's hand: the action card that blocks,
// shields, counters, withdraws or reads the room, else the move's own card.
func cardOf(m tw.Move) tw.Card {
	switch m.Kind {
	case tw.MoveBlock, tw.MoveShield, tw.MoveCounter:
		return tw.Silence
	case tw.MoveWithdraw:
		return tw.Talk
	case tw.MoveRoom:
		return tw.Room
	}
	return m.Card
}
