/**
 * The hub's content at build time: the catalog the island gets as props, the static parts the page
 * renders itself, and the CPI figures the inflation widget needs. Cross-checked by buildCatalog,
 * so a broken reference fails the build.
 */
import { getCollection } from 'astro:content';
import { buildCatalog } from '../../../features/learn/catalog';
import type { CpiYears } from '../../../features/learn/hubTypes';
import { valueToday } from '../../../lib/inflation';
import { current, ons } from '../calculator/ons';

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;

export async function hubCatalog() {
  const [modules, lessons, badges, badgeCategories] = await Promise.all([
    getCollection('learningModules'),
    getCollection('lessons'),
    getCollection('badges'),
    getCollection('badgeCategories'),
  ]);
  return buildCatalog({ modules, lessons, badges, badgeCategories });
}

export async function badgeCategories() {
  return (await getCollection('badgeCategories')).sort(byOrder).map((e) => e.data);
}

export async function leaderboard() {
  return (await getCollection('leaderboard')).map((e) => e.data).sort((a, b) => a.rank - b.rank);
}

export async function achievementLevels() {
  return (await getCollection('achievementLevels')).sort(byOrder).map((e) => e.data);
}

/** CPI in the latest month ÷ CPI in January of each year since the series began. */
export function cpiYears(): CpiYears {
  const firstYear = Number(ons.cpi.first.slice(0, 4));
  const lastYear = Number(ons.cpi.last.slice(0, 4));
  const unit = 100_000;
  const factors: number[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    factors.push(Number((valueToday(ons, unit, year, 1).todayValue / unit).toFixed(5)));
  }
  return { latest: current.label, firstYear, factors };
}
