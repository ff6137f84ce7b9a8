import type { Check, CheckGroup, VerifyResult } from '../result.ts'
import escape from 'escape-html'
import { formatSeconds } from '../http-call.ts'

const groupTitle: Record<CheckGroup, string> = {
  calls: 'Every call with valid bodies',
  envelope: 'Bad bodies: the failure envelope of the error catalogue',
  session: 'Session rules',
  security: 'Security probes (findings, never failures): enumeration, attempt limits, token format',
}
const statusText: Record<Check['status'], string> = {
  pass: 'conforms',
  fail: 'fails',
  skip: 'skipped',
  drift: 'drifts',
  'not-built': 'not built',
  finding: 'finding',
}

const styles = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
header{background:#14213d;color:#fff;padding:18px 28px}header h1{margin:0 0 4px;font-size:20px}
header p{margin:0;opacity:.85}main{padding:8px 28px 40px;max-width:1200px}
.verdict{display:inline-block;margin-top:10px;padding:4px 12px;border-radius:14px;font-weight:600}
.verdict.ok{background:#2e7d32}.verdict.bad{background:#c62828}
.counts{display:flex;gap:10px;margin:18px 0;flex-wrap:wrap}.counts span{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:8px 14px}
.counts b{font-size:18px;margin-right:4px}
h2{font-size:16px;margin:26px 0 8px}table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #dde1e6}
th,td{text-align:left;padding:6px 10px;border-top:1px solid #eceff2;vertical-align:top}th{background:#eef1f4;font-weight:600}
td.call{font-family:ui-monospace,monospace;white-space:nowrap}td.kind{color:#5b6570;white-space:nowrap}
.pill{display:inline-block;min-width:70px;text-align:center;border-radius:10px;padding:1px 8px;font-size:12px;font-weight:600}
.pass{background:#e3f4e5;color:#1b5e20}.fail{background:#fde4e4;color:#b71c1c}.drift,.finding{background:#fff1d6;color:#8a5300}
.skip,.not-built{background:#eceff2;color:#4a5560}ul{margin:0;padding-left:18px}li{font-family:ui-monospace,monospace;font-size:12.5px}
`

function row(check: Check): string {
  const details = check.details.length
    ? `<ul>${check.details.map((d) => `<li>${escape(d)}</li>`).join('')}</ul>`
    : ''
  return `<tr class="${check.status}"><td><span class="pill ${check.status}">${statusText[check.status]}</span></td><td class="call">${escape(check.call ?? '')}</td><td class="kind">${check.group === 'security' ? 'security' : check.specified ? 'specified' : 'provisional'}</td><td>${escape(check.title)}${details}</td></tr>`
}

/** The calls the backend left unanswered in time: a finding of its own, above the groups. */
function unansweredSection(result: VerifyResult): string {
  if (!result.unanswered.length) return ''
  const rows = result.unanswered
    .map(
      (u) =>
        `<tr><td class="call">${escape(u.call)}</td><td>${u.unanswered} of ${u.sent}</td><td>${escape(u.bodies.join(', '))}</td></tr>`,
    )
    .join('\n')
  return `<h2>No answer within ${formatSeconds(result.timeoutMs)}: ${result.unanswered.length} call${result.unanswered.length === 1 ? '' : 's'}</h2><p>The backend left these requests without an answer in the time limit (<code>--timeout</code>); each also fails its check below.</p><table><thead><tr><th>call</th><th>requests unanswered</th><th>what they carried</th></tr></thead><tbody>${rows}</tbody></table>`
}

/**
 * The offline report of one run: a self-contained page (inline styles, no scripts), failures
 * first in each group.
 *
 * @example
 * writeFileSync('reports/verify/index.html', renderVerifyReport(result))
 */
export function renderVerifyReport(result: VerifyResult): string {
  const order: Check['status'][] = ['fail', 'finding', 'drift', 'not-built', 'skip', 'pass']
  const groups = [...new Set(result.checks.map((c) => c.group))]
  const sections = groups
    .map((group) => {
      const checks = result.checks
        .filter((c) => c.group === group)
        .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status))
      return `<h2>${groupTitle[group]}</h2><table><thead><tr><th>result</th><th>call</th><th>kind</th><th>check</th></tr></thead><tbody>${checks.map(row).join('\n')}</tbody></table>`
    })
    .join('\n')
  const s = result.summary
  const counts = (['pass', 'fail', 'finding', 'drift', 'not-built', 'skip'] as const)
    .map((k) => `<span class="${k}"><b>${s[k]}</b>${statusText[k]}</span>`)
    .join('')
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Playfront verify: ${escape(result.baseUrl)}</title><style>${styles}</style></head><body>
<header><h1>Playfront contract verification</h1><p>${escape(result.baseUrl)} · tenant ${escape(result.domain)} · player ${escape(result.account)}${result.targetIsMock ? ' · the Playfront mock (control-API steps included)' : ''} · ${escape(result.startedAt)} · ${(result.durationMs / 1000).toFixed(1)} s · ${formatSeconds(result.timeoutMs)} per call, ${result.concurrency} at once</p>
<div class="verdict ${result.ok ? 'ok' : 'bad'}">${result.ok ? 'Every specified call follows the contract' : 'Specified calls break the contract'}</div></header>
<main><div class="counts">${counts}</div><p>Every call this run made, passwords and tokens hidden: <a href="calls.har">calls.har</a> (open it in a browser's network panel); the same results as data: <a href="verify.json">verify.json</a>.</p>${unansweredSection(result)}${sections}</main></body></html>
`
}
