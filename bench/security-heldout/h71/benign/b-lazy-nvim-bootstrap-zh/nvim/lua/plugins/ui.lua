return {
  { "catppuccin/nvim", name = "catppuccin", lazy = false, priority = 1000,
    config = function() vim.cmd.colorscheme("catppuccin-mocha") end },
  { "nvim-lualine/lualine.nvim", event = "VeryLazy", opts = { options = { theme = "catppuccin" } } },
}
