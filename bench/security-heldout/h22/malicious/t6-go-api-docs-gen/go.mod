module example.invalid/go-api-docs-gen

go 1.22
