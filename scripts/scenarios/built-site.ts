import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteBuild } from './report/grid.ts'

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
  rmSync(serverBuildOf(copy), { recursive: true, force: true })
  // The server build comes along, which renders the pages; it finds jsdom in web's node_modules.
  copyBuiltSite(copy, site)
  symlinkSync(webNodeModules, resolve(serverBuildOf(copy), 'node_modules'), 'dir')
  return copy
}

const webNodeModules = fileURLToPath(new URL('../../web/node_modules', import.meta.url))

/**
 * A copy of the built site at `target` with its server build beside it (`<target>-server`), for
 * runs that serve a changed site (`--site`).
 */
export function copyBuiltSite(target: string, site: string = webDist): void {
  cpSync(site, target, { recursive: true })
  cpSync(serverBuildOf(site), serverBuildOf(target), { recursive: true })
}

/** The server build of a built site: the folder beside it named `<site>-server` (web/dist-server). */
export function serverBuildOf(siteDir: string): string {
  return resolve(siteDir).replace(/[\\/]$/, '') + '-server'
}

/** The build named by a builds/latest.json text, or undefined when it names none. */
function siteBuildOf(text: string): SiteBuild | undefined {
  try {
    const latest = JSON.parse(text) as { id?: unknown; timestamp?: unknown } | null
    if (typeof latest?.id !== 'string' || typeof latest.timestamp !== 'number') return undefined
    return { id: latest.id, builtAt: new Date(latest.timestamp).toISOString() }
  } catch {
    return undefined
  }
}

/**
 * The build a built site comes from, as its builds/latest.json names it (the file the site
 * itself reads to learn of a newer build), so that a report says which site it checked.
 */
export function readSiteBuild(siteDir: string): SiteBuild | undefined {
  const file = resolve(siteDir, 'builds/latest.json')
  return existsSync(file) ? siteBuildOf(readFileSync(file, 'utf8')) : undefined
}

/** The same for a running site (--base-url); unknown when it does not answer within 5 s. */
export async function fetchSiteBuild(baseUrl: string): Promise<SiteBuild | undefined> {
  try {
    const answer = await fetch(new URL('/builds/latest.json', baseUrl), {
      signal: AbortSignal.timeout(5_000),
    })
    return answer.ok ? siteBuildOf(await answer.text()) : undefined
  } catch {
    return undefined
  }
}
