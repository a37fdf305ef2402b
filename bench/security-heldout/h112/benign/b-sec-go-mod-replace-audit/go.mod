module github.com/skilltools/modaudit

go 1.22

require golang.org/x/mod v0.18.0
