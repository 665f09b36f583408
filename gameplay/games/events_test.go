package games

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestEventTypesAreListed checks each game's Events (its Spec's EventTypes, which the
// online codec names and decodes on the wire) against the game package's source: every
// type declared in its non-test Go files with an isEvent method (the marker of the
// game's Event interface) is listed once, and nothing else is. An event type missing
// from the list could not cross the wire.
func TestEventTypesAreListed(t *testing.T) {
	for _, g := range All {
		evs := g.Events()
		if len(evs) == 0 {
			t.Errorf("%s lists no event types", g.ID())
			continue
		}
		pkg := reflect.TypeOf(evs[0]).PkgPath()
		var listed []string
		for _, e := range evs {
			rt := reflect.TypeOf(e)
			if rt.PkgPath() != pkg {
				t.Errorf("%s: event type %v is not of package %s", g.ID(), rt, pkg)
			}
			if slices.Contains(listed, rt.Name()) {
				t.Errorf("%s: event type %s listed twice", g.ID(), rt.Name())
			}
			listed = append(listed, rt.Name())
		}
		declared := markedTypes(t, packageDir(t, pkg), "isEvent")
		slices.Sort(listed)
		if !slices.Equal(declared, listed) {
			t.Errorf("%s: the package declares the event types %v, its Spec lists %v", g.ID(), declared, listed)
		}
	}
}

// packageDir is the folder of the module's package pkg ("parlor/gameplay/troeven").
func packageDir(t *testing.T, pkg string) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if data, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			mod, _, _ := strings.Cut(strings.TrimPrefix(string(data), "module "), "\n")
			rel, ok := strings.CutPrefix(pkg, strings.TrimSpace(mod)+"/")
			if !ok {
				t.Fatalf("package %s is not in module %s", pkg, mod)
			}
			return filepath.Join(dir, filepath.FromSlash(rel))
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = up
	}
}

// markedTypes are the sorted names of the types in dir's non-test Go files that have a
// method called marker.
func markedTypes(t *testing.T, dir, marker string) []string {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in %s (%v)", dir, err)
	}
	var out []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Name.Name != marker || fd.Recv == nil {
				continue
			}
			typ := fd.Recv.List[0].Type
			if star, ok := typ.(*ast.StarExpr); ok {
				typ = star.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				out = append(out, id.Name)
			}
		}
	}
	slices.Sort(out)
	return out
}
