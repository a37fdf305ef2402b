module example.invalid/chlog

go 1.22
