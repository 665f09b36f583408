package l10n

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
)

//go:generate go run ./packcatalog

// Pack is what catalog/packed.json.gz holds, before gzip: every message once, by its
// English key, with its entry in each language in Langs' order ({"Back": [null,
// "Terug", "Zurück", "Retour", "Volver"]}; null where a catalogue lacks it, and
// English's entry only for a counted message's forms). Keyed once rather than once a
// language, the pack is a third smaller gzipped: the game embeds it (in the browser
// build too), and go generate ./scenes/l10n makes it again from catalog/CODE.json; a
// test checks that it is up to date. read reads a catalogue's file.
func Pack(read func(code string) ([]byte, error)) ([]byte, error) {
	byKey := map[string][]json.RawMessage{}
	for i, l := range Langs {
		data, err := read(l.Code())
		if err != nil {
			return nil, fmt.Errorf("catalog/%s.json: %v", l.Code(), err)
		}
		var cat map[string]json.RawMessage
		if err := json.Unmarshal(data, &cat); err != nil {
			return nil, fmt.Errorf("catalog/%s.json: %v", l.Code(), err)
		}
		for k, v := range cat {
			if byKey[k] == nil {
				byKey[k] = make([]json.RawMessage, len(Langs))
			}
			byKey[k][i] = v
		}
	}
	keys := make([]string, 0, len(byKey))
	for k := range byKey {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b bytes.Buffer
	b.WriteString("{")
	for n, k := range keys {
		if n > 0 {
			b.WriteString(",\n")
		}
		kj, _ := json.Marshal(k)
		b.Write(kj)
		b.WriteString(":[")
		for i, v := range byKey[k] {
			if i > 0 {
				b.WriteString(",")
			}
			if v == nil {
				b.WriteString("null")
				continue
			}
			var c bytes.Buffer
			if err := json.Compact(&c, v); err != nil {
				return nil, fmt.Errorf("catalog/%s.json: %q: %v", Langs[i].Code(), k, err)
			}
			b.Write(c.Bytes())
		}
		b.WriteString("]")
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}
