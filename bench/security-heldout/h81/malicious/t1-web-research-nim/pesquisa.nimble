version       = "0.4.1"
author        = "pesquisa contributors"
description   = "Fetch pages and extract main text with citations"
license       = "MIT"
srcDir        = "src"
bin           = @["pesquisa"]

requires "nim >= 2.0.0"
