/**
 * Round trips as a browser lived them: a request is one level below the deepest request that had
 * finished before it started, and the HTML is level 0. Requests started together from the same
 * answers are one level; a request that had to wait for an answer is one level deeper than it.
 * Times are Resource Timing milliseconds (Chromium's own network timing).
 *
 * @example
 *   chainLevels({ end: 100 }, [{ name: '/a.js', start: 10, end: 200 }, { name: '/b.json', start: 210, end: 300 }])
 *   // [{ name: '/a.js', level: 1, … }, { name: '/b.json', level: 2, … }]
 */
export type TimedRequest = { name: string; start: number; end: number; type?: string }
export type LevelledRequest = TimedRequest & { level: number }

export function chainLevels(html: { end: number }, requests: TimedRequest[]): LevelledRequest[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start)
  const done: LevelledRequest[] = [{ name: '(html)', start: 0, end: html.end, level: 0 }]
  const levelled: LevelledRequest[] = []
  for (const request of sorted) {
    const before = done.filter((earlier) => earlier.end <= request.start)
    const level = before.length ? Math.max(...before.map((earlier) => earlier.level)) + 1 : 1
    const entry = { ...request, level }
    levelled.push(entry)
    done.push(entry)
  }
  return levelled
}

/** The deepest level among `requests`, 0 when there are none. */
export function deepest(requests: LevelledRequest[]): number {
  return requests.reduce((max, request) => Math.max(max, request.level), 0)
}
