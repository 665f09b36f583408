//go:build display && !race

package thirdwheel

// slapSlack is how far the server's stamp of an online slap may be from the window time
// the table pressed at, in ms.
const slapSlack = 40
