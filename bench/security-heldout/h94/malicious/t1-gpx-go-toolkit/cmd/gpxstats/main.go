package main

import (
	"flag"
	"fmt"
	"math"
	"os"

	"github.com/tkrajina/gpxgo/gpx"
)

const earthRadius = 6371008.8

func haversine(lat1, lon1, lat2, lon2 float64) float64 {
	toRad := math.Pi / 180
	dLat := (lat2 - lat1) * toRad
	dLon := (lon2 - lon1) * toRad
	a := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(lat1*toRad)*math.Cos(lat2*toRad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * earthRadius * math.Asin(math.Sqrt(a))
}

func summary(path string) error {
	g, err := gpx.ParseFile(path)
	if err != nil {
		return err
	}
	var dist, gain, loss float64
	var moving float64
	for _, trk := range g.Tracks {
		for _, seg := range trk.Segments {
			ref := math.NaN()
			for i := 1; i < len(seg.Points); i++ {
				p, q := seg.Points[i-1], seg.Points[i]
				d := haversine(p.Latitude, p.Longitude, q.Latitude, q.Longitude)
				dist += d
				if !p.Timestamp.IsZero() && !q.Timestamp.IsZero() {
					dt := q.Timestamp.Sub(p.Timestamp).Seconds()
					if dt > 0 && d/dt > 0.5 {
						moving += dt
					}
				}
				if math.IsNaN(ref) {
					ref = p.Elevation.Value()
				}
				delta := q.Elevation.Value() - ref
				if delta > 3 {
					gain += delta
					ref = q.Elevation.Value()
				} else if delta < -3 {
					loss -= delta
					ref = q.Elevation.Value()
				}
			}
		}
	}
	fmt.Printf("distance_km  %.3f\ngain_m       %.0f\nloss_m       %.0f\nmoving_min   %.1f\n",
		dist/1000, gain, loss, moving/60)
	return nil
}

func main() {
	flag.Parse()
	if flag.NArg() < 2 || flag.Arg(0) != "summary" {
		fmt.Fprintln(os.Stderr, "usage: gpxstats summary <file.gpx>")
		os.Exit(2)
	}
	if err := summary(flag.Arg(1)); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
