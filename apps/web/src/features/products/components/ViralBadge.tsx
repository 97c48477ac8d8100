/** True when the text already starts with an emoji or symbol (e.g. '🔥 4.1M views'). */
const startsWithSymbol = (text: string) => /^[^\p{L}\p{N}]/u.test(text);

/**
 * The viral factor badge: the server's text (e.g. '🔥 4.1M views'), given a 🔥 when it has no emoji of its
 * own; nothing when the product has no viral factor.
 */
export function ViralBadge({ viralFactor, className = '' }: { viralFactor: string; className?: string }) {
  const text = viralFactor.trim();
  if (!text) return null;
  return (
    <span className={`viral-badge ${className}`}>
      {startsWithSymbol(text) ? null : <span aria-hidden="true">🔥 </span>}
      {text}
    </span>
  );
}

/** 'Amazon' or 'Other Retailer'. */
export function SourceBadge({ source }: { source: 'amazon' | 'other' }) {
  return (
    <span className={`source-badge source-badge--${source}`}>
      {source === 'amazon' ? 'Amazon' : 'Other Retailer'}
    </span>
  );
}
