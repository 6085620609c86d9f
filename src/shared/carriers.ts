// Parcel carriers staff ship with (COMMERCE §6): a known carrier gets a link to its tracking page in the
// customer's mail and order views; any other name is shown as typed, without a link. Zod-free.

type Carrier = { name: string; aliases: string[]; url: (trackingNumber: string) => string };

export const CARRIERS: Carrier[] = [
  {
    name: 'Royal Mail',
    aliases: ['royalmail', 'rm'],
    url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  },
  {
    name: 'Parcelforce',
    aliases: ['parcelforce', 'parcelforceworldwide'],
    url: (n) => `https://www.parcelforce.com/track-trace?trackNumber=${n}`,
  },
  { name: 'DPD', aliases: ['dpd', 'dpduk'], url: (n) => `https://track.dpd.co.uk/parcels/${n}` },
  { name: 'Evri', aliases: ['evri', 'hermes'], url: (n) => `https://www.evri.com/track/parcel/${n}` },
  {
    name: 'DHL',
    aliases: ['dhl', 'dhlparcel', 'dhlexpress'],
    url: (n) => `https://www.dhl.com/gb-en/home/tracking.html?tracking-id=${n}`,
  },
  { name: 'UPS', aliases: ['ups'], url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { name: 'Yodel', aliases: ['yodel'], url: (n) => `https://www.yodel.co.uk/tracking/${n}` },
];

const key = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The carrier staff meant ('royal mail', 'Royal-Mail', 'RM' → Royal Mail), or undefined for one we do not know. */
export function knownCarrier(carrier: string | null | undefined): Carrier | undefined {
  if (!carrier) return undefined;
  const k = key(carrier);
  return CARRIERS.find((c) => key(c.name) === k || c.aliases.includes(k));
}

/** How the carrier is stored and shown: a known one by its own name, anything else as typed. */
export function carrierName(carrier: string | null | undefined): string | null {
  if (!carrier?.trim()) return null;
  return knownCarrier(carrier)?.name ?? carrier.trim();
}

/** The carrier's tracking page for this parcel, or null (no carrier, an unknown one, no number). */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const known = knownCarrier(carrier);
  if (!known || !trackingNumber) return null;
  return known.url(encodeURIComponent(trackingNumber.replace(/\s+/g, '')));
}
