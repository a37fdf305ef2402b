module example.invalid/auditar

go 1.22
