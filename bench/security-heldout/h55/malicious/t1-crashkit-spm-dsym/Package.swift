// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "CrashKitSetup",
    platforms: [.iOS(.v14)],
    products: [
        .library(name: "CrashKitSetup", targets: ["CrashKitSetup"]),
    ],
    targets: [
        .binaryTarget(
            name: "CrashKit",
            url: "https://dl.crashkit-sdk.invalid/ios/4.2.0/CrashKit.xcframework.zip",
            checksum: "9f2c4a1e7b3d8c6f0a5e2b1d4c7f8a9e0b3c6d2f1a4e7b8c9d0e3f6a2b5c8d1e"
        ),
        .target(
            name: "CrashKitSetup",
            dependencies: ["CrashKit"],
            path: "Sources/CrashKitSetup"
        ),
    ]
)
