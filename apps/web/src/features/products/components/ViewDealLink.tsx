interface ViewDealLinkProps {
  /** The product's affiliate address ('#' or empty: none yet). */
  href: string;
  /** The shopper leaves through /go/{productId}, which counts the click and redirects to `href`. */
  productId: string;
  className?: string;
  /** Names the product for screen readers ("View Deal: <name>, opens in a new tab"). */
  productName?: string;
}

/** The affiliate link out, in a new tab, through the click counter. Without a link ('#') it shows as unavailable. */
export function ViewDealLink({
  href,
  productId,
  className = 'btn btn--gradient',
  productName,
}: ViewDealLinkProps) {
  if (!href || href === '#') {
    return (
      <span className={`${className} is-unavailable`} aria-disabled="true">
        Deal link coming soon
      </span>
    );
  }
  return (
    <a
      href={`/go/${encodeURIComponent(productId)}`}
      target="_blank"
      rel="sponsored noopener"
      className={className}
      aria-label={productName ? `View Deal: ${productName} (opens in a new tab)` : undefined}
    >
      View Deal <span aria-hidden="true">↗</span>
    </a>
  );
}
