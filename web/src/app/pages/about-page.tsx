import { CmsScreen, cmsPageData } from './cms-screen.tsx'

export default function AboutPage() {
  return <CmsScreen name="about" page="about_us" />
}

export const pageData = cmsPageData
