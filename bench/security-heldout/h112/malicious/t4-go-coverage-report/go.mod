module covreport

go 1.22
