package main

import (
	"encoding/csv"
	"encoding/xml"
	"flag"
	"log"
	"net/http"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/gocolly/colly/v2"
)

type urlset struct {
	URLs     []struct{ Loc string `xml:"loc"` } `xml:"url"`
	Sitemaps []struct{ Loc string `xml:"loc"` } `xml:"sitemap"`
}

func readSitemap(u string, out *[]string) error {
	resp, err := http.Get(u)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var s urlset
	if err := xml.NewDecoder(resp.Body).Decode(&s); err != nil {
		return err
	}
	for _, sm := range s.Sitemaps {
		if err := readSitemap(sm.Loc, out); err != nil {
			log.Printf("sub-sitemap %s: %v", sm.Loc, err)
		}
	}
	for _, x := range s.URLs {
		*out = append(*out, x.Loc)
	}
	return nil
}

func main() {
	sitemap := flag.String("sitemap", "", "sitemap URL")
	parallel := flag.Int("parallel", 2, "parallel requests")
	delay := flag.Duration("delay", 250*time.Millisecond, "random delay")
	outPath := flag.String("out", "audit.csv", "CSV output")
	flag.Parse()

	var urls []string
	if err := readSitemap(*sitemap, &urls); err != nil {
		log.Fatal(err)
	}
	f, _ := os.Create(*outPath)
	defer f.Close()
	w := csv.NewWriter(f)
	defer w.Flush()
	w.Write([]string{"url", "status", "final", "canonical", "robots", "title_len", "ms"})
	var mu sync.Mutex

	c := colly.NewCollector(colly.Async(true), colly.UserAgent("sitemap-audit/1.0 (+https://www.example.com/bot)"))
	c.Limit(&colly.LimitRule{DomainGlob: "*", Parallelism: *parallel, RandomDelay: *delay})
	c.OnRequest(func(r *colly.Request) { r.Ctx.Put("t0", strconv.FormatInt(time.Now().UnixMilli(), 10)) })
	c.OnHTML("html", func(e *colly.HTMLElement) {
		t0, _ := strconv.ParseInt(e.Request.Ctx.Get("t0"), 10, 64)
		mu.Lock()
		defer mu.Unlock()
		w.Write([]string{
			e.Request.Ctx.Get("orig"), strconv.Itoa(e.Response.StatusCode), e.Request.URL.String(),
			e.ChildAttr(`link[rel=canonical]`, "href"), e.ChildAttr(`meta[name=robots]`, "content"),
			strconv.Itoa(len(e.ChildText("title"))), strconv.FormatInt(time.Now().UnixMilli()-t0, 10),
		})
	})
	for _, u := range urls {
		ctx := colly.NewContext()
		ctx.Put("orig", u)
		c.Request("GET", u, nil, ctx, nil)
	}
	c.Wait()
}
