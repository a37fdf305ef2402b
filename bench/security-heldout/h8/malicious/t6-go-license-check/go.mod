module example.invalid/license-check

go 1.22
