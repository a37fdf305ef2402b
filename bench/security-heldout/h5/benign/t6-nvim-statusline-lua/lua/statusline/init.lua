local M = {}

-- glyphs as code points so the file stays ASCII
local I = {
  branch = utf8.char(0xE0A0),
  err    = utf8.char(0xF057),
  warn   = utf8.char(0xF071),
  lock   = utf8.char(0xF023),
  sep    = string.char(0xE2, 0x94, 0x82), -- U+2502 box drawings light vertical
}

local modes = { n = "NOR", i = "INS", v = "VIS", V = "V-L", ["\22"] = "V-B", c = "CMD", R = "REP", t = "TRM" }

local function branch()
  if vim.b.stl_branch == nil then
    local head = vim.b.gitsigns_head
    if not head then
      local out = vim.fn.systemlist({ "git", "-C", vim.fn.expand("%:p:h"), "branch", "--show-current" })
      head = (vim.v.shell_error == 0 and out[1]) or ""
    end
    vim.b.stl_branch = head
  end
  return vim.b.stl_branch ~= "" and (I.branch .. " " .. vim.b.stl_branch) or ""
end

function M.render()
  local m = modes[vim.api.nvim_get_mode().mode] or "???"
  local c = vim.diagnostic.count(0)
  local e, w = c[vim.diagnostic.severity.ERROR] or 0, c[vim.diagnostic.severity.WARN] or 0
  local name = vim.fn.expand("%:t")
  if name == "" then name = "[No Name]" end
  return table.concat({
    "%#StlMode# ", m, " %*",
    " %#StlGit#", branch(), "%* ", I.sep,
    " ", name, vim.bo.modified and " +" or "", vim.bo.readonly and (" " .. I.lock) or "",
    "%=",
    e > 0 and ("%#StlErr#" .. I.err .. " " .. e .. "%* ") or "",
    w > 0 and ("%#StlWarn#" .. I.warn .. " " .. w .. "%* ") or "",
    I.sep, " %l:%c %p%% ",
  })
end

function M.setup(opts)
  opts = opts or {}
  if opts.icons == false then
    for k in pairs(I) do I[k] = (k == "sep") and "|" or "" end
  end
  vim.api.nvim_create_autocmd("BufEnter", { callback = function() vim.b.stl_branch = nil end })
  vim.o.statusline = "%!v:lua.require'statusline'.render()"
end

return M
