import { expect, type Page } from '@playwright/test'
import { createControlClient, type ControlClient } from '@playfront/mock-server/control-client'

export const devPort = Number(process.env.DEV_E2E_PORT ?? 5180)
export const demo = { accountId: 'demo', password: 'demo1234' }

export const devUrl = (tenant: string, path = '/') => `http://${tenant}.localhost:${devPort}${path}`

/** Opens a tenant in `pnpm dev`; the once-per-tab announcement is marked seen so it does not cover the page. */
export async function openDev(page: Page, tenant: string, path = '/'): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('site.announcement-seen', '1'))
  await page.goto(devUrl(tenant, path))
  // A fresh context installs the worker and builds the seed first: slower than a warm reload.
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 30_000 })
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

/** A `fetch` that runs inside the page, the only place the in-page mock answers. */
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

/** The control API of the page's in-page mock. */
export const mockInPage = (page: Page): ControlClient =>
  createControlClient({ fetch: pageFetch(page) })

/** The page's clock now, to pass to {@link waitForSave} before a change. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now())

/** Waits until the world has been saved after `since` (the save is debounced after each change). */
export const waitForSave = (page: Page, since: number) =>
  waitForSavedWorld(page, { savedSince: since })

export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

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

/**
 * Waits until the saved world holds the deposit as approved. A save that merely started after the
 * approval was asked for may have been taken before the mock handled it, so time alone is no proof.
 */
export const waitForSavedApproval = (page: Page, depositId: number) =>
  waitForSavedWorld(page, { approvedDeposit: depositId })

/**
 * Waits until the world saved in IndexedDB was saved since `savedSince` and/or holds `approvedDeposit`
 * as approved. Polled through `evaluate`, which awaits the page's promise (a promise returned to
 * `waitForFunction` counts as truthy at once).
 */
async function waitForSavedWorld(
  page: Page,
  want: { savedSince?: number; approvedDeposit?: number },
): Promise<void> {
  const savedAsWanted = () =>
    page.evaluate(
      (want) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('playfront-mock')
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('world')) return resolve(false)
            const get = db.transaction('world').objectStore('world').get('current')
            get.onsuccess = () => {
              const saved = get.result as
                | {
                    saved_at: string
                    state: { deposits?: { deposit_id: number; status: string }[] }
                  }
                | undefined
              if (!saved) return resolve(false)
              const recent =
                want.savedSince === undefined || Date.parse(saved.saved_at) >= want.savedSince
              const approved =
                want.approvedDeposit === undefined ||
                (saved.state.deposits ?? []).some(
                  (d) => d.deposit_id === want.approvedDeposit && d.status === 'approved',
                )
              resolve(recent && approved)
            }
            get.onerror = () => resolve(false)
          }
          open.onerror = () => resolve(false)
        }),
      want,
    )
  await expect.poll(savedAsWanted, { timeout: 10_000 }).toBe(true)
}

/** Opens the developer panel (a disclosure, closed by default). */
export async function openPanel(page: Page) {
  const panel = page.getByRole('group', { name: 'Developer panel' })
  await panel.getByText('Developer panel').click()
  await expect(panel.getByRole('button', { name: 'Reset to the seed' })).toBeVisible()
  return panel
}
