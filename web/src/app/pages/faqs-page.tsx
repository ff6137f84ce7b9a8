import { CmsScreen, cmsPageData } from './cms-screen.tsx'

export default function FaqsPage() {
  return <CmsScreen name="faqs" page="faqs" />
}

export const pageData = cmsPageData
