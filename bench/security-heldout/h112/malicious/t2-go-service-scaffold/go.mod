module github.com/skilltools/go-service-scaffold

go 1.22
