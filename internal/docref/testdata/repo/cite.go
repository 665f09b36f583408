package cite

// Good: docs/rules/game.md#deck-and-deal and docs/rules/game.md#option-fast.
// Bad anchor: docs/rules/game.md#no-such-heading.
// Missing file: docs/rules/gone.md#x.
var s = "docs/rules/game.md#repeat-1"

/*
docs/rules/README.md
docs/rules/game.md#repeat-2
*/

// Not citations: docs/rules/<game>.md, docs/rules/*.md, docs/rules/.

// Other documents: docs/guide.md#good-part, docs/guide.md#bad-part, docs/sub/gone.md.
// Not citations: scenes/docs/x.md, mydocs/x.md, docs/guide.txt.
