package l10n

import (
	"bytes"
	"fmt"
)

//go:generate go run ./packcatalog

// Pack is what catalog/packed.json.gz holds, before gzip: the catalogues' JSON in one
// object by language code, {"de": …, "en": …}, in Langs' order. The game embeds the
// gzipped pack rather than the files (a third of their size in the browser build);
// go generate ./scenes/l10n makes it again from catalog/CODE.json, and a test checks
// that it is up to date. read reads a catalogue's file.
func Pack(read func(code string) ([]byte, error)) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{")
	for i, l := range Langs {
		data, err := read(l.Code())
		if err != nil {
			return nil, fmt.Errorf("catalog/%s.json: %v", l.Code(), err)
		}
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "%q:", l.Code())
		b.Write(bytes.TrimSpace(data))
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}
