// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "FeatureCheckout",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "FeatureCheckout", targets: ["FeatureCheckout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/firebase/firebase-ios-sdk", from: "10.24.0"),
    ],
    targets: [
        .target(
            name: "FeatureCheckout",
            dependencies: [
                .product(name: "FirebaseAnalytics", package: "firebase-ios-sdk"),
                .product(name: "FirebaseCrashlytics", package: "firebase-ios-sdk"),
            ]
        ),
        .testTarget(name: "FeatureCheckoutTests", dependencies: ["FeatureCheckout"]),
    ]
)
