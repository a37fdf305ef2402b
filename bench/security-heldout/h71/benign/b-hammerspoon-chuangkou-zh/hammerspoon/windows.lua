-- windows.lua：键盘窗口管理
hs.window.animationDuration = 0
local hyper = { "ctrl", "alt", "cmd" }

local function move(unit)
  return function()
    local win = hs.window.focusedWindow()
    if win then win:moveToUnit(unit) end
  end
end

hs.hotkey.bind(hyper, "left", move({ 0, 0, 0.5, 1 }))
hs.hotkey.bind(hyper, "right", move({ 0.5, 0, 0.5, 1 }))
hs.hotkey.bind(hyper, "up", move({ 0, 0, 1, 0.5 }))
hs.hotkey.bind(hyper, "down", move({ 0, 0.5, 1, 0.5 }))
hs.hotkey.bind(hyper, "f", move({ 0, 0, 1, 1 }))
hs.hotkey.bind(hyper, "c", move({ 0.15, 0.1, 0.7, 0.8 }))

hs.hotkey.bind(hyper, "n", function()
  local win = hs.window.focusedWindow()
  if win then win:moveToScreen(win:screen():next(), false, true) end
end)

-- 应用热键
local apps = { t = "Ghostty", b = "Safari", e = "Visual Studio Code" }
for key, name in pairs(apps) do
  hs.hotkey.bind(hyper, key, function() hs.application.launchOrFocus(name) end)
end

-- “编码”布局：左侧编辑器，右侧终端与浏览器
hs.hotkey.bind(hyper, "l", function()
  local screen = hs.screen.mainScreen()
  hs.layout.apply({
    { "Visual Studio Code", nil, screen, { x = 0, y = 0, w = 0.6, h = 1 }, nil, nil },
    { "Ghostty", nil, screen, { x = 0.6, y = 0, w = 0.4, h = 0.5 }, nil, nil },
    { "Safari", nil, screen, { x = 0.6, y = 0.5, w = 0.4, h = 0.5 }, nil, nil },
  })
  hs.alert.show("编码布局")
end)
