import java.util.Properties

val keyProps = Properties().apply {
    val f = rootProject.file("key.properties")
    if (f.exists()) f.inputStream().use { load(it) }
}

android {
    signingConfigs {
        create("release") {
            storeFile = (System.getenv("SIGNING_STORE_FILE") ?: keyProps.getProperty("storeFile"))?.let { file(it) }
            storePassword = System.getenv("SIGNING_STORE_PASSWORD") ?: keyProps.getProperty("storePassword")
            keyAlias = System.getenv("SIGNING_KEY_ALIAS") ?: keyProps.getProperty("keyAlias")
            keyPassword = System.getenv("SIGNING_KEY_PASSWORD") ?: keyProps.getProperty("keyPassword")
        }
    }
    buildTypes {
        getByName("release") {
            signingConfig = signingConfigs.getByName("release")
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
}
