# syntax=docker/dockerfile:1
# One Node service: the Next.js standalone server, the staff tool, the migrations. Data lives in
# the /app/data volume (embedded SQLite, demo mail). See docs/OPERATIONS.md.

FROM node:24-bookworm-slim AS deps
WORKDIR /src
# better-sqlite3 compiles from source when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# The build needs no database and no secrets. The privacy page is pre-rendered with the retention
# it states (docs/OPERATIONS.md, "Cleanup and the retention setting"); the runtime stage below keeps the same value.
ARG ENQUIRY_RETENTION_MONTHS=24
# The address the pages link to (canonical, hreflang, og:url, sitemap, RSS): without it the
# company's; with it, the container's SITE_URL must be the same or the server does not start.
ARG SITE_URL=
RUN if [ -n "$SITE_URL" ]; then export SITE_URL; else unset SITE_URL; fi; \
    ENQUIRY_RETENTION_MONTHS=$ENQUIRY_RETENTION_MONTHS npm run build

FROM node:24-bookworm-slim AS runtime
ARG ENQUIRY_RETENTION_MONTHS=24
# Production listens on every interface of the container (HOSTNAME). A demo (-e APP_ENV=demo)
# listens on loopback only, unreachable from outside the container, until the operator chooses
# otherwise with -e HOSTNAME_BIND=0.0.0.0: its accounts are published (README, docs/OPERATIONS.md).
ENV NODE_ENV=production APP_ENV=production PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/app/data ENQUIRY_RETENTION_MONTHS=$ENQUIRY_RETENTION_MONTHS
# Memory settings of the server process: server/runtime-settings.json, the one source (npm start
# reads it; server/runtime-settings.test.ts holds this line equal to it).
ENV NODE_OPTIONS="--max-old-space-size=200 --max-semi-space-size=4" MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 HEAP_GROWING_PERCENT=100 WASM_TIERING_BUDGET=2147483647 MALLOC_CONF=background_thread:true,narenas:2,dirty_decay_ms:1000,muzzy_decay_ms:0
# jemalloc for the server's malloc (server/heap.ts says why), at one path whatever the architecture.
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 && rm -rf /var/lib/apt/lists/* \
    && ln -s "$(ls /usr/lib/*-linux-gnu/libjemalloc.so.2)" /usr/local/lib/libjemalloc.so.2
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2
WORKDIR /app
RUN groupadd --system mille && useradd --system --gid mille --home-dir /app mille
COPY --from=build /src/.next/standalone ./
COPY --from=build /src/.next/static ./.next/static
COPY --from=build /src/public ./public
# /backups: where `node staff.mjs backup /backups/…` and the scheduled backup (BACKUP_DIR) write;
# a volume mounted there takes this owner (compose.yaml mounts one).
RUN mkdir -p /app/data /backups && chown mille:mille /app/data /backups
USER mille
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# server-preload.cjs (the server layer, server/, bundled into the standalone output by the build)
# gives route handlers the socket address, graceful shutdown and the rest: see server/index.ts.
CMD ["node", "-r", "./server-preload.cjs", "server.js"]
