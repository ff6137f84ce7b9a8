import { CmsScreen } from './cms-screen.tsx'

export default function AboutPage() {
  return <CmsScreen name="about" page="about_us" />
}
