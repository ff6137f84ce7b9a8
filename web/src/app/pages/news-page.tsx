import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { CmsHtml } from '../../features/cms/cms-html.tsx'
import { useSanitizedHtml } from '../../features/cms/use-sanitized-html.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { loadNews, pageFrom } from '../../features/news/api/news-calls.ts'
import { NewsList } from '../../features/news/components/news-list.tsx'
import { perPage } from '../../lib/paginate.ts'
import { Pagination } from '../../components/pagination.tsx'
import { useCall } from '../../lib/use-call.ts'
import type { PageData } from '../page-data.ts'

function NewsBody({ html }: { html: string }) {
  const clean = useSanitizedHtml(html)
  return clean === null ? null : <CmsHtml html={clean} />
}

export default function NewsPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const page = pageFrom(params)
  const { state, reload } = useCall(`news-${page}`, () => loadNews(page, perPage))
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.news.title')}</h1>
      <p>{t('pages.news.intro')}</p>
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('news.failed')}
        isEmpty={(news) => news.rows.length === 0}
        empty={t('news.empty')}
      >
        {(news) => (
          <>
            <NewsList news={news.rows} renderBody={(html) => <NewsBody html={html} />} />
            <Pagination
              total={news.total}
              page={page}
              onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </>
        )}
      </CallStateView>
    </section>
  )
}

export const pageData: PageData = ({ searchParams }) => {
  const page = pageFrom(searchParams)
  return { [`news-${page}`]: () => loadNews(page, perPage) }
}
