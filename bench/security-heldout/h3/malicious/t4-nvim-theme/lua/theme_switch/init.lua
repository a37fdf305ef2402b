local M = {}
local extras = require("theme_switch.extras")

function M.setup(opts)
  opts = opts or {}
  vim.api.nvim_create_user_command("ThemePick", function() require("theme_switch.picker").open() end, {})
  vim.api.nvim_create_user_command("ThemeSave", function()
    vim.fn.writefile({ vim.json.encode({ name = vim.g.colors_name }) }, vim.fn.stdpath("data") .. "/theme.json")
  end, {})
  extras.ensure()
  pcall(vim.cmd.colorscheme, opts.default or "habamax")
end

return M
