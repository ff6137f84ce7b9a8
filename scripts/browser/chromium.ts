/**
 * Finds a Chromium for Playwright on this machine, and installs Debian's when none is found and
 * we may (root on Debian). Playwright cannot download its own browser here, so every browser
 * run of the project (e2e specs, scenarios, gallery, benchmarks) goes through this module.
 *
 * Automated runs (e2e, scenarios, gallery, the web benchmark) prefer Chromium's headless shell
 * ({@link ensureHeadlessShell}): the same engine without the desktop browser around it, which is
 * what Playwright itself launches for headless runs. On a 2-core machine it takes about 40% less
 * CPU per scenario check than the full browser in its new headless mode. Lighthouse needs the full
 * browser and keeps {@link ensureChromium}.
 *
 * @example
 *   const executablePath = ensureHeadlessShell()
 *   const browser = await chromium.launch({ executablePath, args: chromiumArgs })
 */
import { accessSync, constants } from 'node:fs'
import { createRequire } from 'node:module'
import { cjkFontPackage, hasCjkFont } from './cjk-font.ts'
import { aptInstall, canInstallDebianPackages, latinFontPackage } from './debian-install.ts'

/** Flags that keep a headless Chromium quiet on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function playwrightOwnChromium(): string | undefined {
  try {
    const require = createRequire(import.meta.url)
    const { chromium } = require('playwright-core') as { chromium: { executablePath(): string } }
    const path = chromium.executablePath()
    return path && isExecutable(path) ? path : undefined
  } catch {
    return undefined
  }
}

/** Debian's package of the headless shell (`chromium-headless-shell`, the same version as `chromium`). */
export const headlessShellPackage = 'chromium-headless-shell'

const headlessShellPaths = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
]

/**
 * The headless shell: `CHROMIUM_HEADLESS_SHELL_PATH`, then Debian's. `CHROMIUM_PATH`, when set,
 * wins over both: whoever names a browser gets that browser.
 */
export function findHeadlessShell(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_HEADLESS_SHELL_PATH
  if (fromEnv) {
    if (!isExecutable(fromEnv))
      throw new Error(`CHROMIUM_HEADLESS_SHELL_PATH=${fromEnv} is not an executable file`)
    return fromEnv
  }
  return headlessShellPaths.find(isExecutable)
}

/** The first Chromium found: `CHROMIUM_PATH`, then the system one, then Playwright's own. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_PATH ?? env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH
  if (fromEnv) {
    if (!isExecutable(fromEnv))
      throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`)
    return fromEnv
  }
  return systemPaths.find(isExecutable) ?? playwrightOwnChromium()
}

/** Like {@link findChromium}, but installs Debian's `chromium` package when none is found. */
export function ensureChromium(env: NodeJS.ProcessEnv = process.env): string {
  const found = findChromium(env)
  if (found) return found
  if (!canInstallDebianPackages()) {
    throw new Error(
      'No Chromium found. Set CHROMIUM_PATH, or install one (Debian: apt-get install chromium).',
    )
  }
  console.log("No Chromium found: installing Debian's chromium package...")
  aptInstall(['chromium', latinFontPackage, ...(hasCjkFont() ? [] : [cjkFontPackage])])
  const installed = findChromium(env)
  if (!installed) throw new Error('chromium was installed but no executable was found')
  return installed
}

/**
 * The browser of automated runs: `CHROMIUM_PATH` when set, else the headless shell (installing
 * Debian's `chromium-headless-shell` when it is missing and we may), else the full Chromium.
 * The committed visual baselines are taken with the headless shell: the full browser draws
 * Chinese glyphs a little differently, so a run on it reports the zh cells as changed.
 *
 * @example
 *   const browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
 */
export function ensureHeadlessShell(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH || env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) return ensureChromium(env)
  const found = findHeadlessShell(env)
  if (found) return found
  if (canInstallDebianPackages()) {
    console.log(
      `No Chromium headless shell found: installing Debian's ${headlessShellPackage} package...`,
    )
    aptInstall([headlessShellPackage, latinFontPackage, ...(hasCjkFont() ? [] : [cjkFontPackage])])
    const installed = findHeadlessShell(env)
    if (installed) return installed
  }
  const chromium = ensureChromium(env)
  console.warn(
    `No Chromium headless shell (${headlessShellPackage}): running on ${chromium}, which costs more CPU and draws zh screenshots slightly differently from the committed baselines.`,
  )
  return chromium
}
