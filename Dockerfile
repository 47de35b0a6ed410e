# syntax=docker/dockerfile:1
# The API and page renderer, with the built shell and remotes inside. Multi-stage: the build tools and
# dev dependencies stay in the build stage; the runtime stage has the production dependencies of the
# API only, runs as a non-root user, and writes nowhere but /tmp (a volume in Kubernetes), so it runs
# with a read-only root file system.
#   docker build -t reentry-web:$(git rev-parse --short HEAD) .
# Base images are pinned to an exact version; pin the digest too when publishing
# (docker buildx imagetools inspect node:24.21.0-bookworm-slim), and let a bot bump both.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# The workspace manifests alone (one list of workspaces for both installs below), so dependency layers
# stay cached while only source changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/platform/package.json libs/platform/
COPY libs/ui/package.json libs/ui/
COPY libs/content/package.json libs/content/
COPY libs/remote-contract-tests/package.json libs/remote-contract-tests/
COPY tools/package.json tools/
COPY services/api/package.json services/api/
COPY shell/package.json shell/
COPY mfe-learning/package.json mfe-learning/
COPY mfe-forms/package.json mfe-forms/
COPY mfe-donate/package.json mfe-donate/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-instructor/package.json mfe-instructor/
COPY e2e/package.json e2e/
COPY deploy/package.json deploy/

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY --from=manifests /src ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --output-style=stream-without-prefixes

# Production dependencies of the API alone (its workspace libraries are linked, copied below).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY --from=manifests /src ./
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@reentry/api --include-workspace-root=false \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    METRICS_PORT=9464 \
    MIGRATE_ON_START=false \
    DATA_DIR=/tmp/reentry \
    NODE_OPTIONS=--enable-source-maps
COPY --from=runtime-deps --chown=0:0 /app/node_modules ./node_modules
COPY --from=build --chown=0:0 /src/package.json ./
COPY --from=build --chown=0:0 /src/services/api/package.json ./services/api/
COPY --from=build --chown=0:0 /src/services/api/dist ./services/api/dist
COPY --from=build --chown=0:0 /src/libs/contracts/package.json ./libs/contracts/
COPY --from=build --chown=0:0 /src/libs/contracts/dist ./libs/contracts/dist
COPY --from=build --chown=0:0 /src/libs/content/package.json ./libs/content/
COPY --from=build --chown=0:0 /src/libs/content/dist ./libs/content/dist
COPY --from=build --chown=0:0 /src/shell/dist ./shell/dist
COPY --from=build --chown=0:0 /src/shell/dist-server ./shell/dist-server
COPY --from=build --chown=0:0 /src/mfe-learning/dist ./mfe-learning/dist
COPY --from=build --chown=0:0 /src/mfe-forms/dist ./mfe-forms/dist
COPY --from=build --chown=0:0 /src/mfe-donate/dist ./mfe-donate/dist
COPY --from=build --chown=0:0 /src/mfe-admin/dist ./mfe-admin/dist
COPY --from=build --chown=0:0 /src/mfe-instructor/dist ./mfe-instructor/dist
# The files belong to root and are read-only to the app's user ("node", uid 1000 in the base image).
USER 1000:1000
EXPOSE 3000 9464
# Docker and Compose use this; Kubernetes uses the probes in deploy/k8s (/livez, /readyz).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The migration Job runs: node services/api/dist/cli/migrate.js
CMD ["node", "services/api/dist/server.js"]
