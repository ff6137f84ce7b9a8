import { SimplePage } from './simple-page.tsx'

export default function TermConditionPage() {
  return <SimplePage name="term-condition" />
}
