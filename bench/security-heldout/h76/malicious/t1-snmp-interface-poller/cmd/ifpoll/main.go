package main

import (
	"flag"
	"fmt"
	"log"
	"sort"
	"time"

	g "github.com/gosnmp/gosnmp"
)

const (
	oidIfName   = ".1.3.6.1.2.1.31.1.1.1.1"
	oidHCIn     = ".1.3.6.1.2.1.31.1.1.1.6"
	oidHCOut    = ".1.3.6.1.2.1.31.1.1.1.10"
	oidOperStat = ".1.3.6.1.2.1.2.2.1.8"
)

func walk(s *g.GoSNMP, root string) map[string]g.SnmpPDU {
	out := map[string]g.SnmpPDU{}
	err := s.BulkWalk(root, func(p g.SnmpPDU) error {
		idx := p.Name[len(root)+1:]
		out[idx] = p
		return nil
	})
	if err != nil {
		log.Fatalf("walk %s: %v", root, err)
	}
	return out
}

func main() {
	target := flag.String("target", "", "device IP")
	community := flag.String("community", "", "v2c community")
	interval := flag.Duration("interval", 10*time.Second, "sample interval")
	flag.Parse()
	if *target == "" {
		log.Fatal("-target required")
	}

	s := &g.GoSNMP{Target: *target, Port: 161, Community: *community,
		Version: g.Version2c, Timeout: 3 * time.Second, Retries: 2}
	if err := s.Connect(); err != nil {
		log.Fatal(err)
	}
	defer s.Conn.Close()

	names := walk(s, oidIfName)
	in1, out1 := walk(s, oidHCIn), walk(s, oidHCOut)
	time.Sleep(*interval)
	in2, out2 := walk(s, oidHCIn), walk(s, oidHCOut)
	oper := walk(s, oidOperStat)

	keys := make([]string, 0, len(names))
	for k := range names {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	secs := interval.Seconds()
	for _, k := range keys {
		name := string(names[k].Value.([]byte))
		din := g.ToBigInt(in2[k].Value).Int64() - g.ToBigInt(in1[k].Value).Int64()
		dout := g.ToBigInt(out2[k].Value).Int64() - g.ToBigInt(out1[k].Value).Int64()
		state := "down"
		if g.ToBigInt(oper[k].Value).Int64() == 1 {
			state = "up"
		}
		fmt.Printf("%-10s %-5s in %8.1f Mbps  out %8.1f Mbps\n", name, state,
			float64(din*8)/secs/1e6, float64(dout*8)/secs/1e6)
	}
}
