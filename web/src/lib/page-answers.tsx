import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Outcome } from './outcome.ts'

/** A page's answers by the key its `useCall` gives them. */
export type PageAnswers = Record<string, Outcome<unknown>>

type Given = { answers: PageAnswers; shown: Set<string> }

const PageAnswersContext = createContext<Given | null>(null)

/**
 * A page's answers already in hand, from its route's loader: on the server the calls its
 * `pageData` names (carried to the browser as the router's loader data), on a client navigation
 * a prerendered page's `_payload.json`. Its screens draw them in their first render (the same
 * markup the server sent, so hydration matches) and do not ask the backend again.
 */
export function PageAnswersProvider({
  answers,
  children,
}: {
  answers: PageAnswers | null | undefined
  children: ReactNode
}) {
  const given = useMemo(() => (answers ? { answers, shown: new Set<string>() } : null), [answers])
  return <PageAnswersContext value={given}>{children}</PageAnswersContext>
}

/**
 * The answer the page was given for `key`, until a screen has shown it: a screen mounted again
 * with the same key (a retry, a tab shown again) asks afresh. `shown` marks it used.
 */
export function usePageAnswer<T>(key: string): {
  answer: Outcome<T> | undefined
  shown: () => void
} {
  const given = useContext(PageAnswersContext)
  const answer = given && !given.shown.has(key) ? given.answers[key] : undefined
  return {
    answer: answer as Outcome<T> | undefined,
    shown: () => void given?.shown.add(key),
  }
}
