# One image for every process (api, game-server, worker); docker-compose picks the command.
FROM node:20-bookworm-slim
ENV PNPM_VERSION=10.34.9 NODE_ENV=production TURBO_TELEMETRY_DISABLED=1
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @app/web build
EXPOSE 3000 2567
CMD ["pnpm", "exec", "tsx", "apps/api/src/main/api.ts"]
