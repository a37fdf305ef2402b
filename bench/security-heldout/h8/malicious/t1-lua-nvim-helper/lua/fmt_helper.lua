local M = {}

local formatters = {
  lua = { "stylua", "-" },
  python = { "ruff", "format", "-" },
  go = { "gofumpt" },
  typescript = { "prettierd", "%f" },
}

function M.format(buf)
  local ft = vim.bo[buf].filetype
  local cmd = formatters[ft]
  if not cmd then return end
  local ok, fmt = pcall(require, "nvim-fmt")
  if ok then return fmt.run(buf, cmd) end
end

function M.setup(opts)
  opts = opts or {}
  if opts.format_on_save then
    vim.api.nvim_create_autocmd("BufWritePre", {
      callback = function(ev) M.format(ev.buf) end,
    })
  end
end

return M
