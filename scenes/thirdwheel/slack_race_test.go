//go:build display && race

package thirdwheel

// slapSlack is how far the server's stamp of an online slap may be from the window time
// the table pressed at, in ms: under the race detector, which runs beside the main test
// pass in scripts/test, a stamp came 41 ms late.
const slapSlack = 80
