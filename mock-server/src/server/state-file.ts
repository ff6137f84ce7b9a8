import { createReadStream, createWriteStream } from 'node:fs'
import { rename } from 'node:fs/promises'
import { once } from 'node:events'
import type { MockBackend } from '../backend.ts'
import { mockStateSchema, type MockState } from '../db/database.ts'
import { parseStateStream, stateCapAdvice, stateJsonChunks } from '../persistence/state-json.ts'

/**
 * Reads and validates a state file (`pnpm mock --state FILE`) as a stream, under the state cap;
 * a file that is too large, not JSON or not a state stops the start with the reason.
 *
 * @example
 * const state = await readStateFile('mock-state.json', backend.maxStateBytes)
 */
export async function readStateFile(file: string, maxBytes: number): Promise<MockState> {
  let json: unknown
  try {
    json = await parseStateStream(createReadStream(file), maxBytes)
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
  }
  const parsed = mockStateSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(
      `${file}: not a mock state at ${issue?.path.join('.') || 'root'}: ${issue?.message}`,
    )
  }
  return parsed.data
}

/**
 * Writes the state to its file in chunks (through a temporary file, so a crash mid-write keeps
 * the last good one). A state past the cap is written all the same, since losing a world is
 * worse, with a warning that loading it needs a larger cap.
 *
 * @example
 * await writeStateFile('mock-state.json', backend)
 */
export async function writeStateFile(file: string, backend: MockBackend): Promise<void> {
  const state = backend.snapshot()
  let chunks: string[]
  try {
    chunks = stateJsonChunks(state, backend.maxStateBytes, 2)
  } catch {
    console.warn(stateCapAdvice(backend.maxStateBytes, `The state saved to ${file}`))
    chunks = stateJsonChunks(state, Number.POSITIVE_INFINITY, 2)
  }
  const temporary = `${file}.saving`
  const out = createWriteStream(temporary)
  for (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain')
  out.end()
  await once(out, 'finish')
  await rename(temporary, file)
}
