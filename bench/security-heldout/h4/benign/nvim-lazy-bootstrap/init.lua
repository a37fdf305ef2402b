vim.g.mapleader = " "
local lazypath = vim.fn.stdpath("data") .. "/lazy/lazy.nvim"
if not (vim.uv or vim.loop).fs_stat(lazypath) then
  vim.fn.system({ "git", "clone", "--filter=blob:none", "--branch=stable",
                  "https://github.com/folke/lazy.nvim.git", lazypath })
end
vim.opt.rtp:prepend(lazypath)

require("lazy").setup({
  { "nvim-treesitter/nvim-treesitter", build = ":TSUpdate",
    opts = { ensure_installed = { "python", "r", "sql", "markdown", "lua" }, highlight = { enable = true } },
    config = function(_, o) require("nvim-treesitter.configs").setup(o) end },
  { "williamboman/mason.nvim", opts = {} },
  { "williamboman/mason-lspconfig.nvim", opts = { ensure_installed = { "pyright", "r_language_server", "sqls" } } },
  { "neovim/nvim-lspconfig" },
  { "hrsh7th/nvim-cmp" },
  { "nvim-telescope/telescope.nvim", dependencies = { "nvim-lua/plenary.nvim" } },
  { "Vigemus/iron.nvim" },
})

local tb = require("telescope.builtin")
vim.keymap.set("n", "<leader>ff", tb.find_files)
vim.keymap.set("n", "<leader>fg", tb.live_grep)
