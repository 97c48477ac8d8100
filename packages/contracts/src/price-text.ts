// No zod here: the storefront's first screen writes prices with this.

/** Digits grouped in threes with commas, as en-US writes them ('1,299'). */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

let bigUsd: Intl.NumberFormat | undefined;

/**
 * A price as the site writes it, in US dollars with two decimals: '$1,299.99', '-$0.50'. The same text as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`, which rounds the number's shortest
 * decimal form half away from zero (12.345 → '$12.35', where `toFixed` answers '12.34'): that is done here on
 * the digits of `String(price)`, because a currency formatter costs a phone ≈ 10 ms to make (it loads the
 * locale's data) in the middle of a page's start.
 */
export function priceText(price: number): string {
  // Intl writes -0 as '-$0.00' too.
  const sign = price < 0 || Object.is(price, -0) ? '-' : '';
  const decimal = String(Math.abs(price));
  // Not a finite number, or an exponent form (below 1e-6, which rounds to $0.00, or from 1e21 on): no shop's
  // price, written as Intl writes it.
  if (!Number.isFinite(price) || decimal.includes('e')) {
    if (Math.abs(price) < 1) return `${sign}$0.00`;
    bigUsd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return bigUsd.format(price);
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  // The third decimal decides: 5 or more (the shortest form has no more digits than it needs) rounds up.
  if (fraction.length > 2 && fraction.charCodeAt(2) >= 53) cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return `${sign}$${grouped(digits.slice(0, -2))}.${digits.slice(-2)}`;
}
