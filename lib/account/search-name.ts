// A hotel's name as it is searched by its start (Hotel.searchName, the hotel picker and the list):
// lower case, without accents or repeated spaces, so "cadiz", "Cádiz" and "CÁDIZ" find "Hotel
// Cádiz Centro" through one index on both databases (SQLite's LIKE uses no index with the default
// collation, PostgreSQL's ILIKE none at all). Pure.
export function searchNameOf(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
