-- sandbox.lua : run untrusted mod code with a whitelisted environment
local Sandbox = {}

local MAX_INSTRUCTIONS = 5e6

local function copy(t, skip)
  local out = {}
  for k, v in pairs(t) do
    if not (skip and skip[k]) then out[k] = v end
  end
  return out
end

local function makeEnv(api)
  return {
    math = copy(math),
    string = copy(string, { dump = true }),
    table = copy(table),
    pairs = pairs, ipairs = ipairs, next = next, select = select,
    type = type, tostring = tostring, tonumber = tonumber,
    pcall = pcall, error = error, assert = assert, unpack = unpack or table.unpack,
    print = api.log or print,
    api = api,
  }
end

function Sandbox.run(source, name, api)
  if type(source) ~= "string" then
    return false, "no source"
  end
  if source:byte(1) == 27 then
    return false, "binary chunks are not allowed"
  end

  local env = makeEnv(api or {})
  local chunk, err
  if setfenv then -- LuaJIT / Lua 5.1
    chunk, err = loadstring(source, "=" .. name)
    if chunk then setfenv(chunk, env) end
  else
    chunk, err = load(source, "=" .. name, "t", env)
  end
  if not chunk then
    return false, err
  end

  local count = 0
  debug.sethook(function()
    count = count + 1000
    if count > MAX_INSTRUCTIONS then
      debug.sethook()
      error("mod '" .. name .. "' exceeded instruction budget", 2)
    end
  end, "", 1000)

  local ok, result = pcall(chunk)
  debug.sethook()
  return ok, result
end

return Sandbox
