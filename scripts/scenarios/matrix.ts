import { themeCodes, themeColors, type ThemeCode } from '@playfront/contract/themes'

import { locales, type Locale } from '../../web/src/lib/locales.ts'

// The site's languages, as the site itself lists them.
export { locales, type Locale }

/** The key screens whose look is compared with a baseline, as flows of their own (`--visual`). */
export const visualFlowNames = [
  'visual-home',
  'visual-home-player',
  'visual-lobby',
  'visual-login',
  'visual-vip',
  'visual-deposit',
  'visual-maintenance',
  'visual-not-found',
] as const
export type VisualFlowName = (typeof visualFlowNames)[number]

/**
 * The flows that limit, lock out or verify the demo player. Each leaves the player changed (a
 * break keeps them out for good), which is safe only because every check starts from a reset mock.
 */
export const saferPlayFlowNames = [
  'deposit-limit',
  'time-out',
  'self-exclusion',
  'reality-check',
  'identity-withdrawal',
] as const

/** Every behaviour flow QA replays, in the order a cell runs them. Each has a module in flows/<name>.ts. */
export const behaviourFlowNames = [
  'startup',
  'maintenance',
  'invalid-theme-code',
  'invalid-theme-colour',
  'login',
  'login-wrong-password',
  'login-tac',
  'guest-redirect',
  'session-expiry',
  'not-found',
  'balance-unavailable',
  'disconnect',
  'locale-switch',
  'recently-played',
  'jackpot',
  ...saferPlayFlowNames,
  'fault-hang',
  'fault-malformed-json',
  'fault-html-502',
  'fault-dribble',
  'fault-random',
] as const

/** Every flow: the behaviour flows (the default selection), then the visual ones. */
export const flowNames = [...behaviourFlowNames, ...visualFlowNames] as const
export type FlowName = (typeof flowNames)[number]

export const isVisualFlow = (flow: string): flow is VisualFlowName =>
  (visualFlowNames as readonly string[]).includes(flow)

/** Where a guest lands on a protected page (spec section 2); the same rule holds after session expiry. */
export type GuestRule =
  | { kind: 'login-page'; path: '/login' }
  | { kind: 'modal'; path: '/'; modal: 'login' | 'sign-in'; delayMs: 1000 }

const loginModal: GuestRule = { kind: 'modal', path: '/', modal: 'login', delayMs: 1000 }
const signInModal: GuestRule = { kind: 'modal', path: '/', modal: 'sign-in', delayMs: 1000 }
const loginPage: GuestRule = { kind: 'login-page', path: '/login' }

export const guestRules: Record<ThemeCode, GuestRule> = {
  casino1: loginPage,
  casino2: loginPage,
  casino3: loginPage,
  casino4: loginPage,
  casino5: loginPage,
  casino6: loginPage,
  casino7: loginPage,
  slot1: loginPage,
  slot2: loginModal,
  slot3: loginPage,
  slot4: loginModal,
  slot5: signInModal,
  slot6: loginPage,
  slot7: loginPage,
  sportsbook1: loginModal,
}

/** One square of QA's grid: a flow replayed on one template (and colour) in one locale. */
export interface Cell {
  id: string
  template: ThemeCode
  colour?: string
  locale: Locale
  flow: FlowName
}

export interface MatrixSelection {
  templates: readonly ThemeCode[]
  locales: readonly Locale[]
  flows: readonly FlowName[]
  colours: 'seeded' | 'all'
}

/** `--grep` and `--grep-invert`: patterns over a check's id, as Playwright's flags over a test's title. */
export interface GrepSelection {
  grep?: string
  grepInvert?: string
}

/** Whether a check's id is kept by `--grep` (when given) and not left out by `--grep-invert`. */
export const matchesGrep = (id: string, { grep, grepInvert }: GrepSelection): boolean =>
  (grep === undefined || new RegExp(grep).test(id)) &&
  (grepInvert === undefined || !new RegExp(grepInvert).test(id))

export const cellId = (cell: Omit<Cell, 'id'>): string =>
  [cell.template, cell.colour, cell.locale, cell.flow].filter(Boolean).join('.')

/** The cells of a selection, grouped so that the flows of one template, colour and locale sit together. */
export function buildMatrix(selection: MatrixSelection): Cell[] {
  const cells: Cell[] = []
  for (const template of themeCodes.filter((code) => selection.templates.includes(code))) {
    const colours = selection.colours === 'all' ? [...themeColors[template]] : [undefined]
    for (const colour of colours)
      for (const locale of locales.filter((l) => selection.locales.includes(l)))
        for (const flow of flowNames.filter((f) => selection.flows.includes(f))) {
          const cell = { template, locale, flow, ...(colour ? { colour } : {}) }
          cells.push({ id: cellId(cell), ...cell })
        }
  }
  return cells
}

/**
 * The cells the run takes: the selection's, narrowed to `only` when `--last-failed`,
 * `--only-changed`, `--grep` or a shard chose some of them.
 *
 * @example chosenCells({ ...selection, only: ['slot2.zh.login'] }).map((c) => c.id) // ['slot2.zh.login']
 */
export const chosenCells = (selection: MatrixSelection & { only?: readonly string[] }): Cell[] =>
  buildMatrix(selection).filter((cell) => !selection.only || selection.only.includes(cell.id))
