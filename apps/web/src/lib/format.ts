// Money and dates are formatted in one place, the domain package; the web app uses them from here.
export { formatLagosDate, formatLagosDateTime, formatNaira, formatNumber } from '@better-deals/domain';

import { formatNumber } from '@better-deals/domain';

/** '1 product' / '3 products'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
