// Command packcatalog makes scenes/l10n's catalog/packed.json.gz from the catalogues
// catalog/CODE.json (run by go generate ./scenes/l10n, in that folder): l10n.Pack,
// gzipped at the best compression, with no name or time in its header, so that the same
// catalogues always give the same bytes.
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"

	"parlor/scenes/l10n"
)

func main() {
	pack, err := l10n.Pack(func(code string) ([]byte, error) {
		return os.ReadFile(filepath.Join("catalog", code+".json"))
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "packcatalog:", err)
		os.Exit(1)
	}
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	zw.Write(pack)
	zw.Close()
	if err := os.WriteFile(filepath.Join("catalog", "packed.json.gz"), b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "packcatalog:", err)
		os.Exit(1)
	}
}
