import { themeCodes, type ThemeCode } from '@playfront/contract/themes'
import { layoutForTheme } from '../../../web/src/features/layouts/template-layout.ts'
import {
  behaviourFlowNames,
  flowNames,
  locales,
  saferPlayFlowNames,
  visualFlowNames,
  type FlowName,
  type Locale,
} from '../matrix.ts'

/**
 * The checks a changed file can affect: the templates, locales and flows it reaches (each
 * undefined for all of them), or none. `why` says which rule of {@link pathRules} decided.
 */
export interface PathReach {
  reach: { templates?: ThemeCode[]; locales?: Locale[]; flows?: FlowName[] } | 'none'
  why: string
}

const everything = (why: string): PathReach => ({ reach: {}, why })
const nothing = (why: string): PathReach => ({ reach: 'none', why })
const flows = (why: string, names: readonly FlowName[]): PathReach =>
  names.length ? { reach: { flows: [...new Set(names)] }, why } : nothing(why)

const faultFlows = behaviourFlowNames.filter((flow) => flow.startsWith('fault-'))
/** Open the login page, then land on home signed in (or fail to). */
const loginFlows: FlowName[] = [
  'login',
  'login-wrong-password',
  'login-tac',
  'disconnect',
  'balance-unavailable',
  ...faultFlows,
  'visual-login',
]
/** Draw home, as a guest or as a player. */
const homeFlows: FlowName[] = [
  'startup',
  'session-expiry',
  'not-found',
  'guest-redirect',
  'jackpot',
  'recently-played',
  ...loginFlows,
  'visual-home',
  'visual-home-player',
]
/** Open /responsible-gaming signed in (identity-withdrawal, the fifth of saferPlayFlowNames, opens /withdrawal). */
const responsibleGamingFlows = saferPlayFlowNames.filter((flow) => flow !== 'identity-withdrawal')
const every = 'every' as const

/**
 * Each feature of `web/src/features` and the flows whose pages use it: `every` for the ones the
 * shell draws on every page (the header, the footer, the dialogs, the head). A feature missing
 * here fails a test, so that a new one is placed on purpose.
 */
export const featureFlows: Record<string, readonly FlowName[] | typeof every> = {
  account: ['guest-redirect', 'session-expiry'],
  analytics: every,
  auth: every,
  bank: ['identity-withdrawal', 'visual-deposit'],
  'build-freshness': every,
  cms: every,
  content: every,
  download: every,
  errors: every,
  history: ['deposit-limit', 'visual-deposit'],
  home: homeFlows,
  identity: ['identity-withdrawal'],
  inbox: every,
  jackpot: homeFlows,
  layouts: every,
  'live-chat': every,
  lobby: [...homeFlows, 'visual-lobby'],
  locale: every,
  mission: [],
  news: [],
  palettes: every,
  play: ['recently-played'],
  profile: [],
  promotions: ['locale-switch'],
  'recently-played': [...homeFlows, 'visual-lobby'],
  referral: [],
  register: every,
  review: [],
  'safer-play': every,
  seo: every,
  site: every,
  spin: [],
  tracking: every,
  vip: ['visual-vip'],
  wallet: [...saferPlayFlowNames, 'visual-deposit'],
}

/** The pages of `web/src/app/pages` that flows open, by the start of their file name. */
const pageFlows: [prefix: string, flows: readonly FlowName[] | typeof every][] = [
  ['home-', homeFlows],
  ['recently-played-rows', [...homeFlows, 'visual-lobby']],
  ['login-page', [...loginFlows, 'guest-redirect', 'session-expiry']],
  ['account-page', ['guest-redirect', 'session-expiry']],
  ['lobby-screen', ['recently-played', 'visual-lobby']],
  ['slots-page', ['recently-played', 'visual-lobby']],
  ['responsible-gaming-page', responsibleGamingFlows],
  ['withdrawal-page', ['identity-withdrawal']],
  ['verification-page', ['identity-withdrawal']],
  ['deposit-page', ['deposit-limit', 'visual-deposit']],
  ['promotions-page', ['locale-switch']],
  ['vip-page', ['visual-vip']],
  ['preloader-page', every],
]

const themesOfLayout = (layout: string) =>
  themeCodes.filter((theme) => layoutForTheme(theme) === layout)

type Rule = [pattern: RegExp, reach: (match: RegExpExecArray) => PathReach]

/**
 * From a repository path to the checks it can affect, first match wins: tests and documents
 * reach none; a template's layout or colours that template; a locale's strings that locale; a
 * feature the flows that use it; a flow its own checks; the contract, the mock, the shell, the
 * build and the runner everything; and a path no rule knows, everything, to be safe.
 */
