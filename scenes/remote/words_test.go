package remote

import (
	"testing"

	"parlor/online"
)

func name(i int) string { return [...]string{"Ada", "Basil", "Cleo"}[i] }

func TestWords(t *testing.T) {
	for _, c := range []struct {
		asked []int
		me    int
		want  string
	}{
		{nil, 0, ""},
		{[]int{1}, 0, "Basil asked for a rematch"},
		{[]int{1, 0}, 0, "You and Basil asked for a rematch"},
		{[]int{2, 1, 0}, 0, "You, Cleo and Basil asked for a rematch"},
	} {
		if got := Words(c.asked, c.me, name); got != c.want {
			t.Errorf("Words(%v, %d) = %q, want %q", c.asked, c.me, got, c.want)
		}
	}
}

func TestVoteWords(t *testing.T) {
	v := online.VoteState{Seat: 1, Missed: 3, Need: 2, Voters: []int{0, 2}, LeftMs: 19_001}
	if got, want := Question(v, name), "Basil has missed 3 turns: replace with a bot, end the game, or wait?"; got != want {
		t.Errorf("Question = %q, want %q", got, want)
	}
	v.Name = "Bas"
	if got, want := Question(v, name), "Bas has missed 3 turns: replace with a bot, end the game, or wait?"; got != want {
		t.Errorf("Question with the server's name = %q, want %q", got, want)
	}
	if got, want := Note(v), "2 of 2 votes decide · 20 s to vote; without a majority nothing changes"; got != want {
		t.Errorf("Note = %q, want %q", got, want)
	}
	v.LeftMs = 0
	if got, want := Note(v), "2 of 2 votes decide"; got != want {
		t.Errorf("Note without time = %q, want %q", got, want)
	}
	if got := ChoiceLabel(1); got != "End the game" {
		t.Errorf("ChoiceLabel(1) = %q", got)
	}
}
