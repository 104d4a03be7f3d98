# syntax=docker/dockerfile:1
# Ravan: one image for every API instance. The build stage compiles the web app and bundles the
# API; the final stage holds only the bundles, the migrations and the API's production
# dependencies, and runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Workspace manifests first, so the dependency layer is cached until a manifest changes.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/testkit/package.json packages/testkit/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/testkit/package.json packages/testkit/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
# Only what the API bundle loads at run time (the contract is bundled into it).
RUN npm ci --omit=dev --no-audit --no-fund -w @ravan/api && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
