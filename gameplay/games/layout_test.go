package games

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// gameTools are the files outside a game's two folders that may import a game's package:
// tools about one game, which a new game does not need: parlor-sim's subcommands
// (docs/commands.md#parlor-sim) and the online tests' cheating Third Wheel script.
var gameTools = []string{
	"cmd/parlor-sim/meld.go",       // Three-Thirteen's meld solver
	"cmd/parlor-sim/trick.go",      // Troeven's trick winner
	"cmd/parlor-sim/triple.go",     // Triples' triple check
	"cmd/parlor-sim/tournament.go", // Third Wheel's levels by role
	"online/onlinetest/script.go",  // a Third Wheel slap script (docs/online.md#the-human-line)
}

// TestOnlyTheListsNameTheGames checks docs/adding-a-game.md's promise: outside each
// game's two folders (gameplay/<game>, scenes/<game>), no non-test Go file imports a
// game's package but the two lists, gameplay/games and scenes/all (and gameTools).
// Shared code reads a game from its match.Spec and scenes.GameInfo instead.
func TestOnlyTheListsNameTheGames(t *testing.T) {
	root := filepath.Dir(filepath.Dir(packageDir(t, "parlor/gameplay/games")))
	var pkgs []string
	for _, g := range All {
		pkgs = append(pkgs, "parlor/gameplay/"+g.ID(), "parlor/scenes/"+g.ID())
	}
	lists := []string{"gameplay/games", "scenes/all"}
	files := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		files++
		dir := filepath.ToSlash(filepath.Dir(rel))
		if slices.Contains(lists, dir) || slices.Contains(gameTools, rel) {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			for _, pkg := range pkgs {
				game := filepath.Base(pkg)
				if (path == pkg || strings.HasPrefix(path, pkg+"/")) && !inGame(dir, game) {
					t.Errorf("%s imports %s: only the game's own folders and the lists (%s) may", rel, path, strings.Join(lists, ", "))
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Errorf("only %d Go files found under %s: the walk missed the repository", files, root)
	}
}

// inGame reports whether dir (slash-separated, from the root) is in one of game's two
// folders.
func inGame(dir, game string) bool {
	for _, home := range []string{"gameplay/" + game, "scenes/" + game} {
		if dir == home || strings.HasPrefix(dir, home+"/") {
			return true
		}
	}
	return false
}
