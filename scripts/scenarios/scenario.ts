import type { ControlClient } from '@playfront/mock-server/control-client'
import type { Page } from '@playwright/test'
import type { Cell, GuestRule, Locale } from './matrix.ts'

/** The demo player every seeded tenant has. */
export const demoPlayer = { accountId: 'demo', password: 'demo1234' } as const

/** What a flow gets: the cell it replays, a fresh page, the worker's own mock, and the cell's expectations. */
export interface Scenario {
  cell: Cell
  page: Page
  mock: ControlClient
  /** The tenant's domain_name, e.g. 'slot2.localhost'. */
  domain: string
  /** Where this template sends a guest from a protected page. */
  guestRule: GuestRule
  /** The absolute URL of `path` on this cell's tenant in `locale` (the cell's own by default). */
  url(path: string, locale?: Locale): string
  /** A translated string of web/src/locales, in `locale` (the cell's own by default). */
  text(key: string, values?: Record<string, string>, locale?: Locale): string
}

export type FlowRun = (scenario: Scenario) => Promise<void>
