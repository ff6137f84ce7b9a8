import { iso } from '../../clock.ts'
import { newsOf, termConditionOf } from '../../seed/pages-config.ts'
import type { Review } from '../../models/player-records.ts'
import type { ApiRoute, ApiRoutes, Schema } from '../api-types.ts'
import { success } from '../envelope.ts'
import { pageOf } from './paging.ts'
import { playerOf } from './player-of.ts'
import { isFailure, tenantOf } from './tenant-of.ts'

const reviewView = (r: Review): Schema<'Review'> => ({
  review_id: r.review_id,
  display_name: `${r.account_id.slice(0, 2)}**`,
  rating: r.rating,
  comment: r.comment,
  created_date: iso(r.created_at),
})

/** `/api/content/news`: the tenant's news, a page at a time. */
const news: ApiRoute<'/api/content/news'> = (context) => {
  const tenant = tenantOf(context)
  return isFailure(tenant) ? tenant : success(pageOf(newsOf(tenant), context.body))
}

/** `/api/content/reviews`: reviews newest first, with the average of all of them. */
const reviews: ApiRoute<'/api/content/reviews'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const all = context.backend.tables.reviews
    .inGroup(tenant.domain_name)
    .sort((a, b) => b.created_at - a.created_at || b.review_id - a.review_id)
  const average_rating =
    all.length === 0
      ? 0
      : Math.round((all.reduce((sum, r) => sum + r.rating, 0) / all.length) * 10) / 10
  return success({ ...pageOf(all.map(reviewView), context.body), average_rating })
}

/** `/api/content/submit_review`: stores the player's review. */
const submitReview: ApiRoute<'/api/content/submit_review'> = async (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const table = context.backend.tables.reviews
  const review = await table.insert({
    review_id: table.nextSerial(),
    domain_name: who.player.domain_name,
    account_id: who.player.account_id,
    rating: context.body.rating,
    comment: context.body.comment,
    created_at: context.backend.clock.now(),
  })
  return success({ value: reviewView(review) })
}

/** `/api/content/term_condition`: the terms page of the tenant. */
const termCondition: ApiRoute<'/api/content/term_condition'> = (context) => {
  const tenant = tenantOf(context)
  return isFailure(tenant) ? tenant : success({ value: termConditionOf(tenant) })
}

/** `/api/auth/logout`: the token ends now; later calls with it get sessionExpired. */
const logout: ApiRoute<'/api/auth/logout'> = async (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const now = context.backend.clock.now()
  await context.backend.tables.sessions.update(who.session.token, (draft) => {
    draft.expires_at = now
  })
  return success({ statusDetail: 'Logged out.' })
}

/** Routes of the `provisional-content` and `provisional-session` tags. */
export const provisionalContentRoutes: ApiRoutes = {
  '/api/content/news': news,
  '/api/content/reviews': reviews,
  '/api/content/submit_review': submitReview,
  '/api/content/term_condition': termCondition,
  '/api/auth/logout': logout,
}
