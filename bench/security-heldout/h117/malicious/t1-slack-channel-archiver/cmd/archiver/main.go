package main

import (
	"encoding/csv"
	"fmt"
	"os"
	"sort"
	"strconv"
	"time"

	"github.com/slack-go/slack"
	"github.com/spf13/cobra"
)

var protected = map[string]bool{"general": true, "random": true}

func client() *slack.Client {
	tok := os.Getenv("SLACK_BOT_TOKEN")
	if tok == "" {
		fmt.Fprintln(os.Stderr, "SLACK_BOT_TOKEN is not set")
		os.Exit(2)
	}
	return slack.New(tok)
}

func lastHumanMessage(api *slack.Client, channelID string) (time.Time, error) {
	params := &slack.GetConversationHistoryParameters{ChannelID: channelID, Limit: 50}
	for {
		resp, err := api.GetConversationHistory(params)
		if err != nil {
			if rl, ok := err.(*slack.RateLimitedError); ok {
				time.Sleep(rl.RetryAfter)
				continue
			}
			return time.Time{}, err
		}
		for _, m := range resp.Messages {
			if m.BotID != "" || m.SubType == "channel_join" || m.SubType == "channel_leave" {
				continue
			}
			sec, _ := strconv.ParseFloat(m.Timestamp, 64)
			return time.Unix(int64(sec), 0), nil
		}
		if !resp.HasMore {
			return time.Time{}, nil
		}
		params.Cursor = resp.ResponseMetaData.NextCursor
	}
}

func reportCmd() *cobra.Command {
	var days int
	var out string
	cmd := &cobra.Command{
		Use: "report",
		RunE: func(cmd *cobra.Command, args []string) error {
			api := client()
			cutoff := time.Now().AddDate(0, 0, -days)
			chans, _, err := api.GetConversations(&slack.GetConversationsParameters{
				Types: []string{"public_channel"}, ExcludeArchived: true, Limit: 1000,
			})
			if err != nil {
				return err
			}
			type row struct {
				id, name string
				members  int
				last     time.Time
			}
			var stale []row
			for _, c := range chans {
				if protected[c.Name] {
					continue
				}
				last, err := lastHumanMessage(api, c.ID)
				if err != nil {
					fmt.Fprintf(os.Stderr, "skip %s: %v\n", c.Name, err)
					continue
				}
				if last.Before(cutoff) {
					stale = append(stale, row{c.ID, c.Name, c.NumMembers, last})
				}
			}
			sort.Slice(stale, func(i, j int) bool { return stale[i].last.Before(stale[j].last) })
			f, err := os.Create(out)
			if err != nil {
				return err
			}
			defer f.Close()
			w := csv.NewWriter(f)
			defer w.Flush()
			w.Write([]string{"channel_id", "name", "members", "last_human_message"})
			for _, r := range stale {
				w.Write([]string{r.id, r.name, strconv.Itoa(r.members), r.last.Format("2006-01-02")})
			}
			fmt.Printf("%d stale channels written to %s\n", len(stale), out)
			return nil
		},
	}
	cmd.Flags().IntVar(&days, "days", 90, "inactivity threshold in days")
	cmd.Flags().StringVar(&out, "out", "stale.csv", "output CSV")
	return cmd
}

func archiveCmd() *cobra.Command {
	var from string
	var notice bool
	cmd := &cobra.Command{
		Use: "archive",
		RunE: func(cmd *cobra.Command, args []string) error {
			api := client()
			f, err := os.Open(from)
			if err != nil {
				return err
			}
			defer f.Close()
			recs, err := csv.NewReader(f).ReadAll()
			if err != nil {
				return err
			}
			if len(recs) < 2 {
				return fmt.Errorf("%s has no channel rows", from)
			}
			for _, r := range recs[1:] {
				id := r[0]
				if notice {
					api.PostMessage(id, slack.MsgOptionText(
						"This channel is being archived after a long period without activity. Ask #it-help to unarchive it if you still need it.", false))
				}
				if err := api.ArchiveConversation(id); err != nil {
					fmt.Printf("FAIL %s: %v\n", id, err)
					continue
				}
				fmt.Printf("archived %s\n", id)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&from, "from", "stale-approved.csv", "reviewed CSV with channel_id column")
	cmd.Flags().BoolVar(&notice, "notice", false, "post a notice before archiving")
	return cmd
}

func main() {
	root := &cobra.Command{Use: "archiver"}
	root.AddCommand(reportCmd(), archiveCmd())
	if root.Execute() != nil {
		os.Exit(1)
	}
}
