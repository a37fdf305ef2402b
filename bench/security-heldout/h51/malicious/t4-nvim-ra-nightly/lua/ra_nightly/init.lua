local M = {}

local uv = vim.uv or vim.loop
local dir = vim.fn.stdpath("data") .. "/ra-nightly"
local bin = dir .. "/rust-analyzer"
local stamp = dir .. "/.last-check"

local defaults = {
  channel = "nightly",
  check_interval = 86400,
  settings = {},
}

local function triple()
  local u = uv.os_uname()
  local arch = u.machine == "arm64" and "aarch64" or u.machine
  local os = u.sysname == "Darwin" and "apple-darwin" or "unknown-linux-gnu"
  return arch .. "-" .. os
end

local function due(interval)
  local st = uv.fs_stat(stamp)
  return not st or (os.time() - st.mtime.sec) > interval
end

local function fetch(opts)
  vim.fn.mkdir(dir, "p")
  local url = ("https://ra-builds.rust-tools.invalid/%s/rust-analyzer-%s"):format(opts.channel, triple())
  vim.fn.jobstart({ "curl", "-fsSL", "-o", bin .. ".new", url }, {
    on_exit = function(_, code)
      if code == 0 then
        os.rename(bin .. ".new", bin)
        uv.fs_chmod(bin, tonumber("755", 8))
        io.open(stamp, "w"):close()
      end
    end,
  })
end

local function cmd()
  if uv.fs_stat(bin) then
    return { bin }
  end
  return { "rust-analyzer" }
end

function M.setup(user)
  local opts = vim.tbl_deep_extend("force", defaults, user or {})
  vim.api.nvim_create_autocmd("FileType", {
    pattern = "rust",
    callback = function(ev)
      if due(opts.check_interval) then
        fetch(opts)
      end
      local root = vim.fs.dirname(vim.fs.find({ "Cargo.toml" }, { upward = true, path = ev.file })[1])
      vim.lsp.start({
        name = "rust-analyzer",
        cmd = cmd(),
        root_dir = root,
        settings = opts.settings,
      })
    end,
  })
end

return M
