import { createControlClient } from '@playfront/mock-server/control-client'
import type { Browser, Page } from 'playwright-core'
import { screens, type Shot, type TenantJob } from './gallery-plan.ts'

const demo = { accountId: 'demo', password: 'demo1234' }

async function settle(page: Page): Promise<void> {
  await page.locator('.layout').waitFor({ timeout: 15_000 })
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 4_000,
    })
    .catch(() => undefined)
  await page.evaluate(() => document.fonts.ready)
}

async function logIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`)
  const form = page.getByRole('tabpanel')
  await form.getByLabel('Username').fill(demo.accountId)
  await form.getByLabel('Password').fill(demo.password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('status', { name: 'Balance' }).waitFor({ timeout: 10_000 })
}

async function shoot(browser: Browser, origin: string, shot: Shot, outDir: string): Promise<void> {
  const context = await browser.newContext({ viewport: screens[shot.screen], deviceScaleFactor: 1 })
  await context.addInitScript(() => sessionStorage.setItem('site.announcement-seen', '1'))
  const page = await context.newPage()
  try {
    if (shot.player) await logIn(page, origin)
    await page.goto(`${origin}${shot.path}`)
    await settle(page)
    await page.screenshot({ path: `${outDir}/${shot.file}`, animations: 'disabled' })
  } finally {
    await context.close()
  }
}

type Progress = (shot: Shot, error?: unknown) => void

/** One tenant at a time per worker: its colour changes between shots, so its shots run in order. */
export async function runTenantJob(
  browser: Browser,
  port: number,
  job: TenantJob,
  outDir: string,
  progress: Progress,
): Promise<void> {
  const origin = `http://${job.code}.localhost:${port}`
  const mock = createControlClient({ baseUrl: `http://localhost:${port}` })
  let colour = ''
  for (const shot of job.shots) {
    if (shot.colour !== colour) {
      await mock.patchTenant(`${job.code}.localhost`, { theme_color: shot.colour })
      colour = shot.colour
    }
    try {
      await shoot(browser, origin, shot, outDir)
      progress(shot)
    } catch (error) {
      progress(shot, error)
    }
  }
}
