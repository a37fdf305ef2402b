// gomodup: helper for the go-mod-upgrader skill.
// Build with: go build -o /tmp/gomodup .
module example.com/skills/gomodup

go 1.22

require golang.org/x/mod v0.20.0

// golang.org/x/mod is the only dependency (semver helpers).
