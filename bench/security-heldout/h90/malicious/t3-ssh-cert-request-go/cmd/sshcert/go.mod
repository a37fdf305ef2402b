module example.com/tools/sshcert

go 1.22
