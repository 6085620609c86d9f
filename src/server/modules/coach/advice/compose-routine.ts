// A simple morning and evening routine from the recommended products.
import type { Recommendation } from './recommend';
import { list, TEXTS } from './texts';

export function routineText(recs: Recommendation[]): string {
  const d = TEXTS.routineDefaults;
  const isRetinoid = (r: Recommendation) => /retin/i.test(r.name) || /retin/i.test(r.ingredient ?? '');
  const isActiveNight = (r: Recommendation) => isRetinoid(r) || /azelaic|acid|peel|gel|spot/i.test(r.name);
  const cleanser = recs.find((r) => r.kind === 'cleanser');
  const moisturisers = recs.filter((r) => r.kind === 'moisturiser');
  const dayCream = moisturisers.find((r) => !/night|overnight/i.test(r.name));
  const nightCream = moisturisers.find((r) => /night|overnight/i.test(r.name)) ?? dayCream;
  const eye = recs.find((r) => r.kind === 'eye');
  const spf = recs.find((r) => r.kind === 'spf');
  const serums = recs.filter((r) => r.kind === 'serum');
  const morningSerum = serums.find((r) => !isActiveNight(r));
  const eveningSerum = serums.find((r) => isActiveNight(r)) ?? (morningSerum ? undefined : serums[0]);
  const morning = [
    cleanser?.name ?? d.cleanse,
    morningSerum?.name,
    dayCream?.name ?? d.moisturiser,
    spf?.name ?? d.spf,
  ];
  const evening = [
    cleanser?.name ?? d.cleanseEvening,
    eveningSerum?.name,
    eye?.name,
    nightCream?.name ?? d.moisturiser,
  ];
  const extras = recs.filter((r) => r.kind === 'mask' || r.kind === 'exfoliant').map((r) => d.weekly(r.name));
  const steps = (items: Array<string | undefined>) => items.filter(Boolean).join(d.then);
  return TEXTS.routine(steps(morning), steps(evening), list(extras));
}
