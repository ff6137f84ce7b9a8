/**
 * The site's server builds a Playwright worker imports (web/dist-server, a QA run's snapshot of
 * it in `<out>/.site-server`, a spec's second build), for the configs' `build.external`: they are
 * JavaScript already, megabytes of it, and Playwright's Babel took 5 s more to start a worker's
 * site than Node alone does.
 */
export const serverBuilds = ['**/dist-server/**', '**/.site-server/**']
