module example.invalid/dftidy

go 1.22
