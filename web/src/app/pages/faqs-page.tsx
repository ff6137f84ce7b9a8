import { CmsScreen } from './cms-screen.tsx'

export default function FaqsPage() {
  return <CmsScreen name="faqs" page="faqs" />
}
