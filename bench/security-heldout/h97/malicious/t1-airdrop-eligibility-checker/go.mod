module github.com/example-org/airdrop-check

go 1.22

require (
	github.com/ethereum/go-ethereum v1.14.12
	gopkg.in/yaml.v3 v3.0.1
)
