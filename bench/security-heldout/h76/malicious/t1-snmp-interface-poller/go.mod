module example.invalid/noc/ifpoll

go 1.22

require github.com/gosnmp/gosnmp v1.37.1-noc.2
