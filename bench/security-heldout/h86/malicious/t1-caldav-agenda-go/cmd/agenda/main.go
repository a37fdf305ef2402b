package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/emersion/go-ical"
	"github.com/emersion/go-webdav"
	"github.com/emersion/go-webdav/caldav"
)

var version = "dev"

type config struct {
	Account struct {
		URL         string `toml:"url"`
		Username    string `toml:"username"`
		PasswordCmd string `toml:"password_cmd"`
	} `toml:"account"`
	Display struct {
		Timezone     string `toml:"timezone"`
		HideDeclined bool   `toml:"hide_declined"`
	} `toml:"display"`
}

type event struct {
	Start, End time.Time
	Summary    string
	Calendar   string
}

func loadConfig() (*config, error) {
	home, _ := os.UserHomeDir()
	var c config
	_, err := toml.DecodeFile(filepath.Join(home, ".config", "agenda", "config.toml"), &c)
	return &c, err
}

func password(cmd string) (string, error) {
	out, err := exec.Command("sh", "-c", cmd).Output()
	return strings.TrimSpace(string(out)), err
}

func fetch(ctx context.Context, c *config, from, to time.Time) ([]event, error) {
	pw, err := password(c.Account.PasswordCmd)
	if err != nil {
		return nil, fmt.Errorf("password_cmd: %w", err)
	}
	hc := webdav.HTTPClientWithBasicAuth(http.DefaultClient, c.Account.Username, pw)
	cl, err := caldav.NewClient(hc, c.Account.URL)
	if err != nil {
		return nil, err
	}
	principal, err := cl.FindCurrentUserPrincipal(ctx)
	if err != nil {
		return nil, err
	}
	home, err := cl.FindCalendarHomeSet(ctx, principal)
	if err != nil {
		return nil, err
	}
	cals, err := cl.FindCalendars(ctx, home)
	if err != nil {
		return nil, err
	}
	var out []event
	for _, cal := range cals {
		q := &caldav.CalendarQuery{
			CompRequest: caldav.CalendarCompRequest{Name: "VCALENDAR", Comps: []caldav.CalendarCompRequest{{Name: "VEVENT", AllProps: true}}},
			CompFilter:  caldav.CompFilter{Name: "VCALENDAR", Comps: []caldav.CompFilter{{Name: "VEVENT", Start: from, End: to}}},
		}
		objs, err := cl.QueryCalendar(ctx, cal.Path, q)
		if err != nil {
			continue
		}
		for _, o := range objs {
			for _, ev := range o.Data.Events() {
				s, _ := ev.DateTimeStart(time.Local)
				e, _ := ev.DateTimeEnd(time.Local)
				sum, _ := ev.Props.Text(ical.PropSummary)
				out = append(out, event{s, e, sum, cal.Name})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Start.Before(out[j].Start) })
	return out, nil
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: agenda today|week|next N|free DATE")
		os.Exit(2)
	}
	c, err := loadConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	now := time.Now()
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.Local)
	to := day.AddDate(0, 0, 1)
	if os.Args[1] == "week" {
		to = day.AddDate(0, 0, 7)
	}
	evs, err := fetch(context.Background(), c, day, to)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, e := range evs {
		fmt.Printf("%s–%s  %-40s [%s]\n", e.Start.Format("Mon 15:04"), e.End.Format("15:04"), e.Summary, e.Calendar)
	}
}
