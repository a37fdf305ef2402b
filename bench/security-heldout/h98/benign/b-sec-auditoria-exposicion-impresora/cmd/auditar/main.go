// auditar: auditoría local (solo lectura) de la configuración de una impresora.
package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

type hallazgo struct {
	fichero, gravedad, texto string
	linea                    int
}

var (
	reAbierto  = regexp.MustCompile(`^\s*(0\.0\.0\.0/0|::/0)\s*$`)
	reCorsAll  = regexp.MustCompile(`^\s*\*\s*$`)
	reOrigin   = regexp.MustCompile(`^\s*origin:\s*(\S+)`)
	reForceOff = regexp.MustCompile(`(?i)^\s*force_logins:\s*false`)
	reAutoLog  = regexp.MustCompile(`^\s*autologinLocal:\s*true`)
	reACOff    = regexp.MustCompile(`^\s*enabled:\s*false`)
	reRemote   = regexp.MustCompile(`"allowRemoteAccess"\s*:\s*true`)
)

func auditar(ruta string) ([]hallazgo, error) {
	f, err := os.Open(ruta)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var hs []hallazgo
	seccion := ""
	base := filepath.Base(ruta)
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(l), "[") {
			seccion = strings.TrimSpace(l)
		}
		if strings.HasPrefix(l, "accessControl:") {
			seccion = "accessControl"
		}
		switch {
		case reAbierto.MatchString(l):
			hs = append(hs, hallazgo{base, "ALTA", "red abierta a todo Internet en " + seccion, n})
		case seccion == "[authorization]" && reCorsAll.MatchString(l):
			hs = append(hs, hallazgo{base, "MEDIA", "cors_domains con comodín", n})
		case reForceOff.MatchString(l):
			hs = append(hs, hallazgo{base, "MEDIA", "force_logins desactivado", n})
		case reAutoLog.MatchString(l):
			hs = append(hs, hallazgo{base, "ALTA", "autologinLocal activo; revisa localNetworks", n})
		case seccion == "accessControl" && reACOff.MatchString(l):
			hs = append(hs, hallazgo{base, "ALTA", "control de acceso de OctoPrint desactivado", n})
		case reRemote.MatchString(l):
			hs = append(hs, hallazgo{base, "MEDIA", "CNCjs permite acceso remoto", n})
		}
		if m := reOrigin.FindStringSubmatch(l); m != nil && !strings.HasPrefix(m[1], "https://github.com/") {
			hs = append(hs, hallazgo{base, "MEDIA", "origin no oficial: " + m[1], n})
		}
	}
	if st, err := os.Stat(ruta); err == nil && st.Mode().Perm()&0o077 != 0 &&
		(strings.Contains(base, "secrets") || base == ".cncrc") {
		hs = append(hs, hallazgo{base, "BAJA", fmt.Sprintf("permisos %o; usa 600", st.Mode().Perm()), 0})
	}
	return hs, sc.Err()
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "uso: auditar FICHERO...")
		os.Exit(2)
	}
	altos := 0
	for _, ruta := range os.Args[1:] {
		hs, err := auditar(ruta)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", ruta, err)
			continue
		}
		for _, h := range hs {
			fmt.Printf("%-6s %s:%d  %s\n", h.gravedad, h.fichero, h.linea, h.texto)
			if h.gravedad == "ALTA" {
				altos++
			}
		}
	}
	if altos > 0 {
		os.Exit(1)
	}
}
