import type { IconName } from '../../../components/iconPaths';

/**
 * The list card's icon from the property type text: period homes, then modern or multi-let stock,
 * then portfolios, else a default. The first matching group wins.
 */
export function cardIcon(type: string): IconName {
  if (/victorian|townhouse/i.test(type)) return 'home';
  if (/modern|development|hmo|student|commercial|mixed/i.test(type)) return 'building';
  if (/portfolio/i.test(type)) return 'chart';
  return 'key';
}
