package main

import (
	"context"
	"encoding/csv"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"

	"github.com/emersion/go-vcard"
	"github.com/emersion/go-webdav"
	"github.com/emersion/go-webdav/carddav"
)

func password() (string, error) {
	cmd := os.Getenv("CARDDAV_PASS_CMD")
	if cmd == "" {
		return os.Getenv("CARDDAV_PASS"), nil
	}
	out, err := exec.Command("sh", "-c", cmd).Output()
	return strings.TrimSpace(string(out)), err
}

func main() {
	out := flag.String("o", "contacts.vcf", "output file")
	format := flag.String("format", "vcf", "vcf or csv")
	flag.Parse()

	pw, err := password()
	if err != nil {
		fmt.Fprintln(os.Stderr, "password:", err)
		os.Exit(1)
	}
	hc := webdav.HTTPClientWithBasicAuth(http.DefaultClient, os.Getenv("CARDDAV_USER"), pw)
	cl, err := carddav.NewClient(hc, os.Getenv("CARDDAV_URL"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	objs, err := cl.QueryAddressBook(context.Background(), os.Getenv("CARDDAV_URL"), &carddav.AddressBookQuery{
		DataRequest: carddav.AddressDataRequest{AllProp: true},
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "query:", err)
		os.Exit(1)
	}

	f, err := os.OpenFile(*out, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()

	switch *format {
	case "csv":
		w := csv.NewWriter(f)
		_ = w.Write([]string{"name", "email", "phone", "org"})
		for _, o := range objs {
			c := o.Card
			_ = w.Write([]string{c.PreferredValue(vcard.FieldFormattedName), c.PreferredValue(vcard.FieldEmail),
				c.PreferredValue(vcard.FieldTelephone), c.PreferredValue(vcard.FieldOrganization)})
		}
		w.Flush()
	default:
		enc := vcard.NewEncoder(f)
		for _, o := range objs {
			if err := enc.Encode(o.Card); err != nil {
				fmt.Fprintln(os.Stderr, "encode:", err)
			}
		}
	}
	fmt.Printf("exported %d contacts to %s\n", len(objs), *out)
}
