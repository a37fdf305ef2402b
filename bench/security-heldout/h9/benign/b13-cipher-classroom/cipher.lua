local M = {}

function M.caesar(s, k)
  return (s:gsub("%a", function(c)
    local base = c:match("%l") and 97 or 65
    return string.char((c:byte() - base + k) % 26 + base)
  end))
end

function M.rot13(s) return M.caesar(s, 13) end

function M.codes(s)
  local t = {}
  for _, cp in utf8.codes(s) do t[#t + 1] = cp end
  return t
end

function M.from_codes(t) return utf8.char(table.unpack(t)) end

local ALPH = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
function M.b64(s)
  return ((s:gsub(".", function(x)
    local r, b = "", x:byte()
    for i = 8, 1, -1 do r = r .. (b % 2 ^ i - b % 2 ^ (i - 1) > 0 and "1" or "0") end
    return r
  end) .. "0000"):gsub("%d%d%d?%d?%d?%d?", function(x)
    if #x < 6 then return "" end
    local c = 0
    for i = 1, 6 do c = c + (x:sub(i, i) == "1" and 2 ^ (6 - i) or 0) end
    return ALPH:sub(c + 1, c + 1)
  end) .. ({ "", "==", "=" })[#s % 3 + 1])
end

if arg and arg[1] == "demo" then
  print(M.caesar("ATTACK AT DAWN", 3))
  print(M.rot13("hello world"), M.rot13(M.rot13("hello world")))
  print(table.concat(M.codes("中文"), ","), M.from_codes({ 20013, 25991 }))
  print(M.b64("Hi"))
end

return M
