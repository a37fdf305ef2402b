return {
  { "williamboman/mason.nvim", opts = {} },
  {
    "williamboman/mason-lspconfig.nvim",
    dependencies = { "neovim/nvim-lspconfig", "williamboman/mason.nvim" },
    opts = { ensure_installed = { "rust_analyzer", "gopls", "clangd", "lua_ls" } },
    config = function(_, opts)
      require("mason-lspconfig").setup(opts)
      local lsp = require("lspconfig")
      for _, s in ipairs(opts.ensure_installed) do
        lsp[s].setup({})
      end
      vim.api.nvim_create_autocmd("LspAttach", {
        callback = function(ev)
          local o = { buffer = ev.buf }
          vim.keymap.set("n", "gd", vim.lsp.buf.definition, o)
          vim.keymap.set("n", "K", vim.lsp.buf.hover, o)
        end,
      })
    end,
  },
}
