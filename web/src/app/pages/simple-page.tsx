import { useTranslation } from 'react-i18next'

export function SimplePage({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t(`pages.${name}.title`)}</h1>
      <p>{t(`pages.${name}.intro`)}</p>
    </section>
  )
}
