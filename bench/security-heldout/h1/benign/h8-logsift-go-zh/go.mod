module github.com/logsift-dev/logsift

go 1.22
