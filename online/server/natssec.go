package server

import (
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"os"
	"strings"
	"time"
)

// Who may talk to a node's embedded NATS server (docs/server.md "Security").
//
// Routes (the other nodes of a cluster) authenticate with a cluster secret the operator
// makes once (MakeSecret, parlor-server -make-secret FILE) and gives every node: from it
// each node derives the route user's password and a certificate authority's key, and
// signs itself a certificate for the routes' TLS. A route is mutual TLS (each side's
// certificate must chain to the authority only the secret's holders can derive, so a
// stranger cannot complete the handshake, read the traffic or pose as a node) carrying the
// derived password; the secret itself never crosses the network. An operator who prefers
// their own certificates gives them (RouteTLSFiles): they replace the derived ones, the
// password stays. The NATS client port opens only when asked, with a token (ClientToken).

// routeUser is the user name a route presents (its password comes from the secret).
const routeUser = "parlor-route"

// routeServerName is the name on derived route certificates, which each side checks.
const routeServerName = "parlor-route"

// minSecret is the shortest secret or token accepted, in bytes of text.
const minSecret = 16

// MakeSecret writes a new random secret (32 bytes, base64, one line) to path, readable
// by its owner only. It refuses to replace an existing file.
func MakeSecret(path string) error {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		if errors.Is(err, os.ErrExist) {
			return fmt.Errorf("%s exists already: a secret is made once and copied to every node (remove the file to make a new one)", path)
		}
		return err
	}
	if _, err := f.WriteString(base64.StdEncoding.EncodeToString(b[:]) + "\n"); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// ReadSecret reads a secret or token file (what flag names it, for the errors): one line
// of at least 16 characters, in a file that other users cannot read.
func ReadSecret(flag, path string) (string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("%s %s: %v (make one with: parlor-server -make-secret FILE)", flag, path, err)
	}
	if !st.Mode().IsRegular() {
		return "", fmt.Errorf("%s %s: not a file", flag, path)
	}
	if st.Mode().Perm()&0o007 != 0 {
		return "", fmt.Errorf("%s %s: other users may read it (mode %v): chmod 600 %s", flag, path, st.Mode().Perm(), path)
	}
	if st.Size() > 4096 {
		return "", fmt.Errorf("%s %s: %d bytes; a secret is one line", flag, path, st.Size())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("%s %s: %v", flag, path, err)
	}
	s := strings.TrimSpace(string(b))
	if len(s) < minSecret || strings.ContainsAny(s, "\r\n") {
		return "", fmt.Errorf("%s %s: want one line of at least %d characters (make one with: parlor-server -make-secret FILE)", flag, path, minSecret)
	}
	return s, nil
}

// derive is a key for purpose, from the cluster's secret and name (a secret shared by two
// clusters of different names gives them different keys).
func derive(secret, cluster, purpose string) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte("parlor cluster " + purpose + "\x00" + cluster))
	return m.Sum(nil)
}

// routePassword is the password of the route user of cluster, from its secret (hex).
func routePassword(secret, cluster string) string {
	return hex.EncodeToString(derive(secret, cluster, "route password"))
}

// RouteTLSFiles are an operator's own route certificates (PEM): this node's certificate
// and key, and the authority every node's certificate must chain to.
type RouteTLSFiles struct {
	Cert, Key, CA string
}

// set reports whether any of the files is given.
func (f RouteTLSFiles) set() bool { return f.Cert != "" || f.Key != "" || f.CA != "" }

// routeTLS is the routes' TLS: mutual, every peer verified. From the operator's files when
// given, else derived from the secret.
func routeTLS(secret, cluster string, files RouteTLSFiles) (*tls.Config, error) {
	if files.set() {
		return fileTLS(files)
	}
	return derivedTLS(secret, cluster)
}

// fileTLS loads the operator's route certificates. A peer's certificate must chain to CA;
// a node dialling a route checks that the other's certificate names the route's host.
func fileTLS(f RouteTLSFiles) (*tls.Config, error) {
	if f.Cert == "" || f.Key == "" || f.CA == "" {
		return nil, errors.New("route TLS needs all of -cluster-tls-cert, -cluster-tls-key and -cluster-tls-ca")
	}
	cert, err := tls.LoadX509KeyPair(f.Cert, f.Key)
	if err != nil {
		return nil, fmt.Errorf("-cluster-tls-cert/-cluster-tls-key: %v", err)
	}
	pem, err := os.ReadFile(f.CA)
	if err != nil {
		return nil, fmt.Errorf("-cluster-tls-ca: %v", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("-cluster-tls-ca %s: no PEM certificate in it", f.CA)
	}
	return &tls.Config{Certificates: []tls.Certificate{cert}, RootCAs: pool, ClientCAs: pool,
		ClientAuth: tls.RequireAndVerifyClientCert, MinVersion: tls.VersionTLS12}, nil
}

// derivedTLS makes the routes' TLS from the secret: the authority's Ed25519 key is derived
// from it (every node derives the same authority), and this node signs itself a
// certificate for routeServerName with a key of its own.
func derivedTLS(secret, cluster string) (*tls.Config, error) {
	caKey := ed25519.NewKeyFromSeed(derive(secret, cluster, "route authority"))
	epoch := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "parlor cluster " + cluster + " routes"},
		NotBefore: epoch, NotAfter: epoch.AddDate(100, 0, 0), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, caKey.Public(), caKey)
	if err != nil {
		return nil, err
	}
	ca, err := x509.ParseCertificate(caDER)
	if err != nil {
		return nil, err
	}
	pub, key, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 120))
	if err != nil {
		return nil, err
	}
	now := time.Now()
	leafTmpl := &x509.Certificate{SerialNumber: serial, Subject: pkix.Name{CommonName: routeServerName},
		DNSNames: []string{routeServerName}, NotBefore: now.Add(-time.Hour), NotAfter: now.AddDate(50, 0, 0),
		KeyUsage:    x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth}}
	leafDER, err := x509.CreateCertificate(rand.Reader, leafTmpl, ca, pub, caKey)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	pool.AddCert(ca)
	return &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{leafDER}, PrivateKey: key}},
		RootCAs: pool, ClientCAs: pool, ClientAuth: tls.RequireAndVerifyClientCert,
		ServerName: routeServerName, MinVersion: tls.VersionTLS13}, nil
}
