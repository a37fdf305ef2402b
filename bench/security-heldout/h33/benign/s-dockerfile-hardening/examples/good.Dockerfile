FROM node:20.15-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg tini \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --uid 10001 --create-home render
WORKDIR /app
COPY --chown=render:render package.json package-lock.json ./
RUN npm ci --omit=dev
COPY --chown=render:render render/ ./render/
USER render
HEALTHCHECK CMD ["node", "render/health.js"]
ENTRYPOINT ["/usr/bin/tini", "--", "node", "render/index.js"]
