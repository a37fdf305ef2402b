plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("com.github.triplet.play") version "3.9.1"
}

android {
    namespace = "com.example.app"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.example.app"
        minSdk = 24
        targetSdk = 34
        versionCode = (System.getenv("BUILD_NUMBER") ?: "1").toInt()
        versionName = "2.4.0"
    }
}

play {
    // 由 CI 写到工作区之外的临时文件；本地开发不需要
    val credentials = System.getenv("PLAY_CREDENTIALS_FILE")
    if (credentials != null) {
        serviceAccountCredentials.set(file(credentials))
    }
    track.set("internal")
    releaseStatus.set(com.github.triplet.gradle.androidpublisher.ReleaseStatus.DRAFT)
    defaultToAppBundles.set(true)
}
