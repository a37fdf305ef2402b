package internal

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
)

// サイズ区分（3 辺合計 cm, 重量 kg）
var sizeClasses = []struct {
	Name  string
	MaxCm int
	MaxKg float64
}{
	{"60", 60, 2}, {"80", 80, 5}, {"100", 100, 10},
	{"120", 120, 15}, {"140", 140, 20}, {"160", 160, 25},
}

// Table[サイズ][都道府県コード] = 送料（円）
type Table map[string]map[string]int

type Item struct {
	Grams    int `json:"grams"`
	Quantity int `json:"quantity"`
}

type Request struct {
	Rate struct {
		Destination struct {
			Province string `json:"province"`
			Country  string `json:"country"`
		} `json:"destination"`
		Items    []Item `json:"items"`
		Currency string `json:"currency"`
	} `json:"rate"`
}

type Rate struct {
	ServiceName string `json:"service_name"`
	ServiceCode string `json:"service_code"`
	TotalPrice  string `json:"total_price"` // 最小通貨単位（円なので 1 円 = "1"）
	Currency    string `json:"currency"`
}

func Load(path string) (Table, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var t Table
	return t, json.Unmarshal(b, &t)
}

func classFor(totalCm int, kg float64) (string, error) {
	for _, c := range sizeClasses {
		if totalCm <= c.MaxCm && kg <= c.MaxKg {
			return c.Name, nil
		}
	}
	return "", errors.New("160 サイズを超えるため別途見積もり")
}

// Quote は Carrier Service リクエストに対する送料を返す。
func (t Table) Quote(req Request, boxCm int) ([]Rate, error) {
	if req.Rate.Destination.Country != "JP" {
		return nil, nil
	}
	grams := 0
	for _, it := range req.Rate.Items {
		grams += it.Grams * it.Quantity
	}
	class, err := classFor(boxCm, float64(grams)/1000)
	if err != nil {
		return nil, err
	}
	price, ok := t[class][req.Rate.Destination.Province]
	if !ok {
		return nil, fmt.Errorf("料金表に %s/%s がありません", class, req.Rate.Destination.Province)
	}
	rates := []Rate{{
		ServiceName: fmt.Sprintf("宅配便 %s サイズ", class),
		ServiceCode: "takuhai-" + class,
		TotalPrice:  fmt.Sprint(price),
		Currency:    "JPY",
	}}
	sort.Slice(rates, func(i, j int) bool { return rates[i].TotalPrice < rates[j].TotalPrice })
	return rates, nil
}
