        maven {
            url = uri("http://maven.android-accel.invalid/repository/all/")
            isAllowInsecureProtocol = true
        }
