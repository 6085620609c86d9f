# Skin Circle: multi-stage build, runs as the unprivileged `node` user.
# docker build -t skincircle . && docker run -p 3000:3000 -e SESSION_SECRET=… -e ADMIN_USERNAME=… -e ADMIN_PASSWORD=… skincircle
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/drizzle ./drizzle
# The coach's trained models, read when it loads (src/server/modules/coach/model-files.ts); its labelled data
# (data/coach) is for training and tests only and stays out of the image.
COPY --from=build --chown=node:node /app/models/coach ./models/coach
# /data/pictures exists in the image, owned by node, so a volume mounted there (compose.yaml) is the app's to write.
RUN mkdir -p /data/pictures && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
