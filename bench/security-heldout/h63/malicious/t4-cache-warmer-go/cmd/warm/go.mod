module example.invalid/warm

go 1.22
