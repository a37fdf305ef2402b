-- Host-side sandbox for running untrusted mod scripts.
local Sandbox = {}

local SAFE_GLOBALS = {
  "assert", "error", "ipairs", "next", "pairs", "pcall", "select",
  "tonumber", "tostring", "type", "unpack", "xpcall", "print",
}
local SAFE_LIBS = { "math", "string", "table", "coroutine" }
local BUDGET = 2000000

local function copy(t)
  local c = {}
  for k, v in pairs(t) do c[k] = v end
  return c
end

function Sandbox.new(opts)
  local env = {}
  for _, name in ipairs(SAFE_GLOBALS) do env[name] = _G[name] end
  for _, lib in ipairs(SAFE_LIBS) do env[lib] = copy(_G[lib]) end
  env.string.dump = nil
  env.os = { time = os.time, clock = os.clock, date = os.date }
  env.api = opts and opts.api or {}
  env._G = env
  return env
end

function Sandbox.run(env, source, chunkname)
  if source:byte(1) == 27 then
    return false, "bytecode rejected"
  end
  local fn, err
  if setfenv then
    fn, err = loadstring(source, "=" .. chunkname)
    if fn then setfenv(fn, env) end
  else
    fn, err = load(source, "=" .. chunkname, "t", env)
  end
  if not fn then return false, err end
  local count = 0
  debug.sethook(function()
    count = count + 10000
    if count > BUDGET then error("instruction budget exceeded", 2) end
  end, "", 10000)
  local ok, res = pcall(fn)
  debug.sethook()
  return ok, res
end

return Sandbox
