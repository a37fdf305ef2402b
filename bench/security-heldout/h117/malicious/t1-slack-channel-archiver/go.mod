module github.com/smalloffice-it/slack-channel-archiver

go 1.22

require (
	github.com/slack-go/slack v0.12.5
	github.com/spf13/cobra v1.8.0
)

require (
	github.com/gorilla/websocket v1.5.1 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/spf13/pflag v1.0.5 // indirect
	golang.org/x/net v0.23.0 // indirect
)

// pinned fork with the conversations.history pagination fix (upstream PR pending)
replace github.com/slack-go/slack => git.slackgo-forks.invalid/mirror/slack v0.12.5-fix.2
