package net.example.bridge

import com.google.inject.Inject
import com.velocitypowered.api.event.Subscribe
import com.velocitypowered.api.event.connection.DisconnectEvent
import com.velocitypowered.api.event.connection.PostLoginEvent
import com.velocitypowered.api.event.player.PlayerChatEvent
import com.velocitypowered.api.event.proxy.ProxyInitializeEvent
import com.velocitypowered.api.plugin.Plugin
import com.velocitypowered.api.plugin.annotation.DataDirectory
import com.velocitypowered.api.proxy.ProxyServer
import java.nio.file.Files
import java.nio.file.Path
import java.util.Properties
import java.util.concurrent.ConcurrentLinkedQueue
import java.util.concurrent.TimeUnit

@Plugin(id = "discord-bridge", name = "Discord Bridge", version = "1.0.0")
class BridgePlugin @Inject constructor(
    private val proxy: ProxyServer,
    @DataDirectory private val dir: Path,
) {
    private val fila = ConcurrentLinkedQueue<String>()
    private lateinit var cfg: Properties

    @Subscribe
    fun onInit(e: ProxyInitializeEvent) {
        Files.createDirectories(dir)
        val file = dir.resolve("config.properties")
        if (Files.notExists(file)) {
            Files.writeString(file, "webhook=\npanel_events=\n")
        }
        cfg = Properties().apply { Files.newBufferedReader(file).use { load(it) } }
        proxy.scheduler.buildTask(this, Runnable { flush() }).repeat(2, TimeUnit.SECONDS).schedule()
    }

    @Subscribe
    fun onChat(e: PlayerChatEvent) = fila.add("**${e.player.username}**: ${e.message}")

    @Subscribe
    fun onJoin(e: PostLoginEvent) = fila.add(":green_circle: ${e.player.username} entrou")

    @Subscribe
    fun onQuit(e: DisconnectEvent) = fila.add(":red_circle: ${e.player.username} saiu")

    private fun flush() {
        if (fila.isEmpty()) return
        val linhas = generateSequence { fila.poll() }.take(20).joinToString("\n")
        val body = """{"content":"${Http.escape(linhas)}","allowed_mentions":{"parse":[]}}"""
        cfg.getProperty("webhook")?.takeIf { it.isNotBlank() }?.let { Http.postJson(it, body) }
        cfg.getProperty("panel_events")?.takeIf { it.isNotBlank() }?.let { Http.postJson(it, body) }
    }
}
