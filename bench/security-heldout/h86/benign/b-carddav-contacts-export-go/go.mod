module example.com/cardexport

go 1.22

require (
	github.com/emersion/go-vcard v0.0.0-20230815062825-8fda7d206ec9
	github.com/emersion/go-webdav v0.5.0
)
