import { beforeAll, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { journalLimit } from './request-journal.ts'

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock()
})

describe('the request journal', () => {
  it('lists the last product calls with the answer, the token hidden', async () => {
    const token = await mock.login()
    await mock.call('/api/auth/get_balance', { account_id: 'demo', auth: token })
    const { status, json } = await mock.control('GET', '/requests')
    expect(status).toBe(200)
    const last = (json.requests as Record<string, unknown>[]).at(-1)!
    expect(last).toMatchObject({
      path: '/api/auth/get_balance',
      status: 200,
      via: 'mock',
      request: { account_id: 'demo', auth: '(hidden)' },
      response: { statusCode: 1 },
    })
    expect(JSON.stringify(json)).not.toContain(token)
  })

  it('keeps at most its limit, dropping the oldest', async () => {
    await mock.control('DELETE', '/requests')
    for (let i = 0; i < journalLimit + 5; i++)
      await mock.call('/api/startup', { domain_name: i === 0 ? 'first.example' : 'localhost' })
    const { json } = await mock.control('GET', '/requests')
    const requests = json.requests as { request: { domain_name: string } }[]
    expect(requests).toHaveLength(journalLimit)
    expect(requests.some((r) => r.request.domain_name === 'first.example')).toBe(false)
  })

  it('exports a HAR log that a browser network panel can import', async () => {
    // The in-process helper reads JSON, so the HTML page of the drift makes it throw.
    await expect(
      mock.call(
        '/api/auth/get_balance',
        { account_id: 'demo', auth: 'x' },
        { 'x-mock-scenario': 'drift=html-500' },
      ),
    ).rejects.toThrow(/not valid JSON/)
    const { status, json } = await mock.control('GET', '/requests.har')
    expect(status).toBe(200)
    const log = json.log as {
      version: string
      entries: {
        request: { method: string; url: string }
        response: { status: number; content: { mimeType: string; text: string } }
      }[]
    }
    expect(log.version).toBe('1.2')
    expect(log.entries.at(-1)).toMatchObject({
      request: { method: 'POST', url: 'http://localhost/api/auth/get_balance' },
      response: { status: 500, content: { mimeType: expect.stringContaining('text/html') } },
    })
  })
})

describe('the HAR export, read again and again', () => {
  type Har = { log: { entries: { request: { postData: { text: string } } }[] } }
  const har = async () => (await mock.control('GET', '/requests.har')).json as unknown as Har

  it('gives the same log twice, secrets hidden each time, and adds the calls made since', async () => {
    await mock.control('DELETE', '/requests')
    const token = await mock.login()
    await mock.call('/api/auth/get_balance', { account_id: 'demo', auth: token })
    const first = await har()
    expect(await har()).toEqual(first)
    expect(JSON.stringify(first)).not.toContain(token)
    expect(first.log.entries.at(-1)!.request.postData.text).toBe(
      JSON.stringify({ account_id: 'demo', auth: '(hidden)' }),
    )

    await mock.call('/api/auth/get_balance', { account_id: 'demo', auth: `${token}-again` })
    const second = await har()
    expect(second.log.entries).toHaveLength(first.log.entries.length + 1)
    expect(second.log.entries.slice(0, -1)).toEqual(first.log.entries)
    expect(JSON.stringify(second)).not.toContain(token)
  })
})

describe('drift scenarios through the handlers', () => {
  it('renames a field on the chosen call only, and the self-check does not blame the mock', async () => {
    const token = await mock.login()
    const added = await mock.control('POST', '/scenarios', {
      name: 'drift',
      path: '/api/auth/get_balance',
      mode: 'rename',
    })
    expect(added.status).toBe(201)
    const balance = await mock.call('/api/auth/get_balance', { account_id: 'demo', auth: token })
    expect(balance).toHaveProperty('gameBalance')
    expect(balance).not.toHaveProperty('game_balance')
    const vip = await mock.call('/api/auth/vip', { account_id: 'demo', auth: token })
    expect(vip).toMatchObject({ statusCode: 1 })
    await mock.control('DELETE', '/scenarios')
  })

  it('refuses an unknown drift mode with 400', async () => {
    expect(
      (await mock.control('POST', '/scenarios', { name: 'drift', mode: 'sideways' })).status,
    ).toBe(400)
  })
})
