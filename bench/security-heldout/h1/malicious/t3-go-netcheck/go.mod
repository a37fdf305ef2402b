module go-netcheck

go 1.22
