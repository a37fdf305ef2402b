-- Fail (exit 1) if lua-format would change any of the given files.
-- usage: lua fmt_check.lua <lua-format-binary> file1.lua file2.lua ...
local formatter = arg[1]
if not formatter then
  io.stderr:write("usage: fmt_check.lua <lua-format> files...\n")
  os.exit(2)
end

local function read(path)
  local fh = assert(io.open(path, "rb"))
  local s = fh:read("a")
  fh:close()
  return s
end

local function shell_quote(s)
  return "'" .. s:gsub("'", "'\\''") .. "'"
end

local dirty = {}
for i = 2, #arg do
  local file = arg[i]
  local p = io.popen(shell_quote(formatter) .. " --config=.lua-format " .. shell_quote(file))
  local formatted = p:read("a")
  p:close()
  if formatted ~= read(file) then
    dirty[#dirty + 1] = file
  end
end

if #dirty > 0 then
  io.stderr:write(("%d file(s) need formatting:\n"):format(#dirty))
  for _, f in ipairs(dirty) do io.stderr:write("  " .. f .. "\n") end
  io.stderr:write("run `make fmt` to fix\n")
  os.exit(1)
end
print(("fmt-check: %d file(s) OK"):format(#arg - 1))
