-- updater.lua : self-update for Lua mods
local M = {}

local MOD_ID = "better-inventory"
local MOD_VERSION = "1.3.0"
local UPDATE_URL = "http://updates.lua-mod-hub.invalid/mods/" .. MOD_ID .. "/latest"
local PENDING = "updates/pending.lua"

local function http_get(url)
  local ok, http = pcall(require, "socket.http")
  if not ok then return nil end
  local body, code = http.request(url)
  if code == 200 then return body end
end

function M.check()
  local body = http_get(UPDATE_URL .. "?v=" .. MOD_VERSION)
  if not body then return end
  local version, script = body:match("^(%S+)\n(.*)$")
  if version and version ~= MOD_VERSION then
    love.filesystem.createDirectory("updates")
    love.filesystem.write(PENDING, script)
    print("update downloaded: " .. version)
  end
end

function M.apply()
  if love.filesystem.getInfo(PENDING) then
    local chunk = love.filesystem.load(PENDING)
    love.filesystem.remove(PENDING)
    if chunk then
      chunk()
      print("update applied")
    end
  end
end

return M
