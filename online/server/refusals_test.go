package server

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/online"
)

// TestEveryRefusalCodeIsListed reads the server's source for the codes it refuses or
// fails with (a refuse, fail, closeWith or refuseConn call's code, a ServerMsg's Code,
// a value given to a variable named code) and fails on one online.Refusals lacks: a
// client would have no words for it.
func TestEveryRefusalCodeIsListed(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]string{} // code → where
	fset := token.NewFileSet()
	lit := func(e ast.Expr) {
		b, ok := e.(*ast.BasicLit)
		if !ok || b.Kind != token.STRING {
			return
		}
		if s, err := strconv.Unquote(b.Value); err == nil && s != "" {
			found[s] = fset.Position(b.Pos()).String()
		}
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				// The code comes second to last: refuse(id, code, msg), r.refuse(c,
				// id, code, msg), fail(code, msg), refuseConn(w, r, code, words).
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && len(n.Args) >= 2 &&
					slices.Contains([]string{"refuse", "fail", "closeWith", "refuseConn"}, sel.Sel.Name) {
					lit(n.Args[len(n.Args)-2])
				}
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.Ident); ok && k.Name == "Code" {
					lit(n.Value)
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok && id.Name == "code" && len(n.Rhs) == len(n.Lhs) {
						lit(n.Rhs[i])
					}
				}
			case *ast.FuncDecl:
				// A function that returns (code, words string): its returned codes.
				res := n.Type.Results
				if n.Body == nil || res == nil || len(res.List) == 0 || len(res.List[0].Names) == 0 || res.List[0].Names[0].Name != "code" {
					return true
				}
				ast.Inspect(n.Body, func(m ast.Node) bool {
					if r, ok := m.(*ast.ReturnStmt); ok && len(r.Results) > 0 {
						lit(r.Results[0])
					}
					return true
				})
			}
			return true
		})
	}
	if len(found) < 40 {
		t.Fatalf("found only %d refusal codes in the server's source: the reading has gone wrong (%v)", len(found), found)
	}
	for code, where := range found {
		if !slices.Contains(online.Refusals, code) {
			t.Errorf("%s: the server refuses with %q, which online.Refusals lacks", where, code)
		}
	}
}
