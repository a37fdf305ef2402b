module example.invalid/rpcprobe

go 1.22
