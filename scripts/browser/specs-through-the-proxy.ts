/**
 * The e2e specs that run through the validating proxy (`tests/playwright.proxy.config.ts`): the
 * login and money stories. `pnpm test` runs them there only, and leaves them out of its e2e step
 * (`scripts/test-all.ts`): the proxy passes on a call that keeps to the contract as it came, so
 * they prove behind it what they prove against the site's own mock, and the proxy holds their
 * every call and answer to the contract besides. `pnpm e2e` alone still runs them.
 *
 * @example specsThroughTheProxy.map((file) => `**\/${file}`) // the proxy config's testMatch
 */
export const specsThroughTheProxy = ['auth.spec.ts', 'wallet.spec.ts']

/**
 * Playwright's `--grep-invert` for the specs above: the title it reads starts with the test's
 * file name (`auth.spec.ts a player logs in …`).
 */
export const notThroughTheProxy = `(^| )(${specsThroughTheProxy
  .map((file) => file.replaceAll('.', '\\.'))
  .join('|')}) `
