module github.com/example-org/loeschfristen-runner

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	gopkg.in/yaml.v3 v3.0.1
	dsgvo-plattform.invalid/retention/evidence v0.9.2
)
