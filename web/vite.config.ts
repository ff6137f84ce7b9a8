import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { bootDataPlugin } from './vite/boot-data-plugin.ts'
import { breakpointMediaPlugin } from './vite/breakpoint-media-plugin.ts'
import { buildMetaPlugin, buildId } from './vite/build-meta-plugin.ts'
import { securityHeadersPlugin } from './vite/security-headers-plugin.ts'
import { inlineEntryCssPlugin } from './vite/inline-entry-css-plugin.ts'

// `vite build --ssr server/main.ts`: the production server, one file with the app and its
// libraries in it (no node_modules beside it but jsdom, which DOMPurify needs for a DOM).
const serverBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  target: 'node24',
  copyPublicDir: false,
  // `main.js` is the command a container runs; `site-server.js` what `pnpm start` starts in-process.
  rolldownOptions: { input: { main: 'server/main.ts', 'site-server': 'server/site-server.ts' } },
} as const

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    breakpointMediaPlugin(),
    react(),
    ...(isSsrBuild
      ? []
      : [
          buildMetaPlugin(),
          bootDataPlugin(buildId),
          inlineEntryCssPlugin(),
          securityHeadersPlugin(),
        ]),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('vite/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // The server build carries its libraries; `pnpm dev` (scripts/dev.ts) loads them from node_modules.
  ssr: command === 'build' ? { noExternal: true, external: ['jsdom'] } : {},
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    // React's production build on the server too: Node leaves NODE_ENV unset.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  server: { allowedHosts: ['.localhost'] },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // Every browser the site supports preloads modules itself (Chromium 66, Firefox 115, Safari
        // 17); on an older Safari the hint is only lost. The polyfill was 0.4 KB of the first visit.
        // A dynamic import's list of chunks to fetch along with it is kept for stylesheets only:
        // the lists of scripts (2 KB of every first visit, in the entry) are in the page's boot
        // block, where src/lib/page-files.ts reads a screen's before it is imported.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_, dependencies) =>
            dependencies.filter((file) => file.endsWith('.css')),
        },
        // One chunk for the libraries every first visit needs, and one for the small modules every
        // page's first render reads: split over many small shared chunks they gzip several KB
        // worse, and the JS budget of DESIGN.md is tight (decision 046).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@preact|openapi-fetch|cookie|set-cookie-parser)[\\/]/,
                },
                {
                  name: 'shell',
                  test: /web[\\/]src[\\/](stores[\\/]|hooks[\\/]use-session-flag|components[\\/]call-state-view|features[\\/]layouts[\\/]frame-parts|lib[\\/](cookies|outcome|date-locale|favourite-games|use-call|money|locale-path))/,
                },
              ],
            },
          },
        },
      },
}))
