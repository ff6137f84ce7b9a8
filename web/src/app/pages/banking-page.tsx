import { CmsScreen, cmsPageData } from './cms-screen.tsx'

export default function BankingPage() {
  return <CmsScreen name="banking" page="banking" />
}

export const pageData = cmsPageData
