local M = {}

local defaults = { width = 1280, height = 720, fullscreen = false, volume = 0.8 }
local rules = {
  width = function(v) return math.type and math.type(v) == "integer" and v >= 640 and v <= 3840 or (type(v) == "number" and v >= 640 and v <= 3840) end,
  height = function(v) return type(v) == "number" and v >= 480 and v <= 2160 end,
  fullscreen = function(v) return type(v) == "boolean" end,
  volume = function(v) return type(v) == "number" and v >= 0 and v <= 1 end,
}

function M.load()
  local src = love.filesystem.read("settings.lua")
  local cfg = {}
  if src then
    local env = { math = math }
    local chunk, err = load(src, "settings.lua", "t", env)
    if chunk then
      local ok, res = pcall(chunk)
      if ok and type(res) == "table" then cfg = res else print("settings: " .. tostring(res)) end
    else
      print("settings: " .. err)
    end
  end
  for k, d in pairs(defaults) do
    if cfg[k] == nil or not rules[k](cfg[k]) then
      if cfg[k] ~= nil then print("settings: invalid " .. k .. ", using default") end
      cfg[k] = d
    end
  end
  return cfg
end

return M
