import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { CallStateView } from '../../components/call-state-view.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { pageFrom } from '../../features/news/api/news-calls.ts'
import { perPage } from '../../lib/paginate.ts'
import { Pagination } from '../../components/pagination.tsx'
import { loadReviews, submitReview } from '../../features/review/api/review-calls.ts'
import { ReviewForm } from '../../features/review/components/review-form.tsx'
import { ReviewList } from '../../features/review/components/review-list.tsx'
import { useCall } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'
import { useIsAuthenticated } from '../../stores/session.ts'
import type { PageData } from '../page-data.ts'

export default function ReviewPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const signedIn = useIsAuthenticated()
  const [params, setParams] = useSearchParams()
  const page = pageFrom(params)
  const { state, reload } = useCall(`reviews-${page}`, () => loadReviews(page, perPage))
  const submitted = () => (page > 1 ? setParams({}) : reload())
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.review.title')}</h1>
      <p>{t('pages.review.intro')}</p>
      {signedIn ? (
        <ReviewForm submit={submitReview} onSubmitted={submitted} />
      ) : (
        <p>
          <Link to={localizePath('/login', locale)}>{t('review.loginToWrite')}</Link>
        </p>
      )}
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('review.failed')}
        isEmpty={(reviews) => reviews.rows.length === 0}
        empty={t('review.empty')}
      >
        {(reviews) => (
          <>
            <ReviewList reviews={reviews} />
            <Pagination
              total={reviews.total}
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
  return { [`reviews-${page}`]: () => loadReviews(page, perPage) }
}
