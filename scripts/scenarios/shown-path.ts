import { relative } from 'node:path'

/**
 * A path as the runner prints it: relative to where `pnpm scenarios` runs (the repository root)
 * when it lies inside, else whole, so that `../../` chains never appear.
 *
 * @example shownPath('/repo/reports/scenarios/index.html') // 'reports/scenarios/index.html'
 * @example shownPath('/srv/qa/baselines') // '/srv/qa/baselines'
 */
export function shownPath(path: string): string {
  const here = relative(process.cwd(), path)
  return here.startsWith('..') ? path : here || '.'
}

/**
 * A path as a shell command names it: as `shownPath` shows it, in single quotes when the shell
 * would split or expand it (a space, a `$`, a quote), so that a copied command runs as printed.
 *
 * @example commandPath('/srv/QA baselines') // "'/srv/QA baselines'"
 */
export function commandPath(path: string): string {
  const shown = shownPath(path)
  return /^[\w@%+=:,./-]+$/.test(shown) ? shown : `'${shown.replaceAll("'", `'\\''`)}'`
}
