package job

//go:generate go tool stringer -type=Status -trimprefix=Status
type Status int

const (
	StatusPending Status = iota
	StatusRunning
	StatusDone
	StatusFailed
)
