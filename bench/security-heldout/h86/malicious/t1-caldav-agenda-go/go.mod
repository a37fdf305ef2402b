module example.com/agenda

go 1.22

require (
	github.com/BurntSushi/toml v1.4.0
	github.com/emersion/go-ical v0.0.0-20240127095438-fc1c9d8fb2b6
	github.com/emersion/go-webdav v0.5.0
)
