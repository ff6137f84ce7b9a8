import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FaultAnswer } from '../scenarios/faults.ts'

/**
 * Plays a broken answer on a node:http response: a hang keeps the socket open and silent until
 * the client gives up (or the server closes), a dribble sends the body a few bytes at a time.
 *
 * @example sendFault(req, res, { kind: 'raw', status: 502, contentType: 'text/html', body: '<h1>502</h1>' })
 */
export function sendFault(
  req: IncomingMessage,
  res: ServerResponse,
  fault: Exclude<FaultAnswer, { kind: 'disconnect' }>,
): void {
  if (fault.kind === 'hang') return
  if (fault.kind === 'raw') {
    res.writeHead(fault.status, {
      'content-type': fault.contentType,
      'content-length': Buffer.byteLength(fault.body),
    })
    res.end(fault.body)
    return
  }
  const bytes = Buffer.from(fault.body)
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length })
  let sent = 0
  const timer = setInterval(() => {
    if (res.destroyed || req.socket.destroyed) return clearInterval(timer)
    const chunk = bytes.subarray(sent, sent + fault.chunkBytes)
    sent += chunk.length
    if (sent >= bytes.length) {
      clearInterval(timer)
      res.end(chunk)
    } else res.write(chunk)
  }, fault.chunkMs)
  timer.unref()
  res.on('close', () => clearInterval(timer))
}
