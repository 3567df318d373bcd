/** The map search a location links to (a Google Maps search URL, opened in a new tab). */
export function mapsUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
