//go:build linux && !android && cgo

package sound

// #cgo pkg-config: alsa
// #include <stdlib.h>
// #include <alsa/asoundlib.h>
//
// static void parlor_quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
//
// // parlor_probe opens and closes an ALSA playback device without blocking, with
// // ALSA's own error printing silenced; it returns 0 or a negative ALSA error code.
// static int parlor_probe(const char *name) {
// 	snd_lib_error_set_handler(parlor_quiet);
// 	snd_pcm_t *h = NULL;
// 	int err = snd_pcm_open(&h, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
// 	if (err >= 0) {
// 		snd_pcm_close(h);
// 	}
// 	snd_lib_error_set_handler(NULL);
// 	return err;
// }
import "C"

import (
	"os"
	"unsafe"

	"parlor/internal/boundedread"
)

// deviceAvailable reports whether ALSA's default playback device (or "plug:default",
// the next device Ebitengine's oto backend tries) can be opened now. It asks ALSA only
// when systemHints finds a sign of a sound system.
func deviceAvailable() bool {
	if !systemHints(os.Getenv, fileExists, dirNames, fileText) {
		return false
	}
	for _, name := range []string{"default", "plug:default"} {
		cname := C.CString(name)
		err := C.parlor_probe(cname)
		C.free(unsafe.Pointer(cname))
		if err >= 0 {
			return true
		}
	}
	return false
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func dirNames(path string) []string {
	ents, err := os.ReadDir(path)
	if err != nil {
		return nil
	}
	names := make([]string, len(ents))
	for i, e := range ents {
		names[i] = e.Name()
	}
	return names
}

func fileText(path string) string {
	b, err := boundedread.File(path, 64<<10)
	if err != nil {
		return ""
	}
	return string(b)
}
