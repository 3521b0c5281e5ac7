# Shelter: docker build -t shelter . && docker run -p 3000:3000 -v shelter-data:/data shelter
# Without DATABASE_URL the app runs its own PostgreSQL (binaries inside node_modules) in /data.

FROM node:22-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so editing the code reuses this layer.
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The image's `node` user (uid 1000) runs the app and owns only its data; the code stays root's, read-only to it.
RUN mkdir -p /data && chown node:node /data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# `npm run user` and `npm run db:migrate` call it first; with no sources here it does nothing.
COPY --from=build /app/src/ensure-build.mjs ./src/ensure-build.mjs
USER node
VOLUME /data
EXPOSE 3000
# Slim images have no curl: Node's own fetch asks the app.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/src/server.js"]
