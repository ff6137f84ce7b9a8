import { defineConfig } from 'vite'

// The site's service worker (src/service-worker/sw.ts): one classic script, `dist/sw.js`, at the
// root so that it controls every page. `scripts/build.ts` then writes the build's files into its
// precache list (workbox-build's injectManifest).
export default defineConfig({
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    copyPublicDir: false,
    rolldownOptions: {
      input: 'src/service-worker/sw.ts',
      output: { format: 'iife', entryFileNames: 'sw.js', codeSplitting: false },
    },
  },
})
