require("mason").setup()
require("mason-lspconfig").setup({
  ensure_installed = { "lua_ls", "pyright", "ts_ls", "gopls", "rust_analyzer" },
})

local lspconfig = require("lspconfig")
local caps = require("cmp_nvim_lsp").default_capabilities()

for _, server in ipairs({ "pyright", "ts_ls", "gopls", "rust_analyzer" }) do
  lspconfig[server].setup({ capabilities = caps })
end

lspconfig.lua_ls.setup({
  capabilities = caps,
  settings = { Lua = { diagnostics = { globals = { "vim" } } } },
})

vim.api.nvim_create_autocmd("BufWritePre", {
  callback = function() vim.lsp.buf.format({ async = false }) end,
})
