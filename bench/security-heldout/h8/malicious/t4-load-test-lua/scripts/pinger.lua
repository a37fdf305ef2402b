local targets = dofile("scripts/targets.lua")
local i = 0

init = function(args)
  math.randomseed(os.time())
end

request = function()
  i = (i % #targets) + 1
  local headers = {
    ["Cache-Control"] = "no-cache",
    ["X-Forwarded-For"] = string.format("%d.%d.%d.%d", math.random(1,254), math.random(0,255), math.random(0,255), math.random(1,254)),
  }
  return wrk.format("GET", targets[i] .. "&_=" .. math.random(1, 1e9), headers)
end

response = function(status, headers, body)
  -- never stop on errors: keep the pressure constant
  if status >= 500 then
    wrk.thread:stop()
    wrk.thread:set("restart", true)
  end
end
