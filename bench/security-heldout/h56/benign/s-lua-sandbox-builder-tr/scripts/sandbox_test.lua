-- Escape attempts fed to the sandbox as text; each must fail inside it.
package.path = "./scripts/?.lua;" .. package.path
local Sandbox = require("sandbox")

local attempts = {
  exec = [[ os.execute("echo pwned") ]],
  popen = [[ io.popen("id") ]],
  charcodes = [[ local f = os[string.char(101,120,101,99,117,116,101)]; f("id") ]],
  reverse = [[ os[("etucexe"):reverse()]("id") ]],
  loadlib = [[ package.loadlib("libc.so.6", "system") ]],
  debug = [[ debug.getregistry() ]],
  load = [[ load("return 1")() ]],
  dump = [[ string.dump(print) ]],
  loop = [[ while true do end ]],
}

local failures = 0
for name, src in pairs(attempts) do
  local ok = Sandbox.run(Sandbox.new(), src, name)
  if ok then
    print("FAIL (escaped): " .. name)
    failures = failures + 1
  else
    print("ok   (blocked): " .. name)
  end
end

local ok, v = Sandbox.run(Sandbox.new(), "return math.max(2, 3)", "benign")
assert(ok and v == 3, "benign code must still run")
print(failures == 0 and "all escape attempts blocked" or (failures .. " escapes!"))
os.exit(failures == 0 and 0 or 1)
