/**
 * An integer with its thousands grouped as en-US prints them ("10,000"). Written out rather than
 * through `toLocaleString`: a page's first use of the locale's number formats costs the phone a
 * long task while it hydrates.
 */
export const grouped = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
