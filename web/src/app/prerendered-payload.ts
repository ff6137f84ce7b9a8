import { bootData } from '../lib/boot-data.ts'
import type { PageAnswers } from '../lib/page-answers.tsx'
import { isServerRendered } from '../lib/server-rendered.ts'

/** What `GET {path}/_payload.json?{buildId}` answers: the page's data as its screens ask for it. */
export type PrerenderedPayload = { buildId: string; answers: PageAnswers }

// A slow payload must not hold a navigation longer than the call it stands for would.
const payloadWaitMs = 3_000

/**
 * Client navigation to a prerendered route (spec section 7): its data comes from the server's
 * payload for this build instead of the backend, as the route's loader data. A payload of another build (a deploy since the
 * page was loaded), a missing one or a slow one is left alone and the screens make their calls.
 */
export async function prerenderedPayload(request: Request): Promise<PageAnswers | null> {
  const buildId = bootData()?.buildId
  if (!buildId || !isServerRendered()) return null
  const { pathname } = new URL(request.url)
  try {
    const response = await fetch(`${pathname.replace(/\/$/, '')}/_payload.json?${buildId}`, {
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(payloadWaitMs)]),
    })
    if (!response.ok) return null
    const payload = (await response.json()) as Partial<PrerenderedPayload>
    return payload.buildId === buildId && payload.answers ? payload.answers : null
  } catch {
    // No payload: the screens ask the backend themselves.
    return null
  }
}
