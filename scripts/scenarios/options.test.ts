import { describe, expect, it } from 'vitest'
import { FlagError } from './flag-error.ts'
import { behaviourFlowNames, visualFlowNames } from './matrix.ts'
import { parseFlags } from './options.ts'

describe('parseFlags', () => {
  const rows: [string, { given: string[]; want: Record<string, unknown> }][] = [
    [
      'no flags: everything, one worker per core',
      { given: [], want: { command: 'run', colours: 'seeded', workers: 4, breaks: [] } },
    ],
    [
      'a subset',
      {
        given: ['--template', 'slot2,casino1', '--locale', 'zh', '--flow', 'login'],
        want: { templates: ['slot2', 'casino1'], locales: ['zh'], flows: ['login'] },
      },
    ],
    [
      'inline values',
      {
        given: ['--template=sportsbook1', '--flow=startup,not-found'],
        want: { templates: ['sportsbook1'], flows: ['startup', 'not-found'] },
      },
    ],
    ['every colour, spelt either way', { given: ['--colors', 'all'], want: { colours: 'all' } }],
    [
      'a running site: one worker by default',
      {
        given: ['--base-url', 'http://localhost:8080/'],
        want: { baseUrl: 'http://localhost:8080', workers: 1 },
      },
    ],
    [
      'workers and shard',
      {
        given: ['--workers', '3', '--shard', '2/3'],
        want: { workers: 3, shard: { current: 2, total: 3 } },
      },
    ],
    ['a deliberate break', { given: ['--break', 'startup'], want: { breaks: ['startup'] } }],
    [
      'no --workers: the runner picks them from what the machine can take',
      { given: [], want: { autoWorkers: true } },
    ],
    ['--workers as given', { given: ['--workers', '2'], want: { workers: 2, autoWorkers: false } }],
    [
      'a running site: one worker, as given',
      { given: ['--base-url', 'http://localhost:8080'], want: { autoWorkers: false } },
    ],
    ['report folder', { given: ['--out', 'reports/shard-1'], want: { outDir: 'reports/shard-1' } }],
    [
      'merge as a command',
      {
        given: ['merge', 'a', 'b'],
        want: { command: 'merge', inputs: ['a', 'b'], outDir: 'reports/scenarios' },
      },
    ],
    [
      'merge as a flag',
      {
        given: ['--merge', 'a', '--out', 'm'],
        want: { command: 'merge', inputs: ['a'], outDir: 'm' },
      },
    ],
    [
      'the behaviour flows by default',
      {
        given: [],
        want: {
          flows: [...behaviourFlowNames],
          visual: false,
          update: false,
          lastFailed: false,
          list: false,
        },
      },
    ],
    [
      '--visual adds every visual flow',
      {
        given: ['--visual', '--flow', 'login'],
        want: { flows: ['login', ...visualFlowNames], visual: true },
      },
    ],
    [
      '--visual with named visual flows keeps to them',
      { given: ['--visual', '--flow', 'visual-home'], want: { flows: ['visual-home'] } },
    ],
    [
      '--update rewrites the baselines of a visual run',
      {
        given: ['--update', '--baselines', 'b', '--site', 'dist2'],
        want: { visual: true, update: true, baselinesDir: 'b', site: 'dist2' },
      },
    ],
    ['re-run what failed or changed', { given: ['--last-failed'], want: { lastFailed: true } }],
    [
      'what is not committed yet, as Playwright reads --only-changed alone',
      { given: ['--only-changed', '--list'], want: { onlyChanged: 'HEAD', list: true } },
    ],
    [
      'what changed since a ref',
      {
        given: ['--only-changed', 'origin/main', '--workers', '1'],
        want: { onlyChanged: 'origin/main', workers: 1 },
      },
    ],
    ['a ref written inline', { given: ['--only-changed=HEAD~2'], want: { onlyChanged: 'HEAD~2' } }],
    [
      'what changed, in shards (every machine reads the same diff)',
      {
        given: ['--only-changed', 'main', '--shard', '2/3'],
        want: { onlyChanged: 'main', shard: { current: 2, total: 3 } },
      },
    ],
    ['print the checks without running them', { given: ['--list'], want: { list: true } }],
    [
      "the checks whose id matches, and not those of the other, as Playwright's --grep and --grep-invert",
      {
        given: ['--grep', 'casino1\\.', '--grep-invert', '\\.zh\\.fault-'],
        want: { grep: 'casino1\\.', grepInvert: '\\.zh\\.fault-' },
      },
    ],
    [
      'approve named cells',
      {
        given: ['approve', 'casino1.en.visual-home', 'slot2.zh.visual-login'],
        want: {
          command: 'approve',
          ids: ['casino1.en.visual-home', 'slot2.zh.visual-login'],
          outDir: 'reports/scenarios',
        },
      },
    ],
    ['help', { given: ['--help', '--template', 'nope'], want: { command: 'help' } }],
    [
      'the demo player unless told otherwise',
      { given: [], want: { player: { accountId: 'demo', password: 'demo1234' } } },
    ],
    [
      "a staging backend with its QA player: the mock's tenant names unless --domain",
      {
        given: [
          '--backend',
          'https://api.qa.example/v1/',
          '--account',
          'qa1',
          '--password',
          's3cret',
        ],
        want: {
          backend: { url: 'https://api.qa.example', domain: '{template}.localhost' },
          player: { accountId: 'qa1', password: 's3cret' },
          workers: 4,
        },
      },
    ],
    [
      'the tenants of a staging backend by their names',
      {
        given: ['--backend', 'http://127.0.0.1:4010', '--domain', '{template}.QA.example'],
        want: { backend: { url: 'http://127.0.0.1:4010', domain: '{template}.qa.example' } },
      },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => {
    expect(parseFlags(given, 4)).toMatchObject(want)
  })

  const bad: [string, { given: string[]; want: RegExp }][] = [
    [
      'unknown template lists the fifteen',
      {
        given: ['--template', 'slot9'],
        want: /--template: unknown value slot9\. Valid values: casino1, .*sportsbook1/,
      },
    ],
    [
      'unknown locale lists the three',
      {
        given: ['--locale', 'en,de'],
        want: /--locale: unknown value de\. Valid values: en, fil, zh/,
      },
    ],
    [
      'unknown flow lists the flows',
      { given: ['--flow', 'logn'], want: /Valid values: startup, maintenance, .*locale-switch/ },
    ],
    ['unknown colours value', { given: ['--colours', 'some'], want: /Valid values: all, seeded/ }],
    [
      'unknown flag lists the flags',
      {
        given: ['--templte', 'slot2'],
        want: /Unknown flag --templte\. Valid flags: --template, --locale/,
      },
    ],
    ['missing value', { given: ['--template'], want: /--template needs a value/ }],
    [
      'value is another flag',
      { given: ['--flow', '--locale', 'en'], want: /--flow needs a value/ },
    ],
    ['bad shard', { given: ['--shard', '4/3'], want: /--shard: expected i\/n/ }],
    [
      'a --grep that is not a regular expression',
      { given: ['--grep', 'casino1.(en'], want: /--grep: not a regular expression: .*/ },
    ],
    [
      'a --grep-invert that leaves no check names the count and an id to match',
      {
        given: ['--template', 'slot2', '--locale', 'zh', '--flow', 'login', '--grep-invert', 'zh'],
        want: /--grep and --grep-invert leave none of the 1 check of the selection: .* e\.g\. slot2\.zh\.login/,
      },
    ],
    ['bad workers', { given: ['--workers', '0'], want: /--workers: expected a whole number/ }],
    [
      'bad base url',
      {
        given: ['--base-url', 'localhost:8080'],
        want: /--base-url: expected the http\(s\) URL of a running site/,
      },
    ],
    ['stray argument', { given: ['slot2'], want: /Unexpected argument 'slot2'/ }],
    [
      'a backend and a running site at once',
      {
        given: ['--backend', 'http://a', '--base-url', 'http://localhost:8080'],
        want: /--backend and --base-url cannot go together/,
      },
    ],
    [
      'a backend that is not a URL',
      { given: ['--backend', 'api.qa.example'], want: /--backend: expected the http\(s\) URL/ },
    ],
    [
      'an account without its password',
      {
        given: ['--backend', 'http://a', '--account', 'qa1'],
        want: /--account and --password go together/,
      },
    ],
    [
      'tenant names without a backend',
      {
        given: ['--domain', '{template}.qa.example'],
        want: /--domain names the tenants of a --backend/,
      },
    ],
    [
      'tenant names without the template in them',
      {
        given: ['--backend', 'http://a', '--domain', 'casino.qa.example'],
        want: /--domain: expected a host name with \{template\}/,
      },
    ],
    [
      'a break on a backend the runner cannot bend',
      { given: ['--backend', 'http://a', '--break', 'startup'], want: /--break bends the mock/ },
    ],
    [
      'every colour on a backend the runner cannot bend',
      {
        given: ['--backend', 'http://a', '--colours', 'all'],
        want: /--colours all sets each tenant's colour/,
      },
    ],
    ['approve of nothing', { given: ['approve'], want: /approve: name the changed cells/ }],
    ['merge of nothing', { given: ['merge'], want: /merge: name the report folders/ }],
    [
      // each machine would run only its slice of its own folder's failures
      're-running failures in shards',
      {
        given: ['--last-failed', '--shard', '1/3'],
        want: /--last-failed re-runs the last run's failures on one machine, not in shards/,
      },
    ],
    [
      'two ways to choose the checks at once',
      { given: ['--last-failed', '--only-changed'], want: /give one of them/ },
    ],
    ['an empty ref', { given: ['--only-changed='], want: /--only-changed= needs a value/ }],
  ]
  it.each(bad)('rejects: %s', (_name, { given, want }) => {
    expect(() => parseFlags(given, 4)).toThrow(FlagError)
    expect(() => parseFlags(given, 4)).toThrow(want)
  })
})
