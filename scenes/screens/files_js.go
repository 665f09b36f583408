//go:build js

package screens

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"parlor/gameplay/record"
)

// ExportDir is unused in the browser (an export is a download).
var ExportDir string

// SaveExport offers data to the player as a download named name.
func SaveExport(name string, data []byte) (string, error) {
	doc := js.Global().Get("document")
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return "a download, " + name, nil
}

// ReadRecordFile: the browser has no paths to read.
func ReadRecordFile(string) ([]byte, error) {
	return nil, errors.New("the browser reads records through Import, not by path")
}

var (
	pickMu  sync.Mutex
	pickOut []picked
)

// pickFile opens the browser's file picker; the chosen files arrive through
// pickedFiles on a later tick.
func pickFile() bool {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,application/json")
	var onChange js.Func
	onChange = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer onChange.Release()
		files := in.Get("files")
		for i := 0; i < files.Get("length").Int(); i++ {
			f := files.Index(i)
			name := f.Get("name").String()
			if size := f.Get("size").Float(); size > record.MaxBytes {
				addPicked(picked{name: name, err: fmt.Errorf("more than %d bytes", record.MaxBytes)})
				continue
			}
			var then js.Func
			then = js.FuncOf(func(this js.Value, args []js.Value) any {
				defer then.Release()
				buf := js.Global().Get("Uint8Array").New(args[0])
				data := make([]byte, buf.Get("length").Int())
				js.CopyBytesToGo(data, buf)
				addPicked(picked{name: name, data: data})
				return nil
			})
			f.Call("arrayBuffer").Call("then", then)
		}
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
	return true
}

func addPicked(p picked) {
	pickMu.Lock()
	pickOut = append(pickOut, p)
	pickMu.Unlock()
}

// pickedFiles are the files the picker has read since the last call.
func pickedFiles() []picked {
	pickMu.Lock()
	defer pickMu.Unlock()
	out := pickOut
	pickOut = nil
	return out
}
