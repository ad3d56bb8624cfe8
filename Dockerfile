# One image for every role; docker-compose picks the command (migrate, server, worker).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY migrations/package.json migrations/
COPY server/package.json server/
COPY worker/package.json worker/
COPY client/package.json client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# The render worker prints PDFs with Debian's Chromium headless shell (fonts are embedded by the
# product): the same PDFs as the full browser for about a fifth of the CPU.
RUN apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 CLIENT_DIST=/app/client/dist CHROMIUM_PATH=/usr/lib/chromium/chromium-headless-shell
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "server/dist/main.js"]
