import { parseChunked, stringifyChunked } from '@discoveryjs/json-ext'

/**
 * The default cap on a state's size as JSON, in both directions (`GET`/`PUT /__mock/state`,
 * `--state FILE`, the panel's save and load): 256 MB, about ten times a week of heavy use
 * (100,000 logins and 100,000 bets make about 25 MB), and half the longest string a JavaScript
 * engine holds, which no step ever builds: the state is read and written in chunks.
 */
export const defaultMaxStateBytes = 256 * 1024 * 1024

/** What a refusal of a state over the cap says: the size, the cap, and how to raise it. */
export function stateCapAdvice(maxBytes: number, what: string): string {
  const mb = Number((maxBytes / (1024 * 1024)).toPrecision(3))
  return `${what} is larger than the mock's state cap of ${mb} MB. Raise it with --max-state-mb ${mb * 2} (pnpm mock), MOCK_MAX_STATE_MB=${mb * 2} (pnpm mock, pnpm start) or createMockBackend({ maxStateBytes }).`
}

/** Thrown when a state passes the cap; its message says how to raise it. */
export class StateTooLarge extends Error {
  readonly maxBytes: number
  constructor(maxBytes: number, what: string) {
    super(stateCapAdvice(maxBytes, what))
    this.maxBytes = maxBytes
  }
}

/** Thrown when a state is not JSON; its message says where it broke. */
export class StateNotJson extends Error {}

type Chunks = AsyncIterable<Uint8Array | string> | ReadableStream<Uint8Array>

async function* chunksOf(source: Chunks): AsyncGenerator<Uint8Array | string> {
  if (!('getReader' in source)) {
    yield* source
    return
  }
  const reader = source.getReader()
  let done = false
  try {
    while (!done) {
      const next = await reader.read()
      done = next.done
      if (!next.done) yield next.value
    }
  } finally {
    // Stopped early (over the cap, not JSON): the rest is not wanted. Not awaited: a request
    // body that was teed (msw clones requests) settles its cancel only once both halves do.
    if (!done) reader.cancel().catch(() => undefined)
  }
}

/**
 * UTF-8 bytes of a string without encoding it, so that the cap means the same bytes whichever
 * way the state goes.
 *
 * @example
 * utf8Bytes('€1') // 4
 */
export function utf8Bytes(text: string): number {
  let bytes = text.length
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x80) continue
    if (code < 0x800) bytes += 1
    else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair: two UTF-16 units, four bytes.
      bytes += 2
      i += 1
    } else bytes += 2
  }
  return bytes
}

const quote = 0x22
const backslash = 0x5c
const opens = new Set([0x5b, 0x7b])
const closes = new Set([0x5d, 0x7d])

/**
 * Follows the brackets of a JSON text chunk by chunk, outside strings, so that a text cut off
 * after an opening bracket (which the chunked parser takes as closed) is caught.
 */
function bracketTracker() {
  let depth = 0
  let inString = false
  let escaped = false
  const step = (code: number) => {
    if (inString) {
      if (escaped) escaped = false
      else if (code === backslash) escaped = true
      else if (code === quote) inString = false
    } else if (code === quote) inString = true
    else if (opens.has(code)) depth += 1
    else if (closes.has(code)) depth -= 1
  }
  return {
    feed(chunk: Uint8Array | string) {
      if (typeof chunk === 'string')
        for (let i = 0; i < chunk.length; i += 1) step(chunk.charCodeAt(i))
      else for (const byte of chunk) step(byte)
    },
    get closed() {
      return depth === 0 && !inString
    },
  }
}

/**
 * Parses a state from a stream of chunks, never holding the whole text: a request body, a file
 * stream, a Blob's stream. Stops as soon as more than `maxBytes` came.
 *
 * @example
 * const state = await parseStateStream(request.body!, backend.maxStateBytes)
 */
export async function parseStateStream(source: Chunks, maxBytes: number): Promise<unknown> {
  let bytes = 0
  const brackets = bracketTracker()
  async function* counted() {
    for await (const chunk of chunksOf(source)) {
      bytes += typeof chunk === 'string' ? utf8Bytes(chunk) : chunk.byteLength
      if (bytes > maxBytes) throw new StateTooLarge(maxBytes, 'The state sent')
      brackets.feed(chunk)
      yield chunk
    }
  }
  let value: unknown
  try {
    value = await parseChunked(counted())
  } catch (error) {
    if (error instanceof StateTooLarge) throw error
    throw new StateNotJson(`The state is not valid JSON: ${(error as Error).message}`)
  }
  if (!brackets.closed)
    throw new StateNotJson(
      `The state is not valid JSON: it ends after ${bytes} bytes with a bracket left open (cut off?).`,
    )
  return value
}

/**
 * A state as JSON text in chunks (never one string), refused past `maxBytes` so that whatever is
 * saved loads back under the same cap.
 *
 * @example
 * new Blob(stateJsonChunks(backend.snapshot(), backend.maxStateBytes)) // GET /__mock/state
 */
export function stateJsonChunks(state: unknown, maxBytes: number, space?: number): string[] {
  const chunks: string[] = []
  let bytes = 0
  for (const chunk of stringifyChunked(state, { space })) {
    bytes += utf8Bytes(chunk)
    if (bytes > maxBytes) throw new StateTooLarge(maxBytes, 'The state')
    chunks.push(chunk)
  }
  return chunks
}
