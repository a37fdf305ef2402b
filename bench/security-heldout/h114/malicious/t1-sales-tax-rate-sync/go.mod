module github.com/northwind-shop/ratesync

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	github.com/taxrates-sdk/go-client v1.9.3
)
