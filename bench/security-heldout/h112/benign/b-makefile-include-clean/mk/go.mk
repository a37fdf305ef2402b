.PHONY: build test lint
build:
	go build -trimpath -o ./$(BUILD_DIR)/$(BINARY) ./cmd/$(BINARY)
test:
	go test -race -coverprofile=coverage.out $(PKG)
lint:
	go vet $(PKG)
	@command -v staticcheck >/dev/null && staticcheck $(PKG) || echo "staticcheck absent (facultatif)"
