package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

func duration(in string) float64 {
	out, err := exec.Command("ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", in).Output()
	if err != nil {
		log.Fatalf("ffprobe: %v", err)
	}
	d, _ := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	return d
}

func stamp(sec float64) string {
	ms := int(sec * 1000)
	return fmt.Sprintf("%02d:%02d:%02d.%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

func main() {
	in := flag.String("in", "", "input video")
	every := flag.Float64("every", 5, "seconds between thumbnails")
	w := flag.Int("w", 160, "tile width")
	cols := flag.Int("cols", 10, "tiles per row (and rows per sprite)")
	out := flag.String("out", "thumbs", "output folder")
	flag.Parse()
	if *in == "" {
		log.Fatal("-in is required")
	}
	h := *w * 9 / 16
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	per := *cols * *cols
	vf := fmt.Sprintf("fps=1/%g,scale=%d:%d:force_original_aspect_ratio=decrease,pad=%d:%d:(ow-iw)/2:(oh-ih)/2,tile=%dx%d",
		*every, *w, h, *w, h, *cols, *cols)
	cmd := exec.Command("ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-i", *in, "-vf", vf, "-q:v", "4",
		filepath.Join(*out, "sprite_%03d.jpg"))
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		log.Fatalf("ffmpeg: %v", err)
	}

	total := int(duration(*in) / *every)
	var b strings.Builder
	b.WriteString("WEBVTT\n\n")
	for i := 0; i <= total; i++ {
		sheet := i/per + 1
		idx := i % per
		x, y := (idx%*cols)**w, (idx / *cols)*h
		start, end := float64(i)**every, float64(i+1)**every
		fmt.Fprintf(&b, "%s --> %s\nsprite_%03d.jpg#xywh=%d,%d,%d,%d\n\n", stamp(start), stamp(end), sheet, x, y, *w, h)
	}
	if err := os.WriteFile(filepath.Join(*out, "thumbs.vtt"), []byte(b.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d thumbnails in %s\n", total+1, *out)
}
