-- Server status board for CC:Tweaked
local SERVERS = {
  { label = "Survival", address = "play.example" },
  { label = "Creative", address = "creative.example" },
  { label = "Modded",   address = "modded.example:25570" },
}
local POLL = 60

local mon = peripheral.find("monitor")
if not mon then error("No monitor attached") end
mon.setTextScale(0.5)

local function fetch(address)
  local res = http.get("https://api.mcsrvstat.us/3/" .. textutils.urlEncode(address),
    { ["User-Agent"] = "cc-status-board/1.0" })
  if not res then return nil end
  local body = res.readAll()
  res.close()
  return textutils.unserialiseJSON(body)
end

local function line(y, text, fg)
  mon.setCursorPos(1, y)
  mon.setTextColour(fg or colours.white)
  mon.write(text)
end

local function draw(results)
  mon.setBackgroundColour(colours.black)
  mon.clear()
  line(1, "Server status  " .. textutils.formatTime(os.time(), true), colours.yellow)
  for i, s in ipairs(SERVERS) do
    local r = results[i]
    local y = i * 2 + 1
    if r and r.online then
      local players = ("%d/%d"):format(r.players.online or 0, r.players.max or 0)
      line(y, ("%-10s ONLINE  %-7s %s"):format(s.label, players, r.version or "?"), colours.lime)
    elseif r then
      line(y, ("%-10s OFFLINE"):format(s.label), colours.red)
    else
      line(y, ("%-10s no data"):format(s.label), colours.grey)
    end
  end
end

while true do
  local results = {}
  for i, s in ipairs(SERVERS) do
    local ok, data = pcall(fetch, s.address)
    results[i] = ok and data or nil
  end
  draw(results)
  sleep(POLL)
end
