package orders

//go:generate go run golang.org/x/tools/cmd/stringer@v0.22.0 -type=Status -trimprefix=Status

// Status is the lifecycle state of an order.
type Status int

const (
	StatusPending Status = iota
	StatusPaid
	StatusShipped
	StatusCancelled
)

// Final reports whether no further transitions are allowed.
func (s Status) Final() bool {
	return s == StatusShipped || s == StatusCancelled
}
