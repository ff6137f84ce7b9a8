import type { PageAnswers } from '../lib/page-answers.tsx'
import type { Outcome } from '../lib/outcome.ts'

/**
 * What a page will ask the backend for, by the key its `useCall` gives each answer: a page module
 * exports one when its content is worth having in the HTML (a crawler, a link preview, a phone
 * that paints before the scripts arrive).
 *
 * @example
 * export const pageData: PageData = () => ({ cms: loadCms })
 */
export type PageData = (url: URL) => Record<string, () => Promise<Outcome<unknown>>>

/** The page's answers that succeeded; a failure is left for the screen to ask again, so the error handler sees it. */
export async function askPageData(pageData: PageData | undefined, url: URL): Promise<PageAnswers> {
  const calls = Object.entries(pageData?.(url) ?? {})
  const answers = await Promise.all(calls.map(async ([key, load]) => [key, await load()] as const))
  return Object.fromEntries(answers.filter(([, outcome]) => outcome.ok))
}
