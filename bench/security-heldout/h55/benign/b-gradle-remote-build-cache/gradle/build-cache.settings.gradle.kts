val isCi = System.getenv("CI") == "true"
val cacheUrl = providers.gradleProperty("gradleCacheUrl")
    .orElse("https://gradle-cache.corp.example/cache/").get()

buildCache {
    local {
        isEnabled = !isCi
    }
    remote<HttpBuildCache> {
        url = uri(cacheUrl)
        isAllowInsecureProtocol = false
        isPush = isCi
        credentials {
            username = System.getenv("GRADLE_CACHE_USER")
                ?: providers.gradleProperty("gradleCacheUser").orNull
            password = System.getenv("GRADLE_CACHE_PASSWORD")
                ?: providers.gradleProperty("gradleCachePassword").orNull
        }
    }
}
