import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { mockControl } from './mock-control.ts'

/** An amount as the site shows it (`₱1,234.50`) as a number: its digits and decimal point. */
export const amountIn = (text: string | null | undefined): number =>
  Number((text ?? '').replace(/[^\d.]/g, ''))

/** The header's balance as a number, read the way a player reads it. */
export async function balanceOf(page: Page): Promise<number> {
  return amountIn(await page.getByRole('status', { name: 'Balance' }).textContent())
}

export async function expectBalance(page: Page, want: number): Promise<void> {
  await expect.poll(() => balanceOf(page)).toBeCloseTo(want, 2)
}

export async function approveDeposit(request: APIRequestContext, depositId: number): Promise<void> {
  await mockControl(request).decideDeposit(depositId, 'approve')
}

/** The first game of a tenant, from the same call the lobbies use. */
export async function firstGame(
  request: APIRequestContext,
  tenant: string,
  externalId: string,
): Promise<{ game_code: string; game_name: string }> {
  const response = await request.post('/api/product/games', {
    data: {
      domain_name: `${tenant}.localhost`,
      external_id: externalId,
      game_type: 'slots',
      provider_code: '',
      keyword: '',
      page: 1,
      page_size: 1,
    },
  })
  const body = (await response.json()) as { value: { game_code: string; game_name: string }[] }
  const game = body.value[0]
  if (!game) throw new Error(`no slot game on ${tenant}`)
  return game
}
