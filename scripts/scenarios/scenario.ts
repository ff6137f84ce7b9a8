import type { ControlClient } from '@playfront/mock-server/control-client'
import type { Page } from '@playwright/test'
import type { Cell, GuestRule, Locale } from './matrix.ts'
import type { Player } from './backend-flags.ts'

/** What a flow gets: the cell it replays, a fresh page, the worker's own mock, and the cell's expectations. */
export interface Scenario {
  cell: Cell
  page: Page
  mock: ControlClient
  /** Who logs in where the flow needs a player: the mock's demo player, or `--account`. */
  player: Player
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
