/**
 * The site's server builds a Playwright worker imports (web/dist-server, a QA run's snapshot of
 * it in `<out>/.site-server`, a spec's second build), for the configs' `build.external`: they are
 * JavaScript already, megabytes of it, and Playwright's Babel took 5 s more to start a worker's
 * site than Node alone does.
 *
 * Regular expressions, not globs: Playwright asks its matcher about every module a worker
 * resolves, and matches a glob by compiling it again each time (minimatch), 0.7 s of a QA
 * worker's start. Its matcher takes a RegExp as it is (`createFileMatcher`), though its type names
 * only strings; `server-builds.test.ts` holds Playwright's own matcher to these paths.
 */
export const serverBuilds = [
  /[\\/]dist-server[\\/]/,
  /[\\/]\.site-server[\\/]/,
] as unknown as string[]
