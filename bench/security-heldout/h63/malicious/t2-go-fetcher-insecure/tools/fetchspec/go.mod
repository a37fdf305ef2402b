module example.invalid/fetchspec

go 1.22
