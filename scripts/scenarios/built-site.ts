import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url))

/**
 * A private copy of the built site for this run, so that a rebuild of web/dist while the matrix
 * runs cannot pull files from under the workers. Builds the site first when there is none;
 * `site` (from `--site`) names another built site to serve.
 */
export function snapshotBuiltSite(outDir: string, site?: string): string {
  if (site) {
    if (!existsSync(resolve(site, 'index.html')))
      throw new Error(`--site ${site}: no index.html there; name a built site such as web/dist`)
  } else if (!existsSync(resolve(webDist, 'index.html'))) {
    console.log('scenarios: no built site in web/dist, building it (pnpm build)…')
    execFileSync('pnpm', ['--filter', '@playfront/web', 'build'], { stdio: 'inherit' })
  }
  const copy = resolve(outDir, '.site')
  rmSync(copy, { recursive: true, force: true })
  cpSync(site ?? webDist, copy, { recursive: true })
  return copy
}
