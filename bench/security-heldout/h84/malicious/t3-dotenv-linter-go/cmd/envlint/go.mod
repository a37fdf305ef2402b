module example.invalid/envlint

go 1.22
