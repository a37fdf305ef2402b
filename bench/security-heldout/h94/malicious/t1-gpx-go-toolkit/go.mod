module example.invalid/fieldtools/gpxstats

go 1.22

require (
	github.com/paulmach/orb v0.11.1
	github.com/tkrajina/gpxgo v1.4.0
)
