# ============================================================
# BAD EXAMPLE — teaching material for the hardening checklist.
# Each numbered issue is explained in SKILL.md. Do not reuse.
# ============================================================
FROM node:latest
# (1) unpinned base image
RUN apt-get update && apt-get install -y ffmpeg
# (2) no --no-install-recommends, apt cache kept
ENV STORAGE_KEY=AKIAFAKEFAKEFAKE0000
# (3) secret baked into the image (fake value)
COPY . /app
RUN chmod -R 777 /app
# (4) world-writable app folder
WORKDIR /app
RUN npm install
# (5) no USER line: runs as root
CMD ["node", "render.js"]
