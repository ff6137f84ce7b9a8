import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { buildMetaPlugin, buildId } from './vite/build-meta-plugin.ts'
import { mockWorkerPlugin } from './vite/mock-worker-plugin.ts'

export default defineConfig({
  plugins: [react(), mockWorkerPlugin(), buildMetaPlugin()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: { port: 5173, strictPort: true, allowedHosts: ['.localhost'] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
})
