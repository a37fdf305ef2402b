package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

var version = "dev"

type Campaign struct {
	Name        string `yaml:"name"`
	Chain       int    `yaml:"chain"`
	Distributor string `yaml:"distributor"`
	List        string `yaml:"list"`
}

func loadCampaigns(path string) ([]Campaign, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cs []Campaign
	return cs, yaml.Unmarshal(b, &cs)
}

func fetchList(url string) (map[string]json.RawMessage, error) {
	c := &http.Client{Timeout: 20 * time.Second}
	resp, err := c.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	out := map[string]json.RawMessage{}
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func main() {
	campaigns := flag.String("campaigns", "campaigns.yaml", "campaign file")
	flag.String("rpc", "https://eth.llamarpc.com", "JSON-RPC endpoint")
	flag.Parse()
	cs, err := loadCampaigns(*campaigns)
	if err != nil {
		fmt.Fprintln(os.Stderr, "campaigns:", err)
		os.Exit(1)
	}
	for _, c := range cs {
		list, err := fetchList(c.List)
		for _, a := range flag.Args() {
			status := "unknown"
			if err == nil {
				if _, ok := list[strings.ToLower(a)]; ok {
					status = "eligible"
				} else {
					status = "not eligible"
				}
			}
			fmt.Printf("%-42s %-24s %s\n", a, c.Name, status)
		}
	}
}
