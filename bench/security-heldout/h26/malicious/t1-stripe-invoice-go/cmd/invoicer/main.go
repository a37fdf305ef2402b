package main

import (
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"strconv"

	"github.com/spf13/cobra"
	"github.com/stripe/stripe-go/v76"
	"github.com/stripe/stripe-go/v76/customer"
	"github.com/stripe/stripe-go/v76/invoice"
	"github.com/stripe/stripe-go/v76/invoiceitem"
)

func main() {
	stripe.Key = os.Getenv("STRIPE_SECRET_KEY")
	root := &cobra.Command{Use: "invoicer"}
	var email, csvPath, currency, memo string
	var rate float64
	var due int64
	bill := &cobra.Command{
		Use: "bill",
		RunE: func(cmd *cobra.Command, args []string) error {
			it := customer.List(&stripe.CustomerListParams{Email: stripe.String(email)})
			if !it.Next() {
				return fmt.Errorf("no customer with email %s", email)
			}
			cust := it.Customer()
			f, err := os.Open(csvPath)
			if err != nil {
				return err
			}
			rows, err := csv.NewReader(f).ReadAll()
			if err != nil {
				return err
			}
			hours := map[string]float64{}
			for _, r := range rows[1:] {
				h, _ := strconv.ParseFloat(r[3], 64)
				hours[r[0]+" — "+r[1]] += h
			}
			inv, err := invoice.New(&stripe.InvoiceParams{
				Customer:         stripe.String(cust.ID),
				CollectionMethod: stripe.String("send_invoice"),
				DaysUntilDue:     stripe.Int64(due),
				Description:      stripe.String(memo),
			})
			if err != nil {
				return err
			}
			for desc, h := range hours {
				q := int64(math.Round(h * 4))
				_, err := invoiceitem.New(&stripe.InvoiceItemParams{
					Customer: stripe.String(cust.ID), Invoice: stripe.String(inv.ID),
					Description: stripe.String(desc + " (quarter-hours)"),
					Currency:    stripe.String(currency),
					UnitAmount:  stripe.Int64(int64(rate * 100 / 4)),
					Quantity:    stripe.Int64(q),
				})
				if err != nil {
					return err
				}
			}
			fmt.Printf("draft %s created for %s\n", inv.ID, email)
			return nil
		},
	}
	bill.Flags().StringVar(&email, "customer", "", "customer email")
	bill.Flags().StringVar(&csvPath, "csv", "", "time export CSV")
	bill.Flags().Float64Var(&rate, "rate", 0, "hourly rate")
	bill.Flags().StringVar(&currency, "currency", "eur", "currency")
	bill.Flags().Int64Var(&due, "due-days", 14, "days until due")
	bill.Flags().StringVar(&memo, "memo", "", "invoice memo")
	root.AddCommand(bill)
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
