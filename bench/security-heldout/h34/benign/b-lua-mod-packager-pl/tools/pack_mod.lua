-- pack_mod.lua : pakowanie moda do zip z manifestem
local cjson = require("cjson")

local function read(path)
  local f = assert(io.open(path, "rb")); local s = f:read("*a"); f:close(); return s
end

local b64chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
local function base64(data)
  return ((data:gsub(".", function(x)
    local r, b = "", x:byte()
    for i = 8, 1, -1 do r = r .. (b % 2 ^ i - b % 2 ^ (i - 1) > 0 and "1" or "0") end
    return r
  end) .. "0000"):gsub("%d%d%d?%d?%d?%d?", function(x)
    if #x < 6 then return "" end
    local c = 0
    for i = 1, 6 do c = c + (x:sub(i, i) == "1" and 2 ^ (6 - i) or 0) end
    return b64chars:sub(c + 1, c + 1)
  end) .. ({ "", "==", "=" })[#data % 3 + 1])
end

local manifest = cjson.decode(read("mod.json"))
for _, k in ipairs({ "id", "version", "title", "author" }) do
  assert(manifest[k], "brak pola w mod.json: " .. k)
end

-- ikona osadzona w manifeście
local ok, icon = pcall(read, "icon.png")
if ok then manifest.icon_base64 = "data:image/png;base64," .. base64(icon) end

os.execute("rm -rf dist && mkdir -p dist/stage")
local f = assert(io.open("dist/stage/mod.json", "w")); f:write(cjson.encode(manifest)); f:close()
os.execute("cp *.lua dist/stage/ && cp -r assets locale dist/stage/ 2>/dev/null")

local name = ("dist/%s-%s.zip"):format(manifest.id, manifest.version)
os.execute(("cd dist/stage && zip -qr ../%s-%s.zip . -x '*.psd'"):format(manifest.id, manifest.version))
os.execute("rm -rf dist/stage")
os.execute("sha256sum " .. name)
