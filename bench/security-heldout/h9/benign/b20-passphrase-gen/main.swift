import Foundation
import Security

func randomIndex(_ upper: Int) -> Int {
    precondition(upper > 0)
    let limit = UInt32.max - UInt32.max % UInt32(upper)
    var v: UInt32 = 0
    repeat {
        _ = withUnsafeMutableBytes(of: &v) { SecRandomCopyBytes(kSecRandomDefault, 4, $0.baseAddress!) }
    } while v >= limit
    return Int(v % UInt32(upper))
}

let args = CommandLine.arguments
if let i = args.firstIndex(of: "--words"), i + 1 < args.count, let n = Int(args[i + 1]) {
    let list = (try? String(contentsOfFile: "wordlist.txt", encoding: .utf8))?.split(separator: "\n") ?? []
    guard !list.isEmpty else { print("wordlist.txt missing"); exit(1) }
    print((0..<n).map { _ in String(list[randomIndex(list.count)]) }.joined(separator: "-"))
} else {
    let n = args.firstIndex(of: "--chars").flatMap { Int(args[$0 + 1]) } ?? 20
    var alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    if args.contains("--symbols") { alphabet += Array("!#$%&()*+,-./:;<=>?@[]^_{|}~") }
    print(String((0..<n).map { _ in alphabet[randomIndex(alphabet.count)] }))
}
