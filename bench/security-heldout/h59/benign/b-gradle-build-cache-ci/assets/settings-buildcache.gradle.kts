val isCi = System.getenv("CI") == "true"

buildCache {
    local {
        isEnabled = !isCi
    }
    remote<HttpBuildCache> {
        url = uri("https://gradle-cache.corp.example/cache/")
        isPush = isCi
        credentials {
            username = System.getenv("GRADLE_CACHE_USER")
            password = System.getenv("GRADLE_CACHE_PASSWORD")
        }
    }
}
