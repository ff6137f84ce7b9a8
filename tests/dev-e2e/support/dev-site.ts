import { test as base, expect, type Page } from '@playwright/test'
import { createControlClient, type ControlClient } from '@playfront/mock-server/control-client'
import { resetMock } from '../../e2e/support/mock-control.ts'
import { watchPageProblems } from '../../e2e/support/site.ts'

export const devPort = Number(process.env.DEV_E2E_PORT ?? 5180)
export const demo = { accountId: 'demo', password: 'demo1234' }

export const devUrl = (tenant: string, path = '/') => `http://${tenant}.localhost:${devPort}${path}`

/** What the browser said when it took over a page the server drew differently (dev/hydration-mismatch.ts, React's own words). */
export const isHydrationProblem = (message: string) =>
  /Hydration|hydrat(ed|ing) but|didn't match the client|server rendered (HTML|text)/i.test(message)

/**
 * A test of the developer loop: the mock, which every tab of `pnpm dev` shares, starts from its
 * seed, and the test fails if any page it opened could not be hydrated as the server drew it.
 */
export const test = base.extend<{ hydrationProblems: string[] }>({
  hydrationProblems: [
    async ({ page, request }, use) => {
      await resetMock(request)
      const problems = watchPageProblems(page)
      const seen: string[] = []
      await use(seen)
      seen.push(...problems.filter(isHydrationProblem))
      expect(seen, 'the browser could not hydrate a page as the server drew it').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }
export { amountIn } from '../../e2e/support/wallet.ts'

/** Opens a tenant in `pnpm dev` and waits for the page to be live; the once-per-tab announcement is marked seen so it does not cover the page. */
export async function openDev(page: Page, tenant: string, path = '/'): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('site.announcement-seen', '1'))
  await page.goto(devUrl(tenant, path))
  // The first visit after the dev server starts transforms every module once: slower than the next.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 45_000 })
}

export async function loginDev(page: Page, tenant: string): Promise<void> {
  await openDev(page, tenant, '/login')
  const form = page.getByRole('tabpanel')
  await form.getByLabel('Username').fill(demo.accountId)
  await form.getByLabel('Password').fill(demo.password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible()
  await expect(page).not.toHaveURL(/\/login/)
}

export const balanceText = (page: Page) => page.getByRole('status', { name: 'Balance' })

/** A `fetch` that runs inside the page, as the page's own calls do. */
export const pageFetch =
  (page: Page): typeof fetch =>
  async (input, init) => {
    const answer = await page.evaluate(
      async ({ url, method, headers, body }) => {
        const response = await fetch(url, { method, headers, body })
        return {
          status: response.status,
          headers: Object.fromEntries(response.headers),
          text: await response.text(),
        }
      },
      {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string> | undefined,
        body: init?.body as string | undefined,
      },
    )
    return new Response(answer.text, { status: answer.status, headers: answer.headers })
  }

/** The control API of the mock behind `pnpm dev`, called from the page as the panel calls it. */
export const mockInPage = (page: Page): ControlClient =>
  createControlClient({ fetch: pageFetch(page) })

/** Deposits through the cashier and has it approved at once through the control API; returns the deposit's id. */
export async function depositApproved(page: Page, tenant: string, amount: number): Promise<number> {
  await openDev(page, tenant, '/deposit')
  await page.getByRole('list', { name: 'Payment channels' }).getByRole('button').first().click()
  await page.getByRole('textbox', { name: 'Amount' }).fill(String(amount))
  await page.getByRole('button', { name: 'Continue' }).click()
  const answer = page.waitForResponse('**/api/wallet/deposit')
  await page.getByRole('button', { name: 'Confirm deposit' }).click()
  const deposit = ((await (await answer).json()) as { value: { deposit_id: number } }).value
  await mockInPage(page).decideDeposit(deposit.deposit_id, 'approve')
  return deposit.deposit_id
}

/** Opens the developer panel (a disclosure, closed by default). */
export async function openPanel(page: Page) {
  const panel = page.getByRole('group', { name: 'Developer panel' })
  await panel.getByText('Developer panel').click()
  await expect(panel.getByRole('button', { name: 'Reset to the seed' })).toBeVisible()
  return panel
}
