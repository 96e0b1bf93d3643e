/** Zones already checked by isTimeZone, and whether this runtime knows them. */
const knownZones = new Map<string, boolean>();

/** An IANA zone this runtime knows ('Asia/Colombo'); '' and anything else are not. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/.test(value)) return false;
  const known = knownZones.get(value);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
  } catch {
    valid = false;
  }
  // Making a formatter is the costly part; the zones a site meets are few.
  if (knownZones.size < 1000) knownZones.set(value, valid);
  return valid;
}
