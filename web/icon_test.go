package web

import (
	"bytes"
	"encoding/binary"
	"image/png"
	"testing"
)

// TestFavicon: favicon.ico is an icon file of one 32×32 image whose directory entry
// says where its PNG is and how long, and the PNG decodes to 32×32.
func TestFavicon(t *testing.T) {
	ico := Favicon()
	if len(ico) < 22 {
		t.Fatalf("favicon.ico has %d bytes, fewer than its headers", len(ico))
	}
	le := binary.LittleEndian
	if le.Uint16(ico[0:]) != 0 || le.Uint16(ico[2:]) != 1 || le.Uint16(ico[4:]) != 1 {
		t.Fatalf("favicon.ico's header is % x, want an icon file of one image", ico[:6])
	}
	if ico[6] != 32 || ico[7] != 32 {
		t.Errorf("the image's entry says %d×%d, want 32×32", ico[6], ico[7])
	}
	n, at := le.Uint32(ico[14:]), le.Uint32(ico[18:])
	if int(at)+int(n) != len(ico) {
		t.Fatalf("the image is %d bytes at %d, in a file of %d", n, at, len(ico))
	}
	img, err := png.Decode(bytes.NewReader(ico[at : at+n]))
	if err != nil {
		t.Fatalf("the image is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 32 || b.Dy() != 32 {
		t.Errorf("the image is %v, want 32×32", b)
	}
	if _, ok := Files(Build{WasmVersion: "0123456789", ExecVersion: "0123456789"})["favicon.ico"]; !ok {
		t.Error("the site's files have no favicon.ico")
	}
}
