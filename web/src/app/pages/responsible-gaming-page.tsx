import { CmsScreen } from './cms-screen.tsx'

export default function ResponsibleGamingPage() {
  return <CmsScreen name="responsible-gaming" page="responsible_gaming" />
}
