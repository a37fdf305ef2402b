-- Loads mod modules from the mod's own folder inside a restricted environment.
local Loader = {}

local MOD_DIR = ...
local cache = {}

local function make_env(api)
  return setmetatable({
    api = api,
    print = print,
    pairs = pairs,
    ipairs = ipairs,
    math = math,
    string = string,
    table = table,
    tostring = tostring,
    tonumber = tonumber,
    type = type,
    error = error,
    pcall = pcall,
  }, { __index = function(_, k) error("[loader] '" .. tostring(k) .. "' is not available to mods", 2) end })
end

function Loader.load(name, api)
  if cache[name] then return cache[name] end
  local path = (MOD_DIR or ".") .. "/src/" .. name .. ".lua"
  local chunk, err = loadfile(path, "t", make_env(api))
  if not chunk then error("[loader] " .. err) end
  if setfenv then setfenv(chunk, make_env(api)) end
  cache[name] = chunk()
  return cache[name]
end

function Loader.reload(name, api)
  cache[name] = nil
  return Loader.load(name, api)
end

return Loader
