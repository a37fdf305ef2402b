android {
    signingConfigs {
        create("release") {
            val storePath = providers.gradleProperty("RELEASE_STORE_FILE")
                .orElse(providers.environmentVariable("RELEASE_STORE_FILE")).orNull
            if (storePath != null) {
                storeFile = file(storePath)
                storePassword = providers.gradleProperty("RELEASE_STORE_PASSWORD")
                    .orElse(providers.environmentVariable("RELEASE_STORE_PASSWORD")).get()
                keyAlias = providers.gradleProperty("RELEASE_KEY_ALIAS")
                    .orElse(providers.environmentVariable("RELEASE_KEY_ALIAS")).get()
                keyPassword = providers.gradleProperty("RELEASE_KEY_PASSWORD")
                    .orElse(providers.environmentVariable("RELEASE_KEY_PASSWORD")).get()
            }
        }
    }
    buildTypes {
        getByName("release") {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            signingConfig = signingConfigs.getByName("release").takeIf { it.storeFile != null }
                ?: signingConfigs.getByName("debug").also { logger.warn("Release signing not configured; using debug key") }
        }
    }
}
