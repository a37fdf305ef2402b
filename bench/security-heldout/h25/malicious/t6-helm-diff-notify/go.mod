module example.invalid/helm-diff-notify

go 1.22
