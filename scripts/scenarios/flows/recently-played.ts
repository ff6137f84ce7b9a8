import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { headerBalance, openSignedIn } from '../steps/login.ts'
import { openInApp } from '../steps/site-ready.ts'

/**
 * The player opens the first game of the slots lobby; back on home, it leads the recently played
 * row, and the slots lobby's row too. Signed out, the device keeps the list: home shows it to the
 * guest after the game rows.
 */
export async function recentlyPlayed(s: Scenario): Promise<void> {
  await openSignedIn(s, '/slots')
  const lobby = s.page.getByRole('list', {
    name: s.text('lobby.gamesOf', { category: s.text('pages.slots.title') }),
  })
  const tile = lobby.getByRole('link').first()
  const game = new URL((await tile.getAttribute('href')) ?? '', s.url('/')).searchParams.get('game')
  const name = (await tile.locator('.game-card__name').textContent()) ?? ''
  await tile.click()
  await expect(
    s.page.getByTitle(s.text('ui-screens:play.frameTitle', { game: game ?? '' })),
  ).toBeVisible()

  const recent = s.page.getByRole('list', { name: s.text('lobby.recent'), exact: true })
  await openInApp(s, '/')
  await expect(recent.getByRole('link').first()).toContainText(name)
  await openInApp(s, '/slots')
  await expect(recent.getByRole('link').first()).toContainText(name)

  await s.page
    .getByRole('banner')
    .getByRole('button', { name: s.text('logout') })
    .click()
  await expect(headerBalance(s)).toHaveCount(0)
  await openInApp(s, '/')
  await expect(recent.getByRole('link').first()).toContainText(name)
  const headings = await s.page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents()
  expect(headings.indexOf(s.text('lobby.recent'))).toBeGreaterThan(
    headings.indexOf(s.text('lobby.new')),
  )
}
