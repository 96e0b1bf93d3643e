# Keep Memories Alive: one image for the API and the web app (npm start semantics).
# docker build -t keep-memories-alive .   (compose.yaml runs two of these behind nginx)

# Build: every dependency, then the web app (the browser's app and its server render) and the
# server's bundle (dist/server.mjs).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY packages/core packages/core
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# Run: production dependencies only, the server's bundle and the built web app. The server's
# sources stay for its migrations and for the maintenance commands (npm run make-admin, backup,
# restore), which run through tsx.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY packages/core/src packages/core/src
COPY apps/server/src apps/server/src
COPY tsconfig.base.json ./
COPY apps/server/tsconfig.json apps/server/
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/server/dist apps/server/dist
# The app is read-only to the user it runs as; only DATA_DIR (the embedded database, local
# uploads, the token secret) is writable.
RUN mkdir -p /data && chown node:node /data && chmod -R a-w /app
USER node
VOLUME /data
EXPOSE 3000
# /api/health answers 200 only after a round trip to the database (503 otherwise).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server's heap ceiling follows CACHE_MB (decision 063): worked out by plain node first.
CMD ["sh", "-c", "exec node $(node apps/server/src/ops/print-server-node-flags.mjs) apps/server/dist/server.mjs"]
