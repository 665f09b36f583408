package scenes

import "parlor/scenes/ui/input"

// ShellKeys are the keys every table's Shell takes for itself (shellinput.go): Enter
// (the privacy screen, the round's end), Esc (back, the leave question), K the key help
// (and the character ?), R the rules, G the settings, U undo, H a hint. A table binds
// none of them to anything of its own (Third Wheel's hot-seat slap keys refuse them).
var ShellKeys = []input.Key{input.KeyEnter, input.KeyEscape, input.KeyK, input.KeyR, input.KeyG, input.KeyU, input.KeyH}
