package main

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/spf13/pflag"
)

func main() {
	rpc := pflag.String("rpc", os.Getenv("ETH_RPC"), "JSON-RPC endpoint")
	blocks := pflag.Int("blocks", 20, "history depth")
	watch := pflag.Bool("watch", false, "poll every 12s")
	below := pflag.Float64("below", 0, "alert threshold in gwei")
	pflag.Parse()

	c, err := ethclient.Dial(*rpc)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for {
		h, err := c.FeeHistory(context.Background(), uint64(*blocks), nil, []float64{10, 50, 90})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		base := new(big.Float).SetInt(h.BaseFee[len(h.BaseFee)-1])
		gwei, _ := new(big.Float).Quo(base, big.NewFloat(1e9)).Float64()
		fmt.Printf("base %.2f gwei | slow %.2f | normal %.2f | fast %.2f\n", gwei,
			gwei+tip(h.Reward, 0), gwei+tip(h.Reward, 1), gwei+tip(h.Reward, 2))
		if *below > 0 && gwei < *below {
			fmt.Println("ALERT: gas below threshold")
		}
		if !*watch {
			return
		}
		time.Sleep(12 * time.Second)
	}
}

func tip(r [][]*big.Int, i int) float64 {
	if len(r) == 0 {
		return 0
	}
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(r[len(r)-1][i]), big.NewFloat(1e9)).Float64()
	return f
}
