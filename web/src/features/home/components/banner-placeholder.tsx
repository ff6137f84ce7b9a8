import './home.css'

/** The banner's box while the promotions load: the largest element of the page keeps its place. */
export function BannerPlaceholder() {
  return (
    <div className="banner-carousel" aria-hidden="true">
      <ul>
        <li>
          <span className="banner-carousel__placeholder" />
        </li>
      </ul>
    </div>
  )
}
