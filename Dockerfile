# syntax=docker/dockerfile:1
# TalentForge: one image for every mode. `node dist/server/main.js` is the router with the five subgraphs in one
# process (or, with ROUTER_MODE=http, the router alone); `node dist/server/serve.js <subgraph>` is one subgraph.
# e2e/dockerfile.test.ts runs these steps on a machine without Docker (docs/DEPLOY.md).

# Build: every dependency, the server bundle, the client and the PGlite template.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Run: production dependencies only, the build's output, the SDL and the migrations read at start; not root. npm's
# download cache is a build cache mount, so it is not left in either image.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/schema ./schema
COPY --from=build /app/drizzle/migrations ./drizzle/migrations
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV PORT=4000 HOST=0.0.0.0 DATA_DIR=/app/data
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/main.js"]