export const pathRules: Rule[] = [
  [/(^|\/)[^/]+\.(test|spec)\.tsx?$|\.check\.ts$/, () => nothing('a test of its own')],
  [/\.md$|^docs\/|^LICENSE/, () => nothing('a document')],
  [/^tests\//, () => nothing('the e2e specs, run by pnpm e2e')],
  [/^\.github\/|^\.ci\/|^web\/Dockerfile$|^\.dockerignore$/, () => nothing('CI and packaging')],
  [/^scripts\/(bench|verify|gallery)\//, () => nothing('another tool')],
  [/^web\/src\/(dev|testing)\//, () => nothing('the developer panel and test helpers, not built')],
  [/^(eslint\.config\.js|\.prettier\w*|\.gitignore|\.editorconfig)$/, () => nothing('lint')],
  [
    /^scripts\/scenarios\/baselines\/([^/]+)\//,
    (m) => ofTemplates(`a baseline of ${m[1]}`, [m[1]!], visualFlowNames),
  ],
  [
    /^scripts\/scenarios\/flows\/([^/]+)\.ts$/,
    (m) =>
      isFlow(m[1]!) ? flows(`the ${m[1]} flow`, [m[1]]) : everything('a flow the matrix lacks'),
  ],
  [/^scripts\/scenarios\/visual\//, () => flows('the visual comparison', visualFlowNames)],
  [/^scripts\/scenarios\/report\//, () => nothing("the report's writing, not a check")],
  [/^scripts\/(scenarios|browser)\//, () => everything('the runner')],
  [/^web\/src\/locales\/([^/]+)\//, (m) => ofLocale(m[1]!)],
  [
    /^web\/src\/features\/layouts\/variants\/([^/.]+)\.\w+$/,
    (m) => ofTemplates(`the ${m[1]} layout`, themesOfLayout(m[1]!)),
  ],
  [
    /^web\/src\/features\/palettes\/generated\/([^/.]+)\.css$/,
    (m) =>
      (themeCodes as readonly string[]).includes(m[1]!)
        ? ofTemplates(`the colours of ${m[1]}`, [m[1]!])
        : everything('the colours of every template'),
  ],
  [/^web\/src\/features\/([^/]+)\//, (m) => ofFeature(m[1]!)],
  [/^web\/src\/app\/pages\/([^/]+)$/, (m) => ofPage(m[1]!)],
  [/^web\//, () => everything('the shell, the build or the server')],
  [/^contract\//, () => everything('the contract')],
  [/^mock-server\//, () => everything('the mock')],
  [/./, () => everything('not in the table of paths')],
]

function isFlow(name: string): name is FlowName {
  return (flowNames as readonly string[]).includes(name)
}

function ofTemplates(why: string, templates: string[], only?: readonly FlowName[]): PathReach {
  const known = templates.filter((t): t is ThemeCode =>
    (themeCodes as readonly string[]).includes(t),
  )
  if (!known.length) return nothing(`${why}: no template uses it`)
  return { reach: { templates: known, ...(only ? { flows: [...only] } : {}) }, why }
}

function ofLocale(locale: string): PathReach {
  return (locales as readonly string[]).includes(locale)
    ? { reach: { locales: [locale as Locale] }, why: `the ${locale} strings` }
    : everything('strings of every locale')
}

function ofFeature(feature: string): PathReach {
  const used = featureFlows[feature]
  if (used === undefined) return everything(`the ${feature} feature, not in the table of features`)
  if (used === every) return everything(`the ${feature} feature, on every page`)
  return flows(
    used.length ? `the ${feature} feature` : `the ${feature} feature: no flow opens its pages`,
    used,
  )
}

function ofPage(file: string): PathReach {
  const page = pageFlows.find(([prefix]) => file.startsWith(prefix))
  if (!page) return nothing(`the page ${file}: no flow opens it`)
  const [, used] = page
  return used === every ? everything(`the page ${file}`) : flows(`the page ${file}`, used)
}

/**
 * What a repository path (relative to its root, with `/`) can affect, by {@link pathRules}.
 *
 * @example reachOf('web/src/features/layouts/variants/template9.css') // { reach: { templates: ['slot2'] }, why: 'the template9 layout' }
 */
export function reachOf(path: string): PathReach {
  for (const [pattern, reach] of pathRules) {
    const match = pattern.exec(path)
    if (match) return reach(match)
  }
  return everything('not in the table of paths')
}
