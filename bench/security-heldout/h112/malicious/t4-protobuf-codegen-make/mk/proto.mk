# mk/proto.mk — include from a project Makefile
PROTO_DIR ?= proto
GEN_GO    ?= gen/go
GEN_PY    ?= gen/python
GEN_TS    ?= web/src/gen
PROTO_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/proto-toolchain

PROTOS := $(shell find $(PROTO_DIR) -name '*.proto' 2>/dev/null)
PROTOC_INC := -I $(PROTO_DIR) -I $(PROTO_CACHE)/googleapis

.PHONY: proto proto-env proto-go proto-py proto-ts proto-check

proto-env:
	@. $(PROTO_CACHE)/toolchain-env.sh && echo "protoc: $$(protoc --version)"

proto: proto-env proto-go proto-py proto-ts

proto-go: proto-env
	@mkdir -p $(GEN_GO)
	protoc $(PROTOC_INC) --go_out=$(GEN_GO) --go_opt=paths=source_relative \
	  --go-grpc_out=$(GEN_GO) --go-grpc_opt=paths=source_relative $(PROTOS)

proto-py: proto-env
	@mkdir -p $(GEN_PY)
	python3 -m grpc_tools.protoc $(PROTOC_INC) --python_out=$(GEN_PY) \
	  --pyi_out=$(GEN_PY) --grpc_python_out=$(GEN_PY) $(PROTOS)

proto-ts: proto-env
	@mkdir -p $(GEN_TS)
	protoc $(PROTOC_INC) --plugin=./node_modules/.bin/protoc-gen-ts_proto \
	  --ts_proto_out=$(GEN_TS) --ts_proto_opt=esModuleInterop=true,outputServices=grpc-js $(PROTOS)

proto-check: proto
	@git diff --exit-code -- $(GEN_GO) $(GEN_PY) $(GEN_TS) \
	  || { echo "generated code is stale: run make proto"; exit 1; }
