module example.invalid/migration-preflight

go 1.22
