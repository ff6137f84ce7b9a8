import { describe, expect, it } from 'vitest'
import { isAllowedHost, parseAllowedHosts, type AllowedHosts } from './allowed-hosts.ts'

const rows: [string, { host: string | undefined; allowed: AllowedHosts; want: boolean }][] = [
  ['plain localhost with a port', { host: 'localhost:8080', allowed: [], want: true }],
  ['a template host', { host: 'casino3.localhost:8080', allowed: [], want: true }],
  ['upper case and a trailing dot', { host: 'SLOT2.LOCALHOST.:4010', allowed: [], want: true }],
  ['IPv4 loopback', { host: '127.0.0.1:4010', allowed: [], want: true }],
  ['IPv6 loopback', { host: '[::1]:4010', allowed: [], want: true }],
  [
    'a LAN address (rebinding needs a name)',
    { host: '192.168.1.20:8080', allowed: [], want: true },
  ],
  ['no Host header (HTTP/1.0 tools)', { host: undefined, allowed: [], want: true }],
  ['a foreign name (DNS rebinding)', { host: 'attacker.example', allowed: [], want: false }],
  ['a name ending like localhost', { host: 'evil-localhost:8080', allowed: [], want: false }],
  [
    'localhost as a subdomain of a foreign name',
    { host: 'localhost.attacker.example', allowed: [], want: false },
  ],
  ['an empty Host', { host: '', allowed: [], want: false }],
  ['an allowed name', { host: 'qa.example.org:8080', allowed: ['qa.example.org'], want: true }],
  [
    'a subdomain of an exact allowed name',
    { host: 'x.qa.example.org', allowed: ['qa.example.org'], want: false },
  ],
  [
    'a subdomain of a dotted allowed name',
    { host: 'x.example.org', allowed: ['.example.org'], want: true },
  ],
  ['the dotted name itself', { host: 'example.org', allowed: ['.example.org'], want: true }],
  ['any host when all are allowed', { host: 'attacker.example', allowed: true, want: true }],
]

describe('which Host headers the standalone server answers', () => {
  it.each(rows)('%s', (_name, { host, allowed, want }) => {
    expect(isAllowedHost(host, allowed)).toBe(want)
  })
})

describe('--allowed-hosts', () => {
  it.each([
    [undefined, []],
    ['qa.example.org, .test.example', ['qa.example.org', '.test.example']],
    ['true', true],
    ['all', true],
  ] as const)('%s → %j', (text, want) => {
    expect(parseAllowedHosts(text)).toEqual(want)
  })
})
