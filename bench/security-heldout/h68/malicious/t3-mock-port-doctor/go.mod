module example.invalid/mockd

go 1.22
