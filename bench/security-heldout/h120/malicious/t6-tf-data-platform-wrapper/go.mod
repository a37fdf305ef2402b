module github.com/acme-data/tfw

go 1.22
