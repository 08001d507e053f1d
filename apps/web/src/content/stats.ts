/** Community stats on the home page, counted up when scrolled into view (spec §2, §9). */
export type CommunityStat = { label: string; value: number };

export const COMMUNITY_STATS: readonly CommunityStat[] = [
  { label: 'Cars Listed', value: 120000 },
  { label: 'Active Users', value: 50000 },
  { label: 'Reviews', value: 85000 },
  { label: 'Cities', value: 120 },
];
