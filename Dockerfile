# One image for every process (api, game-server, worker); docker-compose picks the command.
# Built in two stages: the build stage has the dev dependencies the web build needs; the runtime
# stage has only production dependencies, the built web app and the sources the processes run
# (TypeScript, through tsx, which is a runtime dependency), and runs as the unprivileged `node` user.
# all-in-one/test/image.test.ts replays these steps on every test run (no container engine is needed).

FROM node:20-bookworm-slim AS base
ENV PNPM_VERSION=10.34.9 TURBO_TELEMETRY_DISABLED=1 CI=true
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /app

FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm --filter @app/web build

FROM base AS runtime
ENV NODE_ENV=production
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages ./packages
COPY apps/api ./apps/api
COPY apps/game-server ./apps/game-server
RUN pnpm install --frozen-lockfile --prod --filter "@app/api..." --filter "@app/game-server..."
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Uploaded images are kept under DATA_DIR/media; docker-compose mounts a volume here, which takes
# this folder's owner, so the unprivileged user can write it.
ENV DATA_DIR=/app/data
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 2567
WORKDIR /app/apps/api
CMD ["node", "--import", "tsx", "src/main/api.ts"]
