import { CmsScreen, cmsPageData } from './cms-screen.tsx'

export default function PrivacyPolicyPage() {
  return <CmsScreen name="privacy-policy" page="privacy_policy" />
}

export const pageData = cmsPageData
