/** The mock's control API, reachable only in dev where the worker answers /__mock. */
async function send(method: string, path: string, body?: unknown): Promise<boolean> {
  const response = await fetch(`/__mock${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return response.ok
}

const domain = () => location.hostname

export const controlApi = {
  setColour: (theme_color: string) => send('PATCH', `/tenants/${domain()}`, { theme_color }),
  setMaintenance: (is_maintenance: boolean) => send('PATCH', `/tenants/${domain()}`, { maintenance: { is_maintenance } }),
  failCall: (path: string, mode: '-500' | '-503' | 'disconnect') => send('POST', '/scenarios', { name: 'fail', path, mode }),
  latency: (ms: number) => send('POST', '/scenarios', { name: 'latency', ms }),
  expireSession: (accountId: string) =>
    send('POST', `/players/${encodeURIComponent(accountId)}/expire-sessions?domain_name=${domain()}`),
  clearScenarios: () => send('DELETE', '/scenarios'),
  reset: () => send('POST', '/reset'),
}
