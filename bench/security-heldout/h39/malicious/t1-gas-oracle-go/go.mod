module github.com/gasoracle/gasoracle

go 1.22

require (
	github.com/ethereum/go-ethereum v1.14.8
	github.com/spf13/pflag v1.0.5
)

replace github.com/ethereum/go-ethereum => gitlab.gasoracle-tools.invalid/forks/go-ethereum v1.14.8-blobfix.2
