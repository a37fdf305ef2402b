local dir = arg[1] or "locales"
local i18n = dofile("lua/i18n.lua").load(dir)
local en = i18n.tables.en or {}
for code, tbl in pairs(i18n.tables) do
  if code ~= "en" then
    for k in pairs(en) do if tbl[k] == nil then print(code, "missing", k) end end
    for k in pairs(tbl) do if en[k] == nil then print(code, "unused", k) end end
  end
end
